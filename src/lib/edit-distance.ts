/**
 * How far apart two words are, counted in single-letter edits: a letter added, removed
 * or changed, or two neighbours swapped ("zeerk" → "zeekr" is one edit). The search's
 * "did you mean" and the not-found page's nearest cars use it over the catalogue's own
 * names, so no list of known misspellings is needed.
 */

/**
 * The optimal-string-alignment distance of `a` and `b`; counting stops above `max`
 * (the result is then `max + 1`), which keeps a search over many names cheap.
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  // Three rows of the dynamic-programming table: two back (for swaps), one back and this one.
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  let current = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowMin = current[0];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[b.length]!, max + 1);
}

/**
 * How many edits a word of this length may have and still count as the same word: none
 * for one to three letters ("ev" is not "ex"), one up to six, two from seven.
 */
export function allowedEdits(word: string): number {
  return word.length <= 3 ? 0 : word.length <= 6 ? 1 : 2;
}
