import { expect, it } from 'vitest';
import { LANGS } from '../../../shared/lang.js';
import { formatList, LIST_LOCALE } from '../../../shared/lists.js';

it('joins names as a sentence does, in each language', () => {
  expect(formatList('ru', ['A', 'B', 'C'])).toBe('A, B и C');
  expect(formatList('en', ['A', 'B'])).toBe('A and B');
  expect(formatList('en', ['A'])).toBe('A');
  expect(formatList('en', [])).toBe('');
});

it('gives what Intl.ListFormat gives, for every kind of list the site writes', () => {
  const lists = [[], ['Lixiang'], ['Lixiang', 'Xiaomi'], ['Lixiang', 'Xiaomi', 'Zeekr'], ['Lixiang', 'Xiaomi', 'Zeekr', 'Avatr', 'NIO']];
  for (const lang of LANGS)
    for (const type of ['conjunction', 'disjunction'] as const)
      for (const style of ['long', 'short', 'narrow'] as const) {
        const intl = new Intl.ListFormat(LIST_LOCALE[lang], { type, style });
        for (const items of lists) expect(formatList(lang, items, { type, style }), `${lang} ${type} ${style}`).toBe(intl.format(items));
      }
});
