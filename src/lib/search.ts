/**
 * Search that forgives how a buyer types: "зикр 001", "су7", "зикр 7х" (Cyrillic х),
 * "яуулк" (Zeekr on the Russian layout), "ctlfy" (седан on the English one) all find
 * what a person means. The words a car answers to (brand spellings, body types,
 * powertrains, both languages) are baked into its search text at build time
 * (car-model.ts), so the browser only reads each query word a few ways.
 */
import { allowedEdits, editDistance } from './edit-distance.js';
import { latinLayoutToRussian, russianLayoutToLatin } from './keyboard-layout.js';
import { parseNeeds, type ParsedNeeds, type SearchNeeds } from './search-needs.js';

const CYRILLIC_TO_LATIN: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

export function transliterate(text: string): string {
  return [...text].map((char) => CYRILLIC_TO_LATIN[char] ?? char).join('');
}

/** Lowercase, "ё" read as "е", spaces collapsed. */
export function normalizeSearch(text: string): string {
  return text.toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ').trim();
}

/** Cyrillic letters that look like Latin ones, for model codes typed on the Russian layout: "7х" is "7x", "Мах" is "max". */
const CYRILLIC_LOOK_ALIKES = 'авекмнорстух';
const LATIN_LOOK_ALIKES = 'abekmhopctyx';

function readLookAlikes(text: string): string {
  return [...text]
    .map((char) => {
      const i = CYRILLIC_LOOK_ALIKES.indexOf(char);
      return i < 0 ? char : LATIN_LOOK_ALIKES[i]!;
    })
    .join('');
}

/** The words of a text as the search compares them: "Шутинг-брейк" → ["шутинг", "брейк"]. */
function searchWords(text: string): string[] {
  return normalizeSearch(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * A car's search text, made once at build time from its name and the words buyers
 * use for it: normalised words, each once, leaving out a word that starts another
 * ("гибрид" beside "гибридный"), since a query word matches the start of a word.
 */
export function buildSearchText(parts: readonly string[]): string {
  const words = [...new Set(parts.flatMap(searchWords))];
  return words.filter((word) => !words.some((other) => other !== word && other.startsWith(word))).join(' ');
}

const CYRILLIC = /[а-яё]/;
// A word typed on the wrong layout is letters and digits on the right one; punctuation there ("7[") means it was not.
const WORD = /^[\p{L}\p{N}-]+$/u;

/**
 * The readings of one query word, each a list of words that must all match: as
 * typed, Cyrillic look-alikes read as Latin ("7х"), transliterated ("су7"), and the
 * same keys on the other layout ("яуулк" → "zeekr", "ctlfy" → "седан"). A single
 * letter is not transliterated ("х" as "h" would find every hybrid) nor read as a
 * Russian letter typed on the English layout; from the Russian layout it is read,
 * as models are named by Latin letters ("ч" is the X key).
 */
function readings(word: string): string[][] {
  const seen = new Set<string>();
  const result: string[][] = [];
  for (const text of readingTexts(word)) {
    const words = searchWords(text);
    const key = words.join(' ');
    if (words.length === 0 || seen.has(key)) continue;
    seen.add(key);
    result.push(words.map((w) => ` ${w}`));
  }
  return result;
}

/** The texts a query word may be read as (see readings). */
function readingTexts(word: string): string[] {
  if (searchWords(word).length === 0) return [];
  const texts = [word];
  if (CYRILLIC.test(word)) {
    texts.push(readLookAlikes(word));
    // No Russian word starts with ь, ъ or ы: such a word was typed on the wrong layout ("ьш" is "mi").
    if (word.length > 1 && !/^[ьъы]/.test(word)) texts.push(transliterate(word));
  }
  const swaps = word.length > 1 ? [russianLayoutToLatin(word), latinLayoutToRussian(word)] : [russianLayoutToLatin(word)];
  texts.push(...swaps.filter((text) => WORD.test(text)));
  return texts;
}

/**
 * Prepares a query once (per keystroke) for testing many search texts made by
 * buildSearchText: every word of the query must, in one of its readings, start a
 * word of the text ("крос" finds "кроссовер", "ev" does not find "reev"). An empty
 * query matches everything.
 */
export function compileSearch(query: string): (searchText: string) => boolean {
  const words = query
    .toLowerCase()
    .split(/\s+/)
    .map(readings)
    .filter((alternatives) => alternatives.length > 0);
  if (words.length === 0) return () => true;
  return (searchText) => {
    const text = ` ${searchText}`;
    return words.every((alternatives) => alternatives.some((reading) => reading.every((start) => text.includes(start))));
  };
}

/** One query against one search text; to test many texts, compile the query once with compileSearch. */
export function matchesSearch(searchText: string, query: string): boolean {
  return compileSearch(query)(searchText);
}

/** The words the catalogue's cars are searched by: every word of their search texts, once. */
export function searchVocabulary(searchTexts: readonly string[]): string[] {
  return [...new Set(searchTexts.flatMap((text) => text.split(' ')))].filter(Boolean);
}

/**
 * The word of the vocabulary a misspelt query word means: within the edits its length
 * allows (lib/edit-distance.ts), of the whole word or of its start as long as what was
 * typed ("lixa" is one edit from "lixi…"), in any reading of the word; the nearest,
 * then the shortest. Null when the word finds something as typed, or nothing is near.
 */
function correctWord(word: string, vocabulary: readonly string[]): string | null {
  const texts = readingTexts(word)
    .map((text) => searchWords(text))
    .filter((words) => words.length === 1)
    .map(([text]) => text!);
  if (texts.length === 0 || texts.some((text) => vocabulary.some((known) => known.startsWith(text)))) return null;
  let best: { word: string; distance: number } | null = null;
  for (const text of texts) {
    const allowed = allowedEdits(text);
    if (allowed === 0) continue;
    for (const known of vocabulary) {
      if (known.length < text.length - allowed) continue;
      const distance = Math.min(
        editDistance(text, known, allowed),
        known.length > text.length ? editDistance(text, known.slice(0, text.length), allowed) : Infinity,
      );
      if (distance > allowed) continue;
      if (!best || distance < best.distance || (distance === best.distance && known.length < best.word.length))
        best = { word: known, distance };
    }
  }
  return best?.word ?? null;
}

/** The needs as the catalogue's filters hold them: a price in dollars. */
export type FilterNeeds = Omit<SearchNeeds, 'price'> & { price?: { min?: number; max?: number } };

/** A price said in roubles, read in dollars at the dealer's rate, as the catalogue's price filter holds it. */
function inDollars(needs: SearchNeeds, usdToByn: number): FilterNeeds {
  const { price, ...others } = needs;
  if (!price) return others;
  // Not rounded: «до 200 000 р» reads back as 200 000 BYN, not 200 001.
  const usd = (amount: number | undefined) => (amount === undefined || price.currency === 'USD' ? amount : amount / usdToByn);
  return { ...others, price: { min: usd(price.min), max: usd(price.max) } };
}

/**
 * Words that narrow nothing, left out of the text a car must match: «бюджет 70 тысяч», «для семьи с тремя детьми»,
 * "a car for my family" (walk 15 found such queries ending on no car, and «Искать только «в»» offered as the way out).
 * Not «авто», which is part of «ли авто».
 */
const FILLER_WORDS = new Set([
  'в',
  'во',
  'с',
  'со',
  'и',
  'на',
  'для',
  'по',
  'за',
  'до',
  'от',
  'мне',
  'нам',
  'нужен',
  'нужна',
  'нужно',
  'хочу',
  'ищу',
  'бюджет',
  'бюджетом',
  'пределах',
  'около',
  'примерно',
  'машина',
  'машину',
  'машины',
  'автомобиль',
  'автомобили',
  'a',
  'an',
  'the',
  'for',
  'with',
  'and',
  'in',
  'of',
  'to',
  'my',
  'i',
  'need',
  'want',
  'looking',
  'budget',
  'car',
  'cars',
]);

export interface CompiledQuery extends Omit<ParsedNeeds, 'needs'> {
  needs: FilterNeeds;
  /** Tests a car's search text against what is left of the query once its needs are read, corrected. */
  matches: (searchText: string) => boolean;
  /** The query with its misspelt words corrected, for "Did you mean …?"; null when nothing was corrected. */
  correction: string | null;
  /**
   * Each word searched, as typed, with its own test (corrected like the whole query's): for an
   * empty result, which words find cars on their own. Absent for an empty query.
   */
  words?: readonly { text: string; matches: (searchText: string) => boolean }[];
}

/**
 * A catalogue query, read once per keystroke: the needs it names (lib/search-needs.ts)
 * become filters, and each word that finds nothing as typed is read as the nearest word
 * of the catalogue's vocabulary (searchVocabulary), which the page then offers as
 * "Did you mean …?". A price said in roubles is read at the dealer's rate, `usdToByn`.
 */
export function compileQuery(query: string, vocabulary: readonly string[], usdToByn: number): CompiledQuery {
  const parsed = parseNeeds(query);
  let corrected = query;
  let changed = false;
  const words = parsed.text.split(/\s+/).filter((word) => word !== '' && !FILLER_WORDS.has(normalizeSearch(word)));
  const searched = words.map((word) => {
    const correction = correctWord(normalizeSearch(word), vocabulary);
    if (correction === null) return word;
    changed = true;
    corrected = corrected.replace(word, correction);
    return correction;
  });
  return {
    ...parsed,
    needs: inDollars(parsed.needs, usdToByn),
    matches: compileSearch(searched.join(' ')),
    correction: changed ? corrected : null,
    words: words.map((text, index) => ({ text, matches: compileSearch(searched[index]!) })),
  };
}
