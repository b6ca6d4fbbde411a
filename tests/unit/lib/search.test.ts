import { describe, expect, it } from 'vitest';
import { compareNatural } from '../../../src/lib/natural-order.js';
import { buildSearchText, compileSearch, matchesSearch, transliterate } from '../../../src/lib/search.js';

const zeekr = buildSearchText(['Zeekr 001 YOU', 'Zeekr', '001', 'YOU', 'зикр', 'зекр', 'шутинг-брейк', 'электро', 'ev']);
const zeekr7x = buildSearchText(['Zeekr 7X RWD', 'Zeekr', '7X', 'RWD', 'зикр', 'кроссовер', 'suv']);
const avatrReev = buildSearchText([
  'Avatr 11 REEV',
  'Avatr',
  '11',
  'REEV',
  'аватр',
  'гибрид',
  'гибридный',
  'с увеличенным запасом хода',
  'hybrid',
]);
const su7 = buildSearchText(['Xiaomi SU7 Max', 'Xiaomi', 'SU7', 'Max', 'сяоми', 'седан', 'sedan']);
const yu7 = buildSearchText(['Xiaomi YU7 Max', 'Xiaomi', 'YU7', 'Max', 'сяоми', 'кроссовер', 'suv']);
const l9 = buildSearchText(['Lixiang L9 Pro', 'Lixiang', 'L9', 'Pro', 'лисян', 'ли авто', 'li auto']);

describe('buildSearchText', () => {
  it('lowercases, reads ё as е and splits words at hyphens and punctuation', () => {
    expect(buildSearchText(['Шутинг-брейк', 'Ёлка, ЁЖ'])).toBe('шутинг брейк елка еж');
  });

  it('keeps each word once and leaves out a word that starts another', () => {
    expect(buildSearchText(['Zeekr 001', 'zeekr', 'гибрид гибридный', 'ev evs'])).toBe('zeekr 001 гибридный evs');
  });
});

describe('matchesSearch', () => {
  it('matches name or manufacturer, case-insensitively (docs/decisions/pages-catalogue-and-car.md#catalogue)', () => {
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
    expect(matchesSearch(su7, 'су7')).toBe(true);
    expect(matchesSearch(l9, 'л9')).toBe(true);
    expect(matchesSearch(l9, 'Л9')).toBe(true);
  });

  it('needs every word to match, and an empty query matches all', () => {
    expect(matchesSearch(zeekr, 'zeekr 007')).toBe(false);
    expect(matchesSearch(zeekr, '   ')).toBe(true);
    expect(matchesSearch(zeekr, '')).toBe(true);
  });
});

describe('compileSearch', () => {
  const finds = (query: string, text: string) => compileSearch(query)(text);

  it('matches a query word at the start of a word, so a prefix typed so far already finds the car', () => {
    expect(finds('крос', zeekr7x)).toBe(true);
    expect(finds('гибр', avatrReev)).toBe(true);
    expect(finds('ev', zeekr)).toBe(true);
    expect(finds('ev', avatrReev)).toBe(false);
    expect(finds('ли', avatrReev)).toBe(false);
  });

  it('reads Cyrillic look-alike letters in model codes as Latin', () => {
    expect(finds('зикр 7х', zeekr7x)).toBe(true);
    expect(finds('7Х', zeekr7x)).toBe(true);
    expect(finds('Уu7', yu7)).toBe(true);
    expect(finds('Мах', yu7)).toBe(true);
    expect(finds('zееkr', zeekr)).toBe(true);
  });

  it('reads Latin words typed on the Russian layout', () => {
    expect(finds('яуулк', zeekr)).toBe(true);
    expect(finds('ыг7', su7)).toBe(true);
    // "ч" is the X key: Zeekr X, not the 7X.
    expect(finds('яуулк ч', buildSearchText(['Zeekr X RWD']))).toBe(true);
    expect(finds('яуулк ч', zeekr7x)).toBe(false);
  });

  it('reads Russian words typed on the English layout, punctuation keys included', () => {
    expect(finds('ctlfy', su7)).toBe(true);
    expect(finds('rhjccjdth', yu7)).toBe(true);
    expect(finds('ub,hbl', avatrReev)).toBe(true);
    expect(finds('ub,hbl', zeekr)).toBe(false);
  });

  it('does not read a word as swapped keys when the swap gives punctuation', () => {
    // "хэтчбек" on the English layout is "['nx,tr": not a word, so it is not looked for.
    expect(finds('хэтчбек', buildSearchText(["['nx tr"]))).toBe(false);
  });

  it('does not transliterate a single letter: "х" is not "h"', () => {
    const hatch = buildSearchText(['hatchback hybrid']);
    expect(finds('х', hatch)).toBe(false);
    expect(finds('х', buildSearchText(['Zeekr X']))).toBe(true);
  });

  it('ignores words of punctuation alone', () => {
    expect(finds('zeekr - ,', zeekr)).toBe(true);
  });

  it('tests many texts with one prepared query', () => {
    const matches = compileSearch('седан');
    expect([zeekr, zeekr7x, avatrReev, su7, yu7, l9].filter(matches)).toEqual([su7]);
  });
});

describe('compareNatural', () => {
  it('orders digits as numbers', () => {
    const names = ['Zeekr 7X RWD', 'Zeekr 001 YOU', 'Avatr 11 EV', 'Avatr 06 EV', 'Zeekr X RWD'];
    expect([...names].sort(compareNatural)).toEqual(['Avatr 06 EV', 'Avatr 11 EV', 'Zeekr 001 YOU', 'Zeekr 7X RWD', 'Zeekr X RWD']);
  });
});
