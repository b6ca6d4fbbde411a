/**
 * Dates as readers write them, the same on the server and in every browser (no Intl, no
 * clock): a YYYY-MM-DD string in, text out.
 */
import type { Lang } from '../../shared/lang.js';
const MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A YYYY-MM-DD date as readers write it: "23.11.2026" in Russian, "23 November 2026" in English. */
export function formatIsoDate(iso: string, lang: Lang): string {
  const [year, month, day] = iso.split('-');
  if (!year || !month || !day) throw new Error(`formatIsoDate: not a YYYY-MM-DD date: ${iso}`);
  return lang === 'ru' ? `${day}.${month}.${year}` : `${Number(day)} ${MONTHS_EN[Number(month) - 1]} ${year}`;
}

const MONTHS_RU_GENITIVE = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
];

/** A YYYY-MM-DD date in words, as an article's date line: "14 октября 2026" in Russian, "14 October 2026" in English. */
export function formatLongDate(iso: string, lang: Lang): string {
  const [year, month, day] = iso.split('-');
  if (!year || !month || !day) throw new Error(`formatLongDate: not a YYYY-MM-DD date: ${iso}`);
  const months = lang === 'ru' ? MONTHS_RU_GENITIVE : MONTHS_EN;
  return `${Number(day)} ${months[Number(month) - 1]} ${year}`;
}

/**
 * A date inside a sentence: Russian adds «года» («по ставкам на 26 ноября 2026 года»), as running text
 * does; a bare «26 ноября 2026» is a dateline's (an article's, a card's).
 */
export function formatDateInText(iso: string, lang: Lang): string {
  return lang === 'ru' ? `${formatLongDate(iso, lang)}\u00a0года` : formatLongDate(iso, lang);
}
