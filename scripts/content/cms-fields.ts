/**
 * Decap CMS fields from a JSON Schema (the one z.toJSONSchema makes of content/schema.ts), so
 * that a field added to the content appears in the editor, with the checks the editor can make
 * before it saves: required fields, number ranges, patterns, list lengths and choices. Whatever a
 * field cannot express (a figure's source, a car's brand) stays with the build's own checks,
 * which remain the final gate.
 */

/** The part of JSON Schema that z.toJSONSchema writes for the content. */
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
}

export interface CmsField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  fields?: CmsField[];
  field?: CmsField;
  types?: CmsField[];
  typeKey?: string;
  options?: (string | number)[];
  multiple?: boolean;
  value_type?: 'int' | 'float';
  min?: number;
  max?: number;
  step?: number;
  pattern?: [string, string];
  collapsed?: boolean;
  choose_url?: boolean;
  media_folder?: string;
  public_folder?: string;
  summary?: string;
  i18n?: boolean | 'duplicate';
  default?: unknown;
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
]);

/** "groundClearanceMin" → "Ground clearance min". */
export function fieldLabel(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Labels of the fields staff touch most, in the editor's language first. Any other field is
 * labelled from its name (fieldLabel); its hint is the schema's description.
 */
const LABELS: Record<string, string> = {
  ru: 'Русский',
  en: 'English',
  name: 'Название / Name',
  priceUSD: 'Цена, USD / Price, USD',
  inStock: 'В наличии / In stock',
  year: 'Модельный год / Model year',
  color: 'Цвет / Colour',
  description: 'Описание / Description',
  features: 'Особенности / Features',
  specs: 'Характеристики / Specifications',
  sources: 'Источники / Sources',
  unsourced: 'Без источника / Unsourced figures',
  video: 'Видео / Video',
  videoNote: 'Откуда видео / Where the video was found',
  title: 'Заголовок / Title',
  date: 'Дата / Date',
  category: 'Рубрика / Category',
  offers: 'Предложения / Offers',
  validFrom: 'Действует с / Valid from',
  validUntil: 'Действует до / Valid until',
  discount: 'Скидка / Discount',
  usd: 'Сумма, USD / Amount, USD',
  percentOfPrice: 'Процент от цены / Percent of price',
  condition: 'Условие / Condition',
  badge: 'Значок / Badge',
  legalNote: 'Правовая оговорка / Legal note',
  blurb: 'Описание дилера / Dealer blurb',
  siteUrl: 'Адрес сайта / Site URL',
  url: 'Ссылка / Link',
  phone: 'Телефон / Phone',
  email: 'Эл. почта / E-mail',
  address: 'Адрес / Address',
  directions: 'Как добраться / Directions',
  messengers: 'Мессенджеры / Messengers',
  social: 'Соцсети / Social accounts',
  tourVideo: 'Видеотур / Showroom tour video',
  salesHours: 'Часы продаж / Sales hours',
  serviceHours: 'Часы сервиса / Service hours',
  legal: 'Реквизиты / Legal details',
  unp: 'УНП / UNP',
  usdToByn: 'Курс: BYN за 1 USD / Rate: BYN per USD',
  publisher: 'Издатель / Publisher',
  checked: 'Проверено / Checked on',
  market: 'Рынок / Market',
  figures: 'Подтверждает цифры / Figures it confirms',
  note: 'Примечание / Note',
};

/**
 * The launch checklist, where staff edit (docs/editor.md#launch-checklist): a company fact still
 * marked as an example says so beside it, and a production build refuses to ship it.
 */
const EXAMPLE_FLAG: Partial<CmsField> = {
  label: 'Пример: заменить до запуска / Example: replace before launch',
  hint: 'On while this is an example value. Replace the value above, then switch this off: a production build refuses any example left on.',
};

/** `{ ru, en }` and nothing else: text that exists in both site languages. */
const isLocalized = (schema: JsonSchema) =>
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

function numberField(schema: JsonSchema): Partial<CmsField> {
  const integer = schema.type === 'integer';
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : 0) : undefined);
  const max = schema.maximum !== undefined && schema.maximum < NO_BOUND ? schema.maximum : undefined;
  return {
    widget: 'number',
    value_type: integer ? 'int' : 'float',
    ...(min !== undefined && min > -NO_BOUND ? { min } : {}),
    ...(max !== undefined ? { max } : {}),
    ...(integer ? {} : { step: 0.01 }),
  };
}

/**
 * What a pattern asks for, in words staff read (the editor would otherwise print the expression):
 * the content's recurring formats, then any other pattern said plainly.
 */
const PATTERN_WORDS: Record<string, string> = {
  '^\\d{4}-\\d{2}-\\d{2}$': 'дата в виде ГГГГ-ММ-ДД, например 2027-01-31 / a date as YYYY-MM-DD, e.g. 2027-01-31',
  '^\\d{2}:\\d{2}$': 'время в виде ЧЧ:ММ, например 09:00 / a time as HH:MM, e.g. 09:00',
  '^#[0-9a-fA-F]{6}$': 'цвет в виде #RRGGBB, например #4B3B5E / a colour as #RRGGBB',
  '^[a-z0-9]+(?:-[a-z0-9]+)*$':
    'латинские строчные буквы и цифры через дефис, например winter-tyres-2026 / lower-case letters and digits joined by hyphens',
  '^[a-z0-9-]+$': 'латинские строчные буквы, цифры и дефисы / lower-case letters, digits and hyphens',
  '^\\d{9}$': 'девять цифр / nine digits',
  '^([01]\\d|2[0-3]):[0-5]\\d$': 'время в виде ЧЧ:ММ, например 09:00 / a time as HH:MM, e.g. 09:00',
};
const patternWords = (pattern: string) => PATTERN_WORDS[pattern] ?? `формат не подходит / not in the expected format (${pattern})`;

function stringField(name: string, schema: JsonSchema): Partial<CmsField> {
  if (schema.enum) return { widget: 'select', options: schema.enum };
  const widget = LONG_TEXT.has(name) ? 'text' : 'string';
  if (schema.pattern) return { widget, pattern: [schema.pattern, patternWords(schema.pattern)] };
  if (schema.format === 'uri')
    return { widget, pattern: ['^https?://\\S+$', 'ссылка, начинающаяся с https:// / a link that starts with https://'] };
  if (schema.format === 'email') return { widget, pattern: ['^\\S+@\\S+\\.\\S+$', 'адрес электронной почты / an e-mail address'] };
  if (schema.maxLength !== undefined && schema.maxLength < NO_BOUND)
    return { widget, pattern: [`^[\\s\\S]{${schema.minLength ?? 1},${schema.maxLength}}$`, `at most ${schema.maxLength} characters`] };
  return { widget };
}

/**
 * The fields of an object schema, in its order; those it does not require are optional. Inside an
 * optional object every field is optional too: Decap would otherwise refuse to save an entry that
 * leaves the whole object out (a car without a name note), and the build still requires them once
 * the object is given.
 */
export function objectFields(schema: JsonSchema, optional = false): CmsField[] {
  const required = new Set(optional ? [] : (schema.required ?? []));
  return Object.entries(schema.properties ?? {}).map(([name, property]) => cmsField(name, property, required.has(name)));
}

/** One Decap field for one property of the content. */
export function cmsField(name: string, schema: JsonSchema, required = true): CmsField {
  const base: CmsField = {
    name,
    label: LABELS[name] ?? fieldLabel(name),
    widget: 'string',
    ...(required ? {} : { required: false }),
    ...(schema.description ? { hint: schema.description } : {}),
  };
  const choices = constants(schema);
  if (choices) {
    return typeof choices[0] === 'number'
      ? { ...base, widget: 'number', value_type: 'int', min: Math.min(...(choices as number[])), max: Math.max(...(choices as number[])) }
      : { ...base, widget: 'select', options: choices };
  }
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) {
    // A union of object shapes without a kind (an offer's discount: in USD or in per cent): one
    // object whose fields are all optional; the build checks that exactly one shape is given.
    const properties = Object.assign({}, ...variants.map((variant) => variant.properties ?? {})) as Record<string, JsonSchema>;
    return { ...base, widget: 'object', fields: objectFields({ type: 'object', properties, required: [] }) };
  }
  switch (schema.type) {
    case 'boolean':
      return { ...base, widget: 'boolean', ...(required ? { default: false } : {}), ...(name === 'isExample' ? EXAMPLE_FLAG : {}) };
    case 'number':
    case 'integer':
      return { ...base, ...numberField(schema) };
    case 'string':
      return { ...base, ...stringField(name, schema) };
    case 'object': {
      if (!isLocalized(schema)) return { ...base, widget: 'object', collapsed: false, fields: objectFields(schema, !required) };
      // Each language's box is as long as the text it holds: a description gets a multi-line box in both.
      const long = (field: CmsField) => (LONG_TEXT.has(name) && field.widget === 'string' ? { ...field, widget: 'text' } : field);
      return { ...base, widget: 'object', fields: objectFields(schema, !required).map(long) };
    }
    case 'array':
      // An empty list is a value (a source that confirms no figure): the editor must not call it missing.
      return { ...base, ...(schema.minItems ? {} : { required: false }), ...listField(name, schema) };
    default:
      return { ...base, widget: 'text', hint: [schema.description, 'any value the build accepts'].filter(Boolean).join('; ') };
  }
}

function listField(name: string, schema: JsonSchema): Partial<CmsField> {
  const items = schema.items ?? {};
  const bounds = {
    ...(schema.minItems !== undefined && schema.minItems > 0 ? { min: schema.minItems } : {}),
    ...(schema.maxItems !== undefined && schema.maxItems < NO_BOUND ? { max: schema.maxItems } : {}),
  };
  if (items.enum) return { widget: 'select', multiple: true, options: items.enum, ...bounds };
  const variants = items.oneOf ?? items.anyOf;
  const key = variants ? discriminator(variants) : null;
  if (variants && key) {
    // A list of blocks that each name their kind: Decap's typed list, one form per kind.
    const types = variants.map((variant) => {
      const kind = String(variant.properties![key]!.const);
      const { [key]: _kind, ...rest } = variant.properties!;
      const fields = objectFields({ ...variant, properties: rest });
      return {
        name: kind,
        label: fieldLabel(kind),
        widget: 'object',
        ...(variant.description ? { hint: variant.description } : {}),
        // A kind with nothing more to fill in still needs one field: its own name, which the list writes anyway.
        fields: fields.length ? fields : [{ name: key, label: fieldLabel(key), widget: 'hidden', default: kind }],
      };
    });
    return { widget: 'list', typeKey: key, types, ...bounds };
  }
  if (items.type === 'object' && !isLocalized(items)) return { widget: 'list', collapsed: true, fields: objectFields(items), ...bounds };
  // One value per item (a feature, a paragraph): the item's box carries the list's own label.
  return { widget: 'list', field: { ...cmsField(name, items), label: LABELS[name] ?? fieldLabel(name) }, ...bounds };
}
