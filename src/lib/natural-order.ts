/** Sorting names as people read them, apart from the search (lib/search.ts), which the catalogue loads only when a visitor searches. */

/** Natural order for names: "Zeekr 7X" before "Zeekr 001"? No: digits compare as numbers, so 001 (1) < 7. */
export function compareNatural(a: string, b: string): number {
  const chunk = /(\d+|\D+)/g;
  const left = a.toLowerCase().match(chunk) ?? [];
  const right = b.toLowerCase().match(chunk) ?? [];
  for (let i = 0; i < Math.min(left.length, right.length); i += 1) {
    const x = left[i]!;
    const y = right[i]!;
    if (x === y) continue;
    const bothNumbers = /^\d/.test(x) && /^\d/.test(y);
    if (bothNumbers) return Number(x) - Number(y) || x.length - y.length;
    return x < y ? -1 : 1;
  }
  return left.length - right.length;
}
