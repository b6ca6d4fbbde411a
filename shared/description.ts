/**
 * A page's meta description taken from its text, for a news item written without one
 * (content/news.ts; docs/decisions/pages-news.md#article-data): its first sentences, as many as
 * search engines show, never a word cut in half.
 */

/** About what a search result shows of a description before it cuts it off (Google: 155-160 characters). */
export const DESCRIPTION_LENGTH = 160;

/**
 * Words that end in a full stop without ending the sentence (a capital letter alone, an initial, is one too;
 * a small one alone is mostly a unit, «1 ч.», which does).
 */
const ABBREVIATIONS = new Set([
  // Russian
  'г',
  'д',
  'т',
  'е',
  'к',
  'п',
  'с',
  'гг',
  'ул',
  'пр',
  'просп',
  'пер',
  'им',
  'ок',
  'см',
  'рис',
  'стр',
  'тыс',
  'млн',
  'млрд',
  'руб',
  'коп',
  'мес',
  'прим',
  'напр',
  'др',
  // English
  'e',
  'g',
  'approx',
  'etc',
  'vs',
  'no',
  'nr',
  'mr',
  'mrs',
  'ms',
  'dr',
  'st',
  'inc',
  'ltd',
  'co',
  'jan',
  'feb',
  'mar',
  'apr',
  'jun',
  'jul',
  'aug',
  'sep',
  'sept',
  'oct',
  'nov',
  'dec',
]);

/** A sentence's end: . ! ? or …, any closing quote or bracket, then a space and a capital, a digit or an opening quote. */
const SENTENCE_END = /[.!?…]+["»”’)\]]*(?=\s+["«„“([]?[\p{Lu}\p{N}])/gu;

/** Spaces a line may break at; a no-break space (a figure and its unit, «705 км») holds its words together. */
const BREAKING_SPACE = /[ \t\r\n]+/g;

/** The sentences of a text, each trimmed. */
export function sentences(text: string): string[] {
  const found: string[] = [];
  let start = 0;
  for (const match of text.matchAll(SENTENCE_END)) {
    if (match[0] === '.') {
      const word = /\p{L}+$/u.exec(text.slice(start, match.index))?.[0];
      const initial = word?.length === 1 && word !== word.toLowerCase();
      if (word && (initial || ABBREVIATIONS.has(word.toLowerCase()))) continue;
    }
    const end = match.index + match[0].length;
    found.push(text.slice(start, end).trim());
    start = end;
  }
  const rest = text.slice(start).trim();
  if (rest) found.push(rest);
  return found;
}

/**
 * A description of at most `max` characters from a plain text: the whole text when it fits, else its
 * first sentences, as many as fit; when even the first is longer, its words up to the limit and an ellipsis.
 */
export function descriptionFromText(text: string, max: number = DESCRIPTION_LENGTH): string {
  const plain = text.replace(BREAKING_SPACE, ' ').trim();
  if (plain.length <= max) return plain;
  let description = '';
  for (const sentence of sentences(plain)) {
    const longer = description ? `${description} ${sentence}` : sentence;
    if (longer.length > max) break;
    description = longer;
  }
  if (description) return description;
  const words = plain.split(' ');
  let cut = '';
  for (const word of words) {
    const longer = cut ? `${cut} ${word}` : word;
    // One character is kept for the ellipsis.
    if (longer.length >= max) break;
    cut = longer;
  }
  // A first word longer than the whole description (a long address, say) is the one thing cut.
  if (!cut) cut = words[0]!.slice(0, max - 1);
  return `${cut.replace(/[\s,;:(«„“–—-]+$/u, '')}…`;
}
