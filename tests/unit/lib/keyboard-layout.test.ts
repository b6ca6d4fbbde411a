import { describe, expect, it } from 'vitest';
import { latinLayoutToRussian, russianLayoutToLatin } from '../../../src/lib/keyboard-layout.js';

describe('russianLayoutToLatin', () => {
  it('reads Latin words typed with the Russian layout on', () => {
    expect(russianLayoutToLatin('яуулк')).toBe('zeekr');
    expect(russianLayoutToLatin('ыг7')).toBe('su7');
    expect(russianLayoutToLatin('ч')).toBe('x');
    expect(russianLayoutToLatin('рникшв')).toBe('hybrid');
  });

  it('gives the punctuation keys where Russian has letters', () => {
    expect(russianLayoutToLatin('бюжэхъё')).toBe(",.;'[]`");
  });

  it('leaves Latin, digits and spaces alone', () => {
    expect(russianLayoutToLatin('zeekr 001')).toBe('zeekr 001');
  });
});

describe('latinLayoutToRussian', () => {
  it('reads Russian words typed with the English layout on', () => {
    expect(latinLayoutToRussian('ctlfy')).toBe('седан');
    expect(latinLayoutToRussian('rhjccjdth')).toBe('кроссовер');
    expect(latinLayoutToRussian('ub,hbl')).toBe('гибрид');
    expect(latinLayoutToRussian("'ktrnhj")).toBe('электро');
  });

  it('gives the Russian letters of the punctuation keys, with Shift too', () => {
    expect(latinLayoutToRussian(",.;'[]`")).toBe('бюжэхъё');
    expect(latinLayoutToRussian('<>:"{}~')).toBe('бюжэхъё');
  });

  it('undoes russianLayoutToLatin for every Russian letter', () => {
    const letters = 'йцукенгшщзхъфывапролджэячсмитьбюё';
    expect(latinLayoutToRussian(russianLayoutToLatin(letters))).toBe(letters);
  });
});
