/**
 * Needs a buyer types into the catalogue search, read as the filters they mean: the
 * number of seats in digits or words («6 мест», «шестиместный», "seven-seater"), rows
 * of seats («три ряда», "third row": six seats or more) and the drive («полный привод»,
 * «4×4», "AWD", "rear-wheel drive"), in both languages. What is left of the query is
 * searched as text. Loaded with the search (lib/search.ts), on demand.
 */
import type { DriveType } from '../../content/schema.values.js';

export interface SearchNeeds {
  /** At least this many seats. */
  seats?: number;
  drive?: DriveType;
}

export interface NeedPhrase {
  need: keyof SearchNeeds;
  /** The words as the buyer typed them, to take out of the query when the need is removed. */
  phrase: string;
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
  value: (match: RegExpExecArray) => number | DriveType | undefined;
}

const word = (source: string) => new RegExp(`${START}(?:${source})${END}`, 'iu');

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
    const match = rule.pattern.exec(text);
    if (!match) continue;
    const value = rule.value(match);
    if (value === undefined || needs[rule.need] !== undefined) continue;
    (needs as Record<string, unknown>)[rule.need] = value;
    phrases.push({ need: rule.need, phrase: query.slice(match.index, match.index + match[0].length) });
    // Blanked to the same length, so the next match's place is also its place in the query.
    text = `${text.slice(0, match.index)}${' '.repeat(match[0].length)}${text.slice(match.index + match[0].length)}`;
  }
  return { needs, phrases, text: text.replace(/\s+/g, ' ').trim() };
}
