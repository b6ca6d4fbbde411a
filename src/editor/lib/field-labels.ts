/**
 * The form's labels by field path, read from the editor's own configuration (config.yml, made by
 * scripts/content/cms-config.ts from locales/ru/editor.json): a problem the build finds at
 * `specs.weight` is told to staff as «Характеристики → Масса, кг». Pure.
 */

interface ConfigField {
  name: string;
  label?: string;
  fields?: ConfigField[];
  field?: ConfigField;
  types?: ConfigField[];
}

interface ConfigCollection {
  name: string;
  label?: string;
  label_singular?: string;
  fields?: ConfigField[];
}

export interface EditorConfig {
  collections?: ConfigCollection[];
  singletons?: (ConfigCollection & { file: string })[];
}

/** `<scope>.<path>` → label, where a collection's scope is its name and a single file's is its name too. */
export type FieldLabels = ReadonlyMap<string, string>;

function walk(fields: readonly ConfigField[], scope: string, prefix: string, labels: Map<string, string>): void {
  for (const field of fields) {
    const path = prefix ? `${prefix}.${field.name}` : field.name;
    if (field.label && !labels.has(`${scope}.${path}`)) labels.set(`${scope}.${path}`, field.label);
    if (field.fields) walk(field.fields, scope, path, labels);
    // A list of single values: its item has the list's own path.
    if (field.field?.fields) walk(field.field.fields, scope, path, labels);
    for (const type of field.types ?? []) walk(type.fields ?? [], scope, path, labels);
  }
}

export function fieldLabels(config: EditorConfig): FieldLabels {
  const labels = new Map<string, string>();
  for (const collection of [...(config.collections ?? []), ...(config.singletons ?? [])])
    walk(collection.fields ?? [], collection.name, '', labels);
  return labels;
}

/** The scope of a content file: its collection's name, or a single file's (`content/company.yaml` → `company`). */
export function scopeOfFile(config: EditorConfig, file: string): string | undefined {
  const single = config.singletons?.find((singleton) => singleton.file === file);
  if (single) return single.name;
  const folder = /^content\/([^/]+)\//.exec(file)?.[1];
  return config.collections?.find((collection) => collection.name === folder)?.name;
}

/** A path as staff read it: labels joined by arrows, a list's item by its number («Источники № 2 → Подтверждает цифры»). */
export function pathLabel(
  labels: FieldLabels,
  scope: string,
  path: readonly (string | number)[],
  itemWord: string,
  data?: unknown,
): string {
  const words: string[] = [];
  const names: string[] = [];
  let node = data;
  for (const part of path) {
    node = node && typeof node === 'object' ? (node as Record<string | number, unknown>)[part] : undefined;
    if (typeof part === 'number') {
      // An item is named by its own title when it has one: «Предложения «Ранняя бронь»», not «№ 1», which
      // changes as items are added and removed.
      const name = itemName(node);
      if (words.length) words[words.length - 1] = `${words[words.length - 1]} ${name ? `«${name}»` : `${itemWord}${part + 1}`}`;
      continue;
    }
    // The two boxes of a text in both languages carry the language's name.
    names.push(part);
    const label = labels.get(`${scope}.${names.join('.')}`);
    if (label) words.push(label);
  }
  return words.join(' → ');
}

/**
 * The fields that name a list item, in the order they are looked for: an offer's or a source's
 * title, a person's name, a question. A folded item shows it (scripts/content/cms-fields.ts), and a
 * problem names the item by it.
 */
export const ITEM_NAME_FIELDS = ['title', 'name', 'question'] as const;

/** A list item's own name, in Russian. */
function itemName(item: unknown): string | undefined {
  if (!item || typeof item !== 'object') return undefined;
  for (const key of ITEM_NAME_FIELDS) {
    const value = (item as Record<string, unknown>)[key];
    const text = typeof value === 'string' ? value : value && typeof value === 'object' ? (value as { ru?: unknown }).ru : undefined;
    if (typeof text === 'string' && text.trim()) return text.trim();
  }
  return undefined;
}
