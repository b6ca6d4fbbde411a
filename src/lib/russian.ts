/**
 * Russian grammar the interface needs around names it does not know in advance.
 * Pure: no React, no locale of the machine.
 */

/** Sounds that take «об» instead of «о»: a vowel at the start, as the name is read aloud. */
const VOWEL_START = /^[аоуэиыaeiou]/i;

/** «о» or «об» before a word: «об Avatr 06», «о Zeekr 001», «об этом». */
export function aboutPreposition(word: string): 'о' | 'об' {
  return VOWEL_START.test(word.trim()) ? 'об' : 'о';
}

/** The word with its preposition: «об Avatr 06». */
export function withAbout(word: string): string {
  return `${aboutPreposition(word)} ${word}`;
}
