/**
 * The cars closest by name to a car address that does not exist (`/cars/zeekr-001-yuo`):
 * the address and each car's name are compared word by word with the edit distance of
 * lib/edit-distance.ts, over the catalogue's own names and its makers' other spellings
 * (their brand files' searchTerms), so a misspelt, shortened or half-remembered address
 * still leads to its car, without any list of known misspellings.
 */
import { allowedEdits, editDistance } from '../../../lib/edit-distance.js';

/** What the matching reads of a car. */
export interface NamedCar {
  slug: string;
  name: string;
  manufacturer: string;
  /** The model family ("001", "007 GT"): with the maker, the words that matter most. */
  model: string;
}

/** How many cars the not-found page suggests. */
export const NEAREST_CARS_COUNT = 4;

/** The shortest cut-off word that counts as the start of a name's word ("ult" for "ultra"). */
const MIN_PREFIX = 3;

/**
 * The words of an address or a name: lower case, letters and digits of any script, `ё` as
 * `е`, and numbers without their leading zeros, so `zeekr-1` is the Zeekr 001.
 */
export function nameWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => (/^\d+$/.test(word) ? String(Number(word)) : word));
}

/** An address or a slug without its separators: `zeekr001you`. */
const compact = (text: string) => nameWords(text).join('');

interface CarWord {
  text: string;
  /** The maker's or the model's word (or another spelling of the maker): it names the car more than a trim does. */
  key: boolean;
  /** A word of the car's own name (not one of its maker's other spellings). */
  own: boolean;
}

function carWords(car: NamedCar, aliases: readonly string[]): CarWord[] {
  const key = new Set(nameWords(`${car.manufacturer} ${car.model}`));
  const own = [...new Set([...nameWords(car.slug), ...nameWords(car.name)])];
  return [
    ...own.map((text) => ({ text, key: key.has(text), own: true })),
    ...aliases.filter((text) => !own.includes(text)).map((text) => ({ text, key: true, own: false })),
  ];
}

interface WordMatch {
  /** Exact, a cut-off start, or within the edits a word of its length may have. */
  matched: boolean;
  /** Edits to the nearest word (a cut-off start counts one); at most the word's length. */
  distance: number;
  /** The car's word it matched, if it matched one. */
  word: CarWord | null;
}

function matchWord(query: string, words: readonly CarWord[]): WordMatch {
  let best: WordMatch = { matched: false, distance: query.length, word: null };
  for (const word of words) {
    const prefix = query.length >= MIN_PREFIX && word.text.length > query.length && word.text.startsWith(query);
    const distance = prefix ? 1 : Math.min(editDistance(query, word.text, query.length), query.length);
    const matched = prefix || distance <= allowedEdits(query);
    if ((matched && !best.matched) || (matched === best.matched && distance < best.distance)) {
      best = { matched, distance, word: matched ? word : null };
    }
  }
  return best;
}

interface Score {
  /** Address words that found the maker or the model. */
  key: number;
  /** Address words that found any word of the car's name. */
  matched: number;
  /** Edits over all the address words. */
  distance: number;
  /** The car's own words the address did not name (a trim it did not ask for). */
  extra: number;
}

function wordScore(query: readonly string[], words: readonly CarWord[]): Score {
  const named = new Set<CarWord>();
  let key = 0;
  let matched = 0;
  let distance = 0;
  for (const text of query) {
    const found = matchWord(text, words);
    if (found.word) {
      matched += 1;
      if (found.word.key) key += 1;
      if (found.word.own) named.add(found.word);
    }
    distance += found.distance;
  }
  return { key, matched, distance, extra: words.filter((word) => word.own).length - named.size };
}

/** Best first: the maker and model found, then any word found, then the fewest edits, then the fewest words left out. */
const compare = (a: Score, b: Score) => b.key - a.key || b.matched - a.matched || a.distance - b.distance || a.extra - b.extra;

function score(address: string, query: readonly string[], car: NamedCar, aliases: readonly string[]): Score {
  const byWords = wordScore(query, carWords(car, aliases));
  // The address typed without separators (`zeekr001you`), or cut off inside one, is compared whole.
  const whole = compact(address);
  if (whole.length < MIN_PREFIX) return byWords;
  const slug = compact(car.slug);
  const found = matchWord(whole, [{ text: slug, key: true, own: true }]);
  if (!found.matched) return byWords;
  const byWhole = { key: query.length, matched: query.length, distance: found.distance, extra: found.distance === 0 ? 0 : 1 };
  return compare(byWords, byWhole) <= 0 ? byWords : byWhole;
}

export interface NearestCars<T> {
  cars: T[];
  /** False when no word of the address named anything: the cars are then a first look at the catalogue. */
  matched: boolean;
}

/**
 * Up to `count` cars nearest to `address` (the unknown slug), best first (see `compare`,
 * then the catalogue's order). When fewer cars than `count` match, the best match's other
 * cars of the same maker follow, then the first car of each other maker; when nothing matches, the first car of each maker stands
 * in, so the page always has a way forward. `aliases` are each maker's other spellings,
 * by catalogue name (`{ Zeekr: ['зикр', 'geely'] }`).
 */
export function nearestCars<T extends NamedCar>(
  address: string,
  cars: readonly T[],
  aliases: Readonly<Record<string, readonly string[]>> = {},
  count = NEAREST_CARS_COUNT,
): NearestCars<T> {
  const query = nameWords(address);
  const aliasWords = Object.fromEntries(Object.entries(aliases).map(([maker, terms]) => [maker, [...new Set(terms.flatMap(nameWords))]]));
  const ranked = cars
    .map((car, index) => ({ car, index, score: score(address, query, car, aliasWords[car.manufacturer] ?? []) }))
    .sort((a, b) => compare(a.score, b.score) || a.index - b.index);

  const matches = ranked.filter((entry) => entry.score.matched > 0);
  if (matches.length === 0) {
    const firstOfEach = cars.filter((car, index) => cars.findIndex((other) => other.manufacturer === car.manufacturer) === index);
    return { cars: firstOfEach.slice(0, count), matched: false };
  }
  const maker = matches[0]!.car.manufacturer;
  const sameMaker = ranked.filter((entry) => entry.score.matched === 0 && entry.car.manufacturer === maker);
  // A maker with few cars: the first car of each other maker fills the rest, so the page always offers `count`.
  const chosen = [...matches, ...sameMaker].map((entry) => entry.car);
  const others = cars.filter(
    (car, index) =>
      !chosen.includes(car) && cars.findIndex((other) => other.manufacturer === car.manufacturer && !chosen.includes(other)) === index,
  );
  return {
    cars: [...chosen, ...others, ...cars.filter((car) => !chosen.includes(car) && !others.includes(car))].slice(0, count),
    matched: true,
  };
}
