/**
 * The staff editor's form fields (Sveltia CMS, docs/editor.md), made from the JSON Schema that
 * z.toJSONSchema writes of content/schema.ts, so a field added to the content appears in the form.
 * Every label, hint and choice is read from locales/<lang>/editor.json (Russian first, the English
 * name in the hint): a field without a Russian label fails the generation, so no raw key or
 * enum value ever reaches the staff. What a field cannot express (a figure's source, ids, a maker
 * with a brand file) is checked before a save by the same code the build runs (src/editor/).
 */
import type { Field, SelectField } from '@sveltia/cms';
import { ITEM_NAME_FIELDS } from '../../src/editor/lib/field-labels.js';
import type { EditorStrings } from './editor-strings.js';

/** The part of JSON Schema that z.toJSONSchema writes for the content, with the content's own `meta`. */
export interface JsonSchema {
  type?: 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean' | 'null';
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: (string | number)[];
  const?: string | number | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  default?: unknown;
  /** content/schema.ts `.meta({ plausible })`: the range a figure usually falls in; outside it the editor asks "are you sure?". */
  plausible?: [number, number];
  /** content/schema.ts `.meta({ unit })`: how the editor shows the figure as the site will (`usd`, `byn`, `rate` …). */
  unit?: string;
}

/** The largest integer zod writes as a bound when there is none. */
const NO_BOUND = Number.MAX_SAFE_INTEGER;

/** Field names whose text runs to sentences: a multi-line box rather than one line. */
const LONG_TEXT = new Set([
  'description',
  'note',
  'text',
  'answer',
  'conclusion',
  'quote',
  'intro',
  'solution',
  'situation',
  'paragraphs',
  'belarus',
  'blurb',
  'legalNote',
  'byCar',
  'byTransport',
  'parking',
  'proof',
  'basis',
  'terms',
]);

/**
 * Where a form's field sits: the collection or file it belongs to (`cars`, `company`) and its path
 * in the file without list positions (`specs.weight`, `sources.title`). Labels are looked up as
 * `<scope>.<path>`, then `<path>` (a name shared across forms: `title`, `sources.url`).
 */
export interface FieldContext {
  scope: string;
  strings: EditorStrings;
  /** Paths whose values are the same in both language files of an entry (an article's date). */
  shared?: ReadonlySet<string>;
  /** Whether the entry is two files, one per language (news, legal pages): fields say how they translate. */
  twoFiles?: boolean;
  /** Fields a form builds its own way (a reference, the automatic id): by path. */
  special?: Readonly<Record<string, (base: BaseField) => Field>>;
  /** Options added to a field as generated (the map link beside the showroom's longitude): by path. */
  extra?: Readonly<Record<string, Record<string, unknown>>>;
}

/** What every field has: its name, Russian label, hint with the English name, and whether it is required. */
export type BaseField = { name: string; label: string; hint?: string; required?: boolean; i18n?: boolean | 'duplicate' };

const join = (path: string, name: string) => (path ? `${path}.${name}` : name);

/** `{ ru, en }` and nothing else: text that exists in both site languages, in one file. */
export const isLocalized = (schema: JsonSchema) =>
  schema.type === 'object' &&
  Object.keys(schema.properties ?? {})
    .sort()
    .join() === 'en,ru';

/** A union of numbers or strings written as constants (`4 | 5 | 6 | 7`). */
const constants = (schema: JsonSchema) => {
  const variants = schema.anyOf ?? schema.oneOf;
  if (!variants?.every((variant) => variant.const !== undefined && typeof variant.const !== 'boolean')) return null;
  return variants.map((variant) => variant.const as string | number);
};

/** A union of objects that each name their kind in `key` (`{ kind: 'seats', … }`). */
function discriminator(variants: JsonSchema[]): string | null {
  const first = variants[0]?.properties ?? {};
  return (
    Object.keys(first).find((key) =>
      variants.every((variant) => variant.properties?.[key]?.const !== undefined && variant.required?.includes(key)),
    ) ?? null
  );
}

/** The label and hint of the field at `path`, from the editor's strings; a missing Russian label is an error. */
export function describeField(context: FieldContext, path: string, name: string, required: boolean): BaseField {
  const { strings, scope } = context;
  const text = strings.field(scope, path);
  if (!text)
    throw new Error(
      `locales/ru/editor.json: no label for the field "${path}" of "${scope}" (fields."${scope}.${path}" or fields."${path}")`,
    );
  const hint = [text.hint, text.english ? strings.englishName(text.english) : undefined].filter(Boolean).join(' ');
  return {
    name,
    label: text.label,
    ...(hint ? { hint } : {}),
    ...(required ? {} : { required: false }),
    ...(context.twoFiles ? { i18n: context.shared?.has(path) ? ('duplicate' as const) : true } : {}),
  };
}

/** Choices with their Russian labels; a value without one is an error. */
function choiceOptions(context: FieldContext, path: string, values: readonly (string | number)[]): SelectField['options'] {
  return values.map((value) => {
    const label = context.strings.choice(context.scope, path, value);
    if (label === undefined) throw new Error(`locales/ru/editor.json: no wording for the choice "${value}" of "${context.scope}.${path}"`);
    return { label, value };
  });
}

/**
 * A figure: the site's own number field (src/editor/fields/number-field.ts), which reads «2,95» and
 * «45 900» as people type them, refuses what the schema refuses, and asks "are you sure?" outside
 * the figure's plausible range, showing the figure as the site will.
 */
function numberField(base: BaseField, schema: JsonSchema): Field {
  const integer = schema.type === 'integer';
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum : undefined);
  const max = schema.maximum !== undefined && schema.maximum < NO_BOUND ? schema.maximum : undefined;
  return {
    ...base,
    widget: 'site-number',
    integer,
    ...(min !== undefined && min > -NO_BOUND ? { min, minExclusive: schema.minimum === undefined } : {}),
    ...(max !== undefined ? { max } : {}),
    ...(schema.plausible ? { plausible: schema.plausible } : {}),
    ...(schema.unit ? { unit: schema.unit } : {}),
  };
}

/** What a pattern asks for, in the staff's words (the editor would otherwise print the expression). */
function patternField(context: FieldContext, schema: JsonSchema): { pattern?: [string, string] } {
  // zod writes its own expression for an address or a link; the editor asks for the plain shape.
  if (schema.format === 'uri') return { pattern: ['^https?://\\S+$', context.strings.pattern('uri')!] };
  if (schema.format === 'email') return { pattern: ['^\\S+@\\S+\\.\\S+$', context.strings.pattern('email')!] };
  if (schema.pattern) {
    const words = context.strings.pattern(schema.pattern);
    if (!words) throw new Error(`locales/ru/editor.json: no words for the pattern ${schema.pattern} (patterns)`);
    return { pattern: [schema.pattern, words] };
  }
  return {};
}

const ISO_DATE = '^\\d{4}-\\d{2}-\\d{2}$';

function stringField(context: FieldContext, base: BaseField, schema: JsonSchema, path: string, name: string): Field {
  if (schema.enum) return { ...base, widget: 'select', options: choiceOptions(context, path, schema.enum) };
  // A date picker that writes the file's YYYY-MM-DD.
  if (schema.pattern === ISO_DATE) return { ...base, widget: 'datetime', type: 'date', format: 'YYYY-MM-DD' };
  if (schema.pattern === '^#[0-9a-fA-F]{6}$') return { ...base, widget: 'color' };
  const widget = LONG_TEXT.has(name) ? 'text' : 'string';
  const limit = schema.maxLength !== undefined && schema.maxLength < NO_BOUND ? { maxlength: schema.maxLength } : {};
  return { ...base, widget, ...limit, ...patternField(context, schema) } as Field;
}

/**
 * The fields of an object schema, in its order; those it does not require are optional. Inside an
 * optional object every field is optional too, so an entry without the object can be saved; the
 * checks before a save still require them once the object is given.
 */
export function objectFields(context: FieldContext, schema: JsonSchema, path = '', optional = false): Field[] {
  const required = new Set(optional ? [] : (schema.required ?? []));
  return Object.entries(schema.properties ?? {}).map(([name, property]) =>
    formField(context, join(path, name), name, property, required.has(name)),
  );
}

/** One form field for one property of the content. */
export function formField(context: FieldContext, path: string, name: string, schema: JsonSchema, required = true): Field {
  const field = generatedField(context, path, name, schema, required);
  const extra = context.extra?.[path];
  return extra ? ({ ...field, ...extra } as Field) : field;
}

function generatedField(context: FieldContext, path: string, name: string, schema: JsonSchema, required: boolean): Field {
  const base = describeField(context, path, name, required);
  const special = context.special?.[path];
  if (special) return special(base);
  const choices = constants(schema);
  if (choices) return { ...base, widget: 'select', options: choiceOptions(context, path, choices) };
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) {
    // A union of object shapes without a kind (an offer's discount: in USD or in per cent): one
    // object whose fields are all optional; the checks before a save want exactly one given.
    const properties = Object.assign({}, ...variants.map((variant) => variant.properties ?? {})) as Record<string, JsonSchema>;
    return { ...base, widget: 'object', fields: objectFields(context, { type: 'object', properties, required: [] }, path) };
  }
  switch (schema.type) {
    case 'boolean':
      return { ...base, widget: 'boolean', ...(required ? { default: false } : {}) };
    case 'number':
    case 'integer':
      return numberField(base, schema);
    case 'string':
      return stringField(context, base, schema, path, name);
    case 'object': {
      if (!isLocalized(schema)) return { ...base, widget: 'object', fields: objectFields(context, schema, path, !required) };
      // Text in both languages: a box each, as long as the text they hold.
      const long = LONG_TEXT.has(name);
      const languages = (['ru', 'en'] as const).map((lang): Field => {
        const inner = schema.properties![lang]!;
        const label = context.strings.language(lang);
        const text = { name: lang, label, ...(required ? {} : { required: false }) };
        if (inner.type === 'array') {
          const singular = context.strings.field(context.scope, path)?.singular;
          return { ...text, widget: 'list', ...(singular ? { label_singular: singular } : {}), ...listBounds(inner) };
        }
        return { ...text, widget: long ? 'text' : 'string' };
      });
      return { ...base, widget: 'object', fields: languages };
    }
    case 'array': {
      // «Добавить источник», not «Добавить Источники»: the list's item in the case the button needs.
      const singular = context.strings.field(context.scope, path)?.singular;
      // An empty list is a value (a source that confirms no figure): the form must not call it missing.
      return {
        ...base,
        ...(singular ? { label_singular: singular } : {}),
        ...(schema.minItems ? {} : { required: false }),
        ...listField(context, base, path, schema),
      } as Field;
    }
    default:
      return { ...base, widget: 'text' };
  }
}

function listBounds(schema: JsonSchema) {
  return {
    ...(schema.minItems !== undefined && schema.minItems > 0 ? { min: schema.minItems } : {}),
    ...(schema.maxItems !== undefined && schema.maxItems < NO_BOUND ? { max: schema.maxItems } : {}),
  };
}

/**
 * A collapsed item's line: its own title or name in Russian, where it has one. Sveltia would
 * otherwise show the first text it finds, which may be a badge («Хит») or an English phrase.
 */
function itemSummary(items: JsonSchema): { summary?: string } {
  for (const key of ITEM_NAME_FIELDS) {
    const property = items.properties?.[key];
    if (!property) continue;
    if (isLocalized(property)) return { summary: `{{fields.${key}.ru}}` };
    if (property.type === 'string') return { summary: `{{fields.${key}}}` };
  }
  return {};
}

function listField(context: FieldContext, base: BaseField, path: string, schema: JsonSchema): Partial<Field> {
  const items = schema.items ?? {};
  const bounds = listBounds(schema);
  if (items.enum)
    return { widget: 'select', multiple: true, options: choiceOptions(context, path, items.enum), ...bounds } as Partial<Field>;
  const variants = items.oneOf ?? items.anyOf;
  const key = variants ? discriminator(variants) : null;
  if (variants && key) {
    // A list of blocks that each name their kind: a typed list, one form per kind.
    const types = variants.map((variant) => {
      const kind = String(variant.properties![key]!.const);
      const { [key]: _kind, ...rest } = variant.properties!;
      const label = context.strings.choice(context.scope, path, kind);
      if (label === undefined) throw new Error(`locales/ru/editor.json: no wording for the kind "${kind}" of "${context.scope}.${path}"`);
      return { name: kind, label, widget: 'object' as const, fields: objectFields(context, { ...variant, properties: rest }, path) };
    });
    return { widget: 'list', typeKey: key, types, ...bounds } as Partial<Field>;
  }
  if (items.type === 'object' && !isLocalized(items))
    return { widget: 'list', fields: objectFields(context, items, path), ...itemSummary(items), ...bounds } as Partial<Field>;
  // One value per item (a feature, a paragraph): the item's box carries the list's own label.
  return {
    widget: 'list',
    field: { ...formField(context, path, base.name, items), label: base.label, required: true },
    ...bounds,
  } as Partial<Field>;
}
