import { describe, expect, it } from 'vitest';
import { aboutPreposition, withAbout } from '../../../src/lib/russian.js';

describe('aboutPreposition', () => {
  it('takes «об» before a name read with a vowel', () => {
    expect(withAbout('Avatr 06 EV')).toBe('об Avatr 06 EV');
    expect(aboutPreposition('Эксперте')).toBe('об');
    expect(aboutPreposition('ignition')).toBe('об');
  });

  it('keeps «о» before a consonant', () => {
    expect(withAbout('Zeekr 001 YOU')).toBe('о Zeekr 001 YOU');
    expect(aboutPreposition('Xiaomi SU7')).toBe('о');
    expect(aboutPreposition('Lixiang L9')).toBe('о');
    expect(aboutPreposition('ёлке')).toBe('о');
  });
});
