import { expect, it } from 'vitest';
import { formatList } from '../../../shared/lists.js';

it('joins names as a sentence does, in each language', () => {
  expect(formatList('ru', ['A', 'B', 'C'])).toBe('A, B и C');
  expect(formatList('en', ['A', 'B'])).toBe('A and B');
  expect(formatList('en', ['A'])).toBe('A');
  expect(formatList('en', [])).toBe('');
});
