/**
 * Needs a buyer types into the catalogue search, read as the filters they mean: the
 * number of seats in digits or words («6 мест», «шестиместный», "seven-seater"), rows
 * of seats («три ряда», "third row": six seats or more), a family car («семейный»,
 * "family", «минивэн», "MPV": three rows, as the home page's family shortcut), the drive («полный привод»,
 * «4×4», "AWD", "rear-wheel drive") and the price («до 80 000 $», «до 240 тыс. BYN», «80к»,
 * "under $80k", «от 50 до 80 тысяч»: dollars when no currency is said, as buyers here
 * speak), in both languages. What is left of the query is searched as text. Loaded with
 * the search (lib/search.ts), on demand.
 */
import type { DriveType } from '../../content/schema.values.js';

/** A price the buyer typed, in the currency said (the catalogue converts roubles at the dealer's rate). */
export interface PriceNeed {
  min?: number;
  max?: number;
  currency: 'USD' | 'BYN';
}

export interface SearchNeeds {
  /** At least this many seats. */
  seats?: number;
  drive?: DriveType;
  /** At least this range on the battery, km («запас хода от 600 км», "600 km range"). */
  range?: number;
  price?: PriceNeed;
}

export interface NeedPhrase {
  need: keyof SearchNeeds;
  /** The words as the buyer typed them, to take out of the query when the need is removed. */
  phrase: string;
  /** A family car («семейный», "family"), read as three rows: the catalogue offers the five-seat SUVs too. */
  family?: true;
}

export interface ParsedNeeds {
  needs: SearchNeeds;
  phrases: NeedPhrase[];
  /** The query without the phrases read as needs. */
  text: string;
}

/** Three rows of seats hold six people at least. */
const THREE_ROWS_SEATS = 6;

const RU_NUMBERS: Record<string, number> = { четыре: 4, пять: 5, шесть: 6, семь: 7, восемь: 8 };
/** The combining forms in «шестиместный»: «четырёх», «пяти» … */
const RU_COMBINING: Record<string, number> = { четырех: 4, пяти: 5, шести: 6, семи: 7, восьми: 8 };
const EN_NUMBERS: Record<string, number> = { four: 4, five: 5, six: 6, seven: 7, eight: 8 };

// Word edges that work for Cyrillic too (\b does not).
const START = '(?<![\\p{L}\\p{N}])';
const END = '(?![\\p{L}\\p{N}])';

interface Rule {
  need: keyof SearchNeeds;
  pattern: RegExp;
  value: (match: RegExpExecArray) => SearchNeeds[keyof SearchNeeds] | undefined;
  family?: true;
}

// Global, so that parseNeeds can try each match in turn (matchAll works on a copy: the pattern keeps no state).
const word = (source: string) => new RegExp(`${START}(?:${source})${END}`, 'giu');

// A sum: «80000», «80 000», «80,000», «80.5»; thousands said as «к», "k", «тыс.», «тысяч», "thousand"; the currency
// before («$80k») or after («80 000 $», «80 тысяч долларов», «240 000 BYN», «240 тыс. руб.»). Not a sum when a unit
// follows («до 500 км», «до 30 минут»).
const NUMBER = '(\\d{1,3}(?:[ \\u00a0\\u202f.,]\\d{3})+|\\d+(?:[.,]\\d+)?)';
const THOUSANDS = '(?:\\s*(к|k|тыс\\.?|тысяч\\p{L}*|thousands?))?';
const DOLLARS = '\\$|usd|долл\\p{L}*|бакс\\p{L}*|у\\.\\s?е\\.?|dollars?|bucks';
const ROUBLES = 'byn|br|бел\\p{L}*\\s+руб\\p{L}*|руб\\p{L}*|р\\.?|roubles?|rubles?';
const SAID_DOLLARS = new RegExp(`^(?:${DOLLARS})$`, 'iu');
const CURRENCY_BEFORE = `(?:(\\$|usd|byn)\\s*)?`;
const CURRENCY_AFTER = `(?:\\s*(${DOLLARS}|${ROUBLES}))?`;
const NOT_A_UNIT = '(?!\\s*(?:км|km|мест|seat|квт|kw|л\\.?\\s?с|hp|мин|min|час|ч(?!\\p{L})|h(?!\\p{L})|%|сек|sec|мм|mm|кг|kg|год|year))';
const SUM = `${CURRENCY_BEFORE}${NUMBER}${THOUSANDS}${CURRENCY_AFTER}${NOT_A_UNIT}`;
const UP_TO =
  'до|не\\s+дороже|не\\s+больше|дешевле|максимум|бюджет\\p{L}*|в\\s+пределах|около|примерно|under|below|up\\s+to|max(?:imum)?|' +
  'less\\s+than|cheaper\\s+than|budget|around|about|within|at\\s+most|<|≤';
const FROM = 'от|дороже|over|above|from|more\\s+than|>|≥';

/** One sum of a price pattern: the groups of SUM from `at`, read as a number and its currency (null when none is said). */
interface Sum {
  value: number;
  thousands: boolean;
  currency: PriceNeed['currency'] | null;
}

function sumAt(match: RegExpExecArray, at: number): Sum | undefined {
  const [before, digits, thousands, after] = [match[at], match[at + 1], match[at + 2], match[at + 3]];
  if (digits === undefined) return undefined;
  // «80 000», «80,000», «80.000»: groups of thousands; «80,5», «80.5»: a decimal.
  const grouped = /^\d{1,3}(?:[ \u00a0\u202f.,]\d{3})+$/.test(digits);
  const value = Number(grouped ? digits.replace(/\D/g, '') : digits.replace(',', '.'));
  const said = (before ?? after)?.toLowerCase();
  const currency = said === undefined ? null : SAID_DOLLARS.test(said) ? 'USD' : 'BYN';
  return { value: thousands ? value * 1000 : value, thousands: thousands !== undefined, currency };
}

/**
 * A price need from its sums: a sum said without thousands takes the other's («от 50 до 80 тысяч»); dollars unless
 * roubles are said. A sum under a thousand, said with neither thousands nor a currency («до 500»), is no price.
 */
function priceNeed(min: Sum | undefined, max: Sum | undefined): PriceNeed | undefined {
  const thousands = min?.thousands || max?.thousands;
  const amount = (sum: Sum | undefined) => (sum === undefined ? undefined : thousands && sum.value < 1000 ? sum.value * 1000 : sum.value);
  const currency = min?.currency ?? max?.currency ?? null;
  const sums = [min, max].filter((sum): sum is Sum => sum !== undefined);
  if (sums.some((sum) => amount(sum)! < 1000 && currency === null)) return undefined;
  return { ...(min && { min: amount(min) }), ...(max && { max: amount(max) }), currency: currency ?? 'USD' };
}

/** How many groups SUM has, to find the second sum's groups in a range. */
const SUM_GROUPS = 4;

const RULES: Rule[] = [
  // «6 мест», «6-местный», «6местный», "6 seats", "6-seater", "7 seater".
  { need: 'seats', pattern: word('([4-9])\\s*-?\\s*(?:мест\\p{L}*|seat(?:s|er|ers)?)'), value: (m) => Number(m[1]) },
  { need: 'seats', pattern: word(`(${Object.keys(RU_NUMBERS).join('|')})\\s+мест\\p{L}*`), value: (m) => RU_NUMBERS[m[1]!.toLowerCase()] },
  {
    need: 'seats',
    pattern: word(`(${Object.keys(RU_COMBINING).join('|')})\\s*-?\\s*местн\\p{L}*`),
    value: (m) => RU_COMBINING[m[1]!.toLowerCase()],
  },
  {
    need: 'seats',
    pattern: word(`(${Object.keys(EN_NUMBERS).join('|')})[\\s-]*seat(?:s|er|ers)?`),
    value: (m) => EN_NUMBERS[m[1]!.toLowerCase()],
  },
  // Rows: «3 ряда», «три ряда», «третий ряд», «трехрядный», "three rows", "third row", "3-row".
  {
    need: 'seats',
    pattern: word('(?:3|три|трем|третий|третьим|third|three)\\s*-?\\s*(?:ряд\\p{L}*|rows?)|трехрядн\\p{L}*'),
    value: () => THREE_ROWS_SEATS,
  },
  // A family car: three rows, as the home page's family shortcut (six seats or more); the catalogue then offers the
  // five-seat SUVs too (walk 18: a family of four buys those). «для семьи с тремя детьми», "family with two kids":
  // one phrase, so its words are not left to search.
  {
    need: 'seats',
    pattern: word('(?:семейн\\p{L}*|для\\s+семьи|family)(?:\\s+(?:с|with)\\s+(?:\\p{L}+\\s+)?(?:детьми|ребенком|детей|kids|children))?'),
    value: () => THREE_ROWS_SEATS,
    family: true,
  },
  // A minivan is asked for for its seats, and the catalogue has none: its nearest answer is three rows («минивэн»,
  // "MPV", «многоместный»).
  { need: 'seats', pattern: word('минив[эе]н\\p{L}*|minivan|mpv|многоместн\\p{L}*'), value: () => THREE_ROWS_SEATS },
  // A range on the battery: «запас хода от 600 км», «от 600 км», "600 km range", "range 600 km".
  {
    need: 'range',
    pattern: word(
      '(?:запас\\p{L}*\\s+хода\\s+|range\\s+)?(?:от\\s+|from\\s+|over\\s+)?(\\d{3,4})\\s*(?:км|km)(?:\\s+(?:запаса\\s+хода|range))?',
    ),
    value: (m) => Number(m[1]),
  },
  // A price: between two sums («от 50 до 80 тысяч», «60-90к»), up to one, from one, or one said as money (a currency,
  // thousands, or 10 000 and more).
  {
    need: 'price',
    pattern: word(`(?:(?:от|from|between)\\s*)?${SUM}\\s*(?:до|to|and|-|–|—)\\s*${SUM}`),
    value: (m) => priceNeed(sumAt(m, 1), sumAt(m, 1 + SUM_GROUPS)),
  },
  { need: 'price', pattern: word(`(?:${UP_TO})\\s*${SUM}`), value: (m) => priceNeed(undefined, sumAt(m, 1)) },
  { need: 'price', pattern: word(`(?:${FROM})\\s*${SUM}`), value: (m) => priceNeed(sumAt(m, 1), undefined) },
  {
    need: 'price',
    pattern: word(SUM),
    value: (m) => {
      const sum = sumAt(m, 1);
      return sum && (sum.thousands || sum.currency !== null || sum.value >= 10000) ? priceNeed(undefined, sum) : undefined;
    },
  },
  {
    need: 'drive',
    pattern: word(
      'awd|4wd|4\\s*[x×х]\\s*4|полн\\p{L}*\\s+привод\\p{L}*|полноприводн\\p{L}*|all[\\s-]?wheel(?:[\\s-]drive)?|four[\\s-]?wheel(?:[\\s-]drive)?',
    ),
    value: () => 'AWD',
  },
  {
    need: 'drive',
    pattern: word('rwd|задн\\p{L}*\\s+привод\\p{L}*|заднеприводн\\p{L}*|rear[\\s-]?wheel(?:[\\s-]drive)?'),
    value: () => 'RWD',
  },
  {
    need: 'drive',
    pattern: word('fwd|передн\\p{L}*\\s+привод\\p{L}*|переднеприводн\\p{L}*|front[\\s-]?wheel(?:[\\s-]drive)?'),
    value: () => 'FWD',
  },
];

/** The needs in a query, and the query without them. The first phrase of each need counts. */
export function parseNeeds(query: string): ParsedNeeds {
  const needs: SearchNeeds = {};
  const phrases: NeedPhrase[] = [];
  // ё as е, so «трёхрядный» and «четырёхместный» read like the patterns.
  let text = query.replace(/ё/g, 'е').replace(/Ё/g, 'Е');
  for (const rule of RULES) {
    if (needs[rule.need] !== undefined) continue;
    // The first match that reads as a value: «001 80000» is a model's number, then a price.
    let match: RegExpExecArray | undefined;
    let value: SearchNeeds[keyof SearchNeeds] | undefined;
    for (const candidate of text.matchAll(rule.pattern)) {
      value = rule.value(candidate);
      if (value === undefined) continue;
      match = candidate;
      break;
    }
    if (!match || value === undefined) continue;
    (needs as Record<string, unknown>)[rule.need] = value;
    phrases.push({
      need: rule.need,
      phrase: query.slice(match.index, match.index + match[0].length),
      ...(rule.family && { family: true }),
    });
    // Blanked to the same length, so the next match's place is also its place in the query.
    text = `${text.slice(0, match.index)}${' '.repeat(match[0].length)}${text.slice(match.index + match[0].length)}`;
  }
  return { needs, phrases, text: text.replace(/\s+/g, ' ').trim() };
}
