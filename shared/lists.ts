/** Lists in running text, the same at build time and in the browser. */
import type { Lang } from './lang.js';

/** The locale lists are written in: English copy is British (docs/decisions/urls-and-languages.md#33), without the comma before "and" that plain `en` adds. */
export const LIST_LOCALE: Record<Lang, string> = { ru: 'ru', en: 'en-GB' };

export interface ListOptions {
  /** `conjunction` (и, and) by default, or `disjunction` (или, or). */
  type?: Intl.ListFormatType;
  /** `long` by default; `narrow` joins a conjunction with commas only. */
  style?: Intl.ListFormatStyle;
}

/** The word before the last item: CLDR's patterns for `ru` and `en-GB`, every style but narrow conjunctions. */
const LAST_JOIN: Record<Lang, Record<Intl.ListFormatType, string>> = {
  ru: { conjunction: ' и ', disjunction: ' или ', unit: ', ' },
  en: { conjunction: ' and ', disjunction: ' or ', unit: ', ' },
};

/**
 * «Lixiang, Xiaomi, Zeekr и Avatr», "Lixiang, Xiaomi, Zeekr and Avatr": what `Intl.ListFormat`
 * gives in LIST_LOCALE (a unit test holds the two equal). Not the formatter itself: making one
 * loads the locale's list data, about 20 ms of a phone's main thread while the page hydrates.
 */
export function formatList(lang: Lang, items: readonly string[], { type = 'conjunction', style = 'long' }: ListOptions = {}): string {
  if (items.length < 2) return items.join('');
  const last = type === 'conjunction' && style === 'narrow' ? ', ' : LAST_JOIN[lang][type];
  return `${items.slice(0, -1).join(', ')}${last}${items[items.length - 1]}`;
}
