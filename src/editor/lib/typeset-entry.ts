/**
 * The site's typography, written into what staff typed before a save (Sveltia's preSave,
 * src/editor/main.ts): Russian no-break spaces and «15 %», English "15%" and en-dashed ranges
 * (shared/typography.ts), the rules the content test holds every text to. So a sales manager
 * never has to type a no-break space, and a save never fails that test. Pure.
 */
import { typeset } from '../../../shared/typography.js';

type Lang = 'ru' | 'en';

/** One text to change: where it is in the entry's data, and what it becomes. */
export interface TypesetChange {
  path: (string | number)[];
  text: string;
}

/**
 * The texts of `data` to rewrite. In a file with both languages (`{ ru, en }` texts), each text
 * is set by the language it is under; in a file of one language (an article's), every text is
 * in `lang`. Other strings (names, links, dates) are not text to set.
 */
export function typesetChanges(data: unknown, lang?: Lang, path: (string | number)[] = []): TypesetChange[] {
  if (typeof data === 'string') {
    if (!lang) return [];
    const text = typeset(data, lang);
    return text === data ? [] : [{ path, text }];
  }
  if (Array.isArray(data)) return data.flatMap((item, index) => typesetChanges(item, lang, [...path, index]));
  if (data && typeof data === 'object')
    return Object.entries(data).flatMap(([key, value]) => typesetChanges(value, key === 'ru' || key === 'en' ? key : lang, [...path, key]));
  return [];
}
