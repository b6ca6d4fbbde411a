import { describe, expect, it } from 'vitest';
import { allowedEdits, editDistance } from '../../../src/lib/edit-distance.js';

describe('editDistance', () => {
  it('counts added, removed and changed letters', () => {
    expect(editDistance('zeekr', 'zeekr')).toBe(0);
    expect(editDistance('zekr', 'zeekr')).toBe(1);
    expect(editDistance('zeeekr', 'zeekr')).toBe(1);
    expect(editDistance('zeikr', 'zeekr')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('abc', '')).toBe(3);
  });

  it('counts two swapped neighbours as one edit', () => {
    expect(editDistance('zeerk', 'zeekr')).toBe(1);
    expect(editDistance('xaiomi', 'xiaomi')).toBe(1);
    expect(editDistance('ca', 'abc')).toBe(3);
  });

  it('works on Cyrillic as on Latin', () => {
    expect(editDistance('сяоми', 'сяоми')).toBe(0);
    expect(editDistance('сяому', 'сяоми')).toBe(1);
    expect(editDistance('зикер', 'зикр')).toBe(1);
  });

  it('stops counting above the limit', () => {
    expect(editDistance('avatr', 'lixiang', 2)).toBe(3);
    expect(editDistance('zeekr', 'zekr', 2)).toBe(1);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });
});

/** The textbook table, all of it: what the limited count must agree with. */
function reference(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i += 1)
    for (let j = 1; j <= b.length; j += 1) {
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  return d[a.length]![b.length]!;
}

describe('editDistance against the full table', () => {
  it('agrees on many random words, with and without a limit', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const wordOf = () => Array.from({ length: Math.floor(random() * 9) }, () => 'abcа'[Math.floor(random() * 4)]).join('');
    for (let n = 0; n < 2000; n += 1) {
      const [a, b] = [wordOf(), wordOf()];
      const exact = reference(a, b);
      expect(editDistance(a, b), `${a} ${b}`).toBe(exact);
      for (const max of [0, 1, 2, 3]) expect(editDistance(a, b, max), `${a} ${b} ≤${max}`).toBe(Math.min(exact, max + 1));
    }
  });
});

describe('allowedEdits', () => {
  it('allows none for short words, one for middling, two for long', () => {
    expect(['ev', 'awd', 'xiaomi', 'lixiang', 'сяоми'].map(allowedEdits)).toEqual([0, 0, 1, 2, 1]);
  });
});
