/**
 * Numbers and prices, formatted the same on the server and in every browser (dates are in
 * dates.ts, so pages that show no date do not load the month names):
 * digit grouping is done here rather than by Intl, so a build machine's ICU data
 * can never make the pre-rendered HTML differ from the first client render.
 */
import type { Lang } from '../../shared/lang.js';

const NBSP = '\u00a0';
/** Russian groups thousands with a no-break space, English with a comma. */
const GROUP_SEPARATOR: Record<Lang, string> = { ru: NBSP, en: ',' };
const DECIMAL_SEPARATOR: Record<Lang, string> = { ru: ',', en: '.' };

export function formatNumber(value: number, lang: Lang, fractionDigits = 0): string {
  const fixed = Math.abs(value).toFixed(fractionDigits);
  const [whole = '0', fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, GROUP_SEPARATOR[lang]);
  const sign = value < 0 ? '−' : '';
  return fraction ? `${sign}${grouped}${DECIMAL_SEPARATOR[lang]}${fraction}` : `${sign}${grouped}`;
}

/** A figure with up to `maxDigits` decimals and no trailing zeros: 3.8 → "3,8" (ru), 4 → "4". */
export function formatDecimal(value: number, lang: Lang, maxDigits = 1): string {
  // Half up on the decimal as written: 39.05 is 39.04999… in binary, which toFixed(1) would make 39.0.
  const factor = 10 ** maxDigits;
  const rounded = Math.round(Number((value * factor).toPrecision(12))) / factor;
  const digits = Number.isInteger(rounded) ? 0 : Math.min(maxDigits, String(rounded).split('.')[1]?.length ?? 0);
  return formatNumber(rounded, lang, digits);
}

/** docs/decisions/constants.md#prices: USD to BYN at the company's rate (docs/decisions/company-facts.md#7: 3), rounded to a whole number. */
export function usdToByn(usd: number, rate: number): number {
  return Math.round(usd * rate);
}

export function formatByn(byn: number, lang: Lang): string {
  return `${formatNumber(byn, lang)}${NBSP}BYN`;
}

/**
 * A monthly payment, to the kopeck: a worked example's total is that payment times the months plus the
 * deposit, and a buyer who checks it with a payment rounded to the rouble would be off by up to 30 BYN.
 */
export function formatPayment(byn: number, lang: Lang): string {
  return `${formatNumber(byn, lang, 2)}${NBSP}BYN`;
}

export function formatUsd(usd: number, lang: Lang): string {
  return lang === 'ru' ? `${formatNumber(usd, lang)}${NBSP}$` : `$${formatNumber(usd, lang)}`;
}

/**
 * A range of money as each language writes it, on one line: the unit once after the range in Russian
 * («11 600–14 200 $», «34 800–42 600 BYN»), and on each end in English ("$11,600–$14,200"). The word
 * joiner keeps a line from breaking after the dash.
 */
export function formatUsdRange(low: number, high: number, lang: Lang): string {
  return lang === 'ru'
    ? `${formatNumber(low, lang)}–\u2060${formatUsd(high, lang)}`
    : `${formatUsd(low, lang)}–\u2060${formatUsd(high, lang)}`;
}

export function formatBynRange(low: number, high: number, lang: Lang): string {
  return `${formatNumber(low, lang)}–\u2060${formatByn(high, lang)}`;
}

/**
 * A percentage as each language writes it: "97 %" in Russian (with a no-break space), "97%" in
 * English, with up to `maxDigits` decimals. The strings in locales/ and content/ follow the same
 * rule (tests/content/typography.test.ts).
 */
export function formatPercent(value: number, lang: Lang, maxDigits = 1): string {
  const number = formatDecimal(value, lang, maxDigits);
  return lang === 'ru' ? `${number}${NBSP}%` : `${number}%`;
}

/**
 * A calendar year: its digits as they are, in every language ("1996", never "1 996" or "1,996").
 * Anything that writes a year (a field's limits, a figure) goes through this, not formatNumber.
 */
export function formatYear(year: number): string {
  return String(Math.round(year));
}

/**
 * A label without its soft hyphens (U+00AD), for its accessible name: the comparison's narrow
 * label column breaks long Russian words only where an editor placed one, but a screen reader
 * or a braille display should get the plain word.
 */
export function withoutSoftHyphens(text: string): string {
  return text.replace(/\u00AD/g, '');
}
