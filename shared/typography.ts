/**
 * Russian typography for figures (issue 24): a figure keeps to its unit, and a thousands
 * group to the rest of its number, with a no-break space (U+00A0), so that a line never
 * ends in «1» and starts with «412 км». One definition for the content fixer
 * (scripts/content/typography.ts), the content test and the audit of the built pages.
 */

/** Units and words a Russian figure is written with. Each is matched only as a whole word. */
export const RU_UNITS = [
  'км/ч',
  'км',
  'кВт·ч',
  'кВт',
  'л.\u00a0с.',
  'л. с.',
  'л/100',
  'л',
  'BYN',
  'USD',
  '$',
  'мм',
  'кг',
  '%',
  'минут',
  'мин',
  'ч',
  'с',
  'лет',
  'месяцев',
  'мест',
  'В',
  'т',
  'мес.',
  'тыс.',
  'млн',
  'млрд',
  '°C',
] as const;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const unitPattern = [...RU_UNITS]
  .sort((a, b) => b.length - a.length)
  .map(escape)
  .join('|');

/** A figure (digits, or an interpolated `{{value}}`) and its unit; group 2 is the space between them. */
export const FIGURE_UNIT_SPACE = new RegExp(`(\\d|\\}\\})([ \\t]+|[ \\t]*\\n[ \\t]*)(${unitPattern})(?![\\p{L}\\d])`, 'gu');

/** «л. с.» with an ordinary space inside. */
export const HORSEPOWER_SPACE = /(?<![\p{L}])л\.[ \t]+с\./gu;

/** A group of thousands after an ordinary space: «1 412», «2 000 000» (not a phone number's groups: «+375 29 123-45-67»). */
export const THOUSANDS_SPACE = /(?<![\d.,+])(\d{1,3})((?:[ \t]\d{3})+)(?![\d,.-]\d|\d)/g;

/** A dash after an ordinary space: «Li Auto — это», which a line could start with (not after a Chinese title's last character). */
export const SPACE_BEFORE_DASH = /([^\s\p{Script=Han}])([ \t]+|[ \t]*\n[ \t]*)—/gu;

const RULES = [FIGURE_UNIT_SPACE, HORSEPOWER_SPACE, THOUSANDS_SPACE, SPACE_BEFORE_DASH];

/**
 * The places in a Russian text where a line could break between a figure and its unit,
 * inside «л. с.», inside a number or before a dash: each with a little of the text around it.
 */
export function breakingSpaces(text: string): string[] {
  return RULES.flatMap((rule) => [...text.matchAll(rule)]).map((m) =>
    JSON.stringify(text.slice(Math.max(0, m.index - 16), m.index + m[0].length + 4)),
  );
}

/**
 * A Russian text with those spaces made no-break. `keep` can refuse a place, given the text
 * and where the place starts (the fixer keeps to the Russian lines of a file with both languages).
 */
export function fixBreakingSpaces(text: string, keep: (text: string, offset: number) => boolean = () => true): string {
  type Write = (groups: string[]) => string;
  const step = (rule: RegExp, write: Write) => (value: string) =>
    value.replace(rule, (...args: unknown[]) => {
      // replace() hands over the match, its groups, the offset and the whole text.
      const offset = args.at(-2) as number;
      const groups = args.slice(1, -2) as string[];
      return keep(value, offset) ? write(groups) : (args[0] as string);
    });
  const fixes = [
    step(THOUSANDS_SPACE, ([head = '', groups = '']) => head + groups.replace(/[ \t]/g, '\u00a0')),
    step(HORSEPOWER_SPACE, () => 'л.\u00a0с.'),
    step(FIGURE_UNIT_SPACE, ([figure = '', , unit = '']) => `${figure}\u00a0${unit}`),
    step(SPACE_BEFORE_DASH, ([before = '']) => `${before}\u00a0—`),
  ];
  // Again until nothing changes: one match can hide the next («{{fuel}} л/100 км»).
  let fixed = text;
  for (let previous = ''; previous !== fixed;) {
    previous = fixed;
    fixed = fixes.reduce((value, fix) => fix(value), fixed);
  }
  return fixed;
}

/** A percent sign after a figure or a value, with whatever space there is before it. */
const PERCENT = /(\d|\}\})[ \t\u00a0\u202f]*%/g;

/**
 * A range of figures with a unit written with a hyphen ("15-20%", "10 - 80 km"), as English
 * copy must not have it (issue 24); an address or a phone number is not one.
 */
export const EN_HYPHEN_RANGE =
  /(?<![\w/+.-])(\d[\d,.]*) ?- ?(\d[\d,.]*) ?(%|km|kWh?|mm|BYN|USD|hours?|minutes?|min|years?|months?|seconds?)(?![\w])/g;

/**
 * Text as each language's typography writes it, for text people typed (the staff editor
 * applies it before a save, src/editor/): Russian with its no-break spaces and «15 %»; English
 * with "15%" and en-dashed ranges. Words and figures stay as they were.
 */
export function typeset(text: string, lang: 'ru' | 'en'): string {
  if (lang === 'ru') return fixBreakingSpaces(text).replace(PERCENT, '$1\u00a0%');
  return text
    .replace(PERCENT, '$1%')
    .replace(EN_HYPHEN_RANGE, (_, from: string, to: string, unit: string) => (unit === '%' ? `${from}–${to}%` : `${from}–${to} ${unit}`));
}
