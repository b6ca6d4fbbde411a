/**
 * The staff editor's words (locales/<lang>/editor.json): Russian labels, hints and choices for the
 * form, and the English name of each field for the hint. The form is generated from them
 * (cms-fields.ts); a field, choice or pattern without Russian words fails the generation.
 */
import { loadStrings } from '../../locales/index.js';
import { PATTERN_NAMES } from '../../src/editor/lib/pattern-names.js';
import type { Lang } from '../../shared/lang.js';

interface FieldText {
  label: string;
  hint?: string;
  /** A list's item, as «Добавить …» names it: «источник», «событие». */
  singular?: string;
}

/** locales/<lang>/editor.json, as far as the form's generation reads it. */
export interface EditorNamespace {
  languages: Record<Lang, string>;
  englishName: string;
  app: Record<string, string>;
  collections: Record<string, { label: string; singular?: string; description?: string }>;
  fields: Record<string, FieldText>;
  choices: Record<string, Record<string, string>>;
  patterns: Record<string, string>;
}

export interface EditorStrings {
  field(scope: string, path: string): (FieldText & { english?: string }) | undefined;
  choice(scope: string, path: string, value: string | number): string | undefined;
  pattern(pattern: string): string | undefined;
  language(lang: Lang): string;
  englishName(label: string): string;
  collection(name: string): { label: string; singular?: string; description?: string };
  app: Record<string, string>;
}

const editorNamespace = (lang: Lang) => (loadStrings(lang, ['editor']) as unknown as { editor: EditorNamespace }).editor;

/** The last segment of a path: `sources.market` → `market`. */
const leaf = (path: string) => path.slice(path.lastIndexOf('.') + 1);

export function editorStrings(): EditorStrings {
  const ru = editorNamespace('ru');
  const en = editorNamespace('en');
  const lookup = <T>(table: Record<string, T>, scope: string, path: string): T | undefined =>
    table[`${scope}.${path}`] ?? table[path] ?? table[leaf(path)];
  return {
    field(scope, path) {
      const text = lookup(ru.fields, scope, path);
      return text && { ...text, english: lookup(en.fields, scope, path)?.label };
    },
    choice(scope, path, value) {
      return lookup(ru.choices, scope, path)?.[String(value)];
    },
    pattern(pattern) {
      const name = PATTERN_NAMES[pattern];
      return name === undefined ? undefined : ru.patterns[name];
    },
    language: (lang) => ru.languages[lang],
    englishName: (label) => ru.englishName.replace('{{name}}', label),
    collection(name) {
      const collection = ru.collections[name];
      if (!collection) throw new Error(`locales/ru/editor.json: no wording for the collection "${name}" (collections.${name})`);
      return collection;
    },
    app: ru.app,
  };
}
