/**
 * How an article's words are counted for its reading time (docs/decisions/constants.md#news): content/news.ts
 * counts them when the site builds, src/lib/news.ts turns them into minutes.
 */

/** Words of a text: runs of letters or digits (a number like 0,2412 or 1 130 is one or two words, never zero). */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}]+(?:[-'’.,][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}
