import { expect, it } from 'vitest';
import { countWords } from '../../../shared/words.js';

it('counts words in both languages, numbers included', () => {
  expect(countWords('Запас хода 705 км по циклу CLTC.')).toBe(7);
  expect(countWords('The 001 YOU has a 100 kWh battery — and lidar.')).toBe(10);
  expect(countWords('0,2412 BYN за кВт·ч')).toBe(5);
  expect(countWords('  ')).toBe(0);
});
