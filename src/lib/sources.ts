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

/** A source's title as the page in `lang` names it: in English or explained in Russian where the source has that title. */
export function titleIn(source: { title: string; titleEn?: string; titleRu?: string }, lang: Lang): string {
  return (lang === 'en' ? source.titleEn : source.titleRu) ?? source.title;
}

/** A source as the page in `lang` names it (titleIn). */
export function sourceIn(source: FactSourceData, lang: Lang): Source {
  const { titleEn: _en, titleRu: _ru, ...rest } = source;
  return { ...rest, title: titleIn(source, lang) };
}
