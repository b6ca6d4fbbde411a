/**
 * How far apart two words are, counted in single-letter edits: a letter added, removed
 * or changed, or two neighbours swapped ("zeerk" → "zeekr" is one edit). The search's
 * "did you mean" and the not-found page's nearest cars use it over the catalogue's own
 * names, so no list of known misspellings is needed.
 */

// Three rows of the dynamic-programming table (two back, for swaps; one back; this one), reused between calls.
let rows: [Int32Array, Int32Array, Int32Array] = [new Int32Array(32), new Int32Array(32), new Int32Array(32)];

/**
 * The optimal-string-alignment distance of `a` and `b`; counting stops above `max`
 * (the result is then `max + 1`), which keeps a search over many names cheap: with a
 * limit only the cells within `max` of the diagonal are worked out.
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const over = Math.min(max, Math.max(a.length, b.length)) + 1;
  if (rows[0].length <= b.length) rows = [new Int32Array(b.length + 1), new Int32Array(b.length + 1), new Int32Array(b.length + 1)];
  let [before, previous, current] = rows;
  for (let j = 0; j <= b.length; j += 1) previous[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    // Cells further than `max` from the diagonal are over the limit whatever follows.
    const from = Math.max(1, i - over);
    const to = Math.min(b.length, i + over);
    current[from - 1] = from === 1 ? i : over;
    let rowMin = current[from - 1]!;
    for (let j = from; j <= to; j += 1) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) {
        value = Math.min(value, before[j - 2]! + 1);
      }
      current[j] = Math.min(value, over);
      rowMin = Math.min(rowMin, current[j]!);
    }
    if (to < b.length) current[to + 1] = over;
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
