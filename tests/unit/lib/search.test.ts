import { describe, expect, it } from 'vitest';
import { compareNatural, matchesSearch, transliterate } from '../../../src/lib/search.js';

const zeekr = 'zeekr 001 you zeekr 001 you зикр зекр';

describe('matchesSearch', () => {
  it('matches name or manufacturer, case-insensitively (spec 000)', () => {
    expect(matchesSearch(zeekr, 'ZEEKR')).toBe(true);
    expect(matchesSearch(zeekr, 'zeekr 001')).toBe(true);
    expect(matchesSearch(zeekr, 'xiaomi')).toBe(false);
  });

  it('matches the Russian names a visitor may type', () => {
    expect(matchesSearch(zeekr, 'Зикр')).toBe(true);
    expect(matchesSearch(zeekr, 'зикр 001')).toBe(true);
  });

  it('transliterates model codes typed in Cyrillic', () => {
    expect(transliterate('су7')).toBe('su7');
    expect(matchesSearch('xiaomi su7 max', 'су7')).toBe(true);
    expect(matchesSearch('lixiang l9 max', 'л9')).toBe(true);
  });

  it('needs every word to match, and an empty query matches all', () => {
    expect(matchesSearch(zeekr, 'zeekr 007')).toBe(false);
    expect(matchesSearch(zeekr, '   ')).toBe(true);
  });
});

describe('compareNatural', () => {
  it('orders digits as numbers', () => {
    const names = ['Zeekr 7X RWD', 'Zeekr 001 YOU', 'Avatr 11 EV', 'Avatr 06 EV', 'Zeekr X RWD'];
    expect([...names].sort(compareNatural)).toEqual(['Avatr 06 EV', 'Avatr 11 EV', 'Zeekr 001 YOU', 'Zeekr 7X RWD', 'Zeekr X RWD']);
  });
});
