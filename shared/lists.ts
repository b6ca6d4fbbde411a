/** Lists in running text, the same at build time and in the browser (Intl is part of the language, not of Node). */
import type { Lang } from './lang.js';

/** The locale lists are written in: English copy is British (docs/decisions/urls-and-languages.md#33), without the comma before "and" that plain `en` adds. */
const LIST_LOCALE: Record<Lang, string> = { ru: 'ru', en: 'en-GB' };

export interface ListOptions {
  /** `conjunction` (и, and) by default, or `disjunction` (или, or). */
  type?: Intl.ListFormatType;
  /** `long` by default; `narrow` joins with commas only. */
  style?: Intl.ListFormatStyle;
}

/** «Lixiang, Xiaomi, Zeekr и Avatr», "Lixiang, Xiaomi, Zeekr and Avatr". */
export function formatList(lang: Lang, items: readonly string[], { type = 'conjunction', style = 'long' }: ListOptions = {}): string {
  return new Intl.ListFormat(LIST_LOCALE[lang], { type, style }).format(items);
}
