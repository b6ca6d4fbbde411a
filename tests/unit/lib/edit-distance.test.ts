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

describe('allowedEdits', () => {
  it('allows none for short words, one for middling, two for long', () => {
    expect(['ev', 'awd', 'xiaomi', 'lixiang', 'сяоми'].map(allowedEdits)).toEqual([0, 0, 1, 2, 1]);
  });
});
