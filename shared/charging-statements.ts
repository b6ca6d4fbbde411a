/**
 * The DC charging times a text states, in either language: a window ("с 10 до 80 %", "10–80%",
 * "from 10 to 80%") and a time ("за 12 минут", "in about 11 minutes", "10–15 минут") in one sentence.
 * Pure, so the build's checks and the test over the built pages read texts the same way (DECISIONS 41:
 * every page states the same time for the same car).
 */

export interface ChargingStatement {
  from: number;
  to: number;
  /** The time stated, minutes; a span ("10–15 минут") has min < max. */
  minutes: { min: number; max: number };
  /** The sentence it was read from. */
  sentence: string;
}

const DASH = '[-–—]';
const WINDOW = new RegExp(`(?:(?:с|from)\\s+)?(\\d{1,2})\\s*%?\\s*(?:до|to|${DASH}|→)\\s*(\\d{2,3})\\s*%`, 'iu');
const NUMBER = '(\\d{1,3}(?:[.,]\\d)?)';
const TIME = new RegExp(
  `(?:(?:от|from)\\s+)?${NUMBER}(?:\\s*(?:${DASH}|до|to)\\s*${NUMBER})?\\s*(?:минут[аы]?|мин|minutes?|min)(?![\\p{L}])`,
  'iu',
);
/** (`\b` knows no Cyrillic, so a unit ends where no letter follows.) Hours are never a DC time here; a sentence with hours (AC charging) is not a DC statement. */
const HOURS = /\d\s*(?:час|ч|hours?|h)(?![\p{L}])/iu;

const number = (text: string) => Number(text.replace(',', '.'));

/** The sentences of a text: split at a full stop, question or exclamation mark followed by a space, or a line break. */
function sentences(text: string): string[] {
  return text
    .replace(/\u00a0|\u202f/g, ' ')
    .split(/(?<=[.!?])\s+(?=[A-ZА-ЯЁ«"(\d])|\n+/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

export function chargingStatements(text: string): ChargingStatement[] {
  return sentences(text).flatMap((sentence) => {
    const window = WINDOW.exec(sentence);
    const time = TIME.exec(sentence);
    if (!window || !time || HOURS.test(sentence)) return [];
    const from = Number(window[1]);
    const to = Number(window[2]);
    if (!(from < to && to <= 100)) return [];
    const min = number(time[1]!);
    const max = time[2] === undefined ? min : number(time[2]);
    return [{ from, to, minutes: { min, max }, sentence }];
  });
}

/** Whether a statement agrees with a time the model gives (whole minutes; a stated «10,5 минуты» is the maker's 10.5 rounded). */
export function statesTime(statement: ChargingStatement, minutes: number): boolean {
  return minutes >= Math.floor(statement.minutes.min) && minutes <= Math.ceil(statement.minutes.max);
}
