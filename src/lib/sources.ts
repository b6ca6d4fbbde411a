/**
 * A source a page cites (a tariff, a price, an article's or a brand's fact), as the page shows
 * it: title, publisher, address and the day it was last read.
 */
import type { FactSourceData } from '../../content/schema.js';
import type { Lang } from '../../shared/lang.js';

export interface Source {
  title: string;
  publisher: string;
  url: string;
  /** YYYY-MM-DD: when the source was last read. */
  checked: string;
}

/** A source as the page in `lang` names it: its English title on the English pages where it has one. */
export function sourceIn(source: FactSourceData, lang: Lang): Source {
  const { titleEn, ...rest } = source;
  return lang === 'en' && titleEn ? { ...rest, title: titleEn } : rest;
}
