/**
 * Text typed with the wrong keyboard layout on: the standard PC layouts, US English
 * (QWERTY) and Russian (ЙЦУКЕН), key for key. "яуулк" is "zeekr" typed on the Russian
 * layout, "ctlfy" is "седан" typed on the English one. Works on lowercase text.
 */

// The same keys, in the same order, on each layout: three letter rows, then the key left of 1.
const LATIN_KEYS = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`";
const RUSSIAN_KEYS = 'йцукенгшщзхъфывапролджэячсмитьбюё';
// With Shift, the punctuation keys give other characters on the English layout;
// on the Russian layout they are letters, which lowercase like any other.
const LATIN_SHIFTED_KEYS = '{}:"<>~';
const RUSSIAN_OF_SHIFTED_KEYS = 'хъжэбюё';

function keyMap(from: string, to: string): ReadonlyMap<string, string> {
  return new Map([...from].map((char, i) => [char, to[i]!]));
}

const LATIN_TO_RUSSIAN = keyMap(LATIN_KEYS + LATIN_SHIFTED_KEYS, RUSSIAN_KEYS + RUSSIAN_OF_SHIFTED_KEYS);
const RUSSIAN_TO_LATIN = keyMap(RUSSIAN_KEYS, LATIN_KEYS);

function swap(text: string, keys: ReadonlyMap<string, string>): string {
  let out = '';
  for (const char of text) out += keys.get(char) ?? char;
  return out;
}

/** What the keys pressed on the Russian layout would have typed on the English one: "яуулк" → "zeekr". */
export function russianLayoutToLatin(text: string): string {
  return swap(text, RUSSIAN_TO_LATIN);
}

/** What the keys pressed on the English layout would have typed on the Russian one: "ub,hbl" → "гибрид". */
export function latinLayoutToRussian(text: string): string {
  return swap(text, LATIN_TO_RUSSIAN);
}
