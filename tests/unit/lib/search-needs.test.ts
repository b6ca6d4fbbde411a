import { describe, expect, it } from 'vitest';
import { parseNeeds } from '../../../src/lib/search-needs.js';

describe('parseNeeds', () => {
  it('reads seats in digits and words, in both languages', () => {
    expect(parseNeeds('кроссовер 6 мест')).toEqual({
      needs: { seats: 6 },
      phrases: [{ need: 'seats', phrase: '6 мест' }],
      text: 'кроссовер',
    });
    expect(parseNeeds('Шестиместный').needs).toEqual({ seats: 6 });
    expect(parseNeeds('семь мест').needs).toEqual({ seats: 7 });
    expect(parseNeeds('четырёхместный').needs).toEqual({ seats: 4 });
    expect(parseNeeds('Six-seater').needs).toEqual({ seats: 6 });
    expect(parseNeeds('7 seats suv')).toMatchObject({ needs: { seats: 7 }, text: 'suv' });
  });

  it('reads three rows of seats as six seats at least', () => {
    for (const query of ['3 ряда', 'три ряда', 'третий ряд', 'с третьим рядом', 'трехрядный', 'third row', 'three rows', '3-row'])
      expect(parseNeeds(query).needs, query).toEqual({ seats: 6 });
    expect(parseNeeds('2 ряда').needs).toEqual({});
  });

  it('reads the drive', () => {
    for (const query of ['AWD', '4x4', '4х4', '4×4', '4WD', 'полный привод', 'полноприводный', 'all-wheel drive', 'all wheel drive'])
      expect(parseNeeds(query).needs, query).toEqual({ drive: 'AWD' });
    for (const query of ['RWD', 'задний привод', 'заднеприводный', 'rear-wheel drive'])
      expect(parseNeeds(query).needs, query).toEqual({ drive: 'RWD' });
    expect(parseNeeds('передний привод').needs).toEqual({ drive: 'FWD' });
  });

  it('keeps the phrases as typed and leaves the rest as the text to search', () => {
    expect(parseNeeds('Zeekr 007 GT AWD')).toEqual({
      needs: { drive: 'AWD' },
      phrases: [{ need: 'drive', phrase: 'AWD' }],
      text: 'Zeekr 007 GT',
    });
    expect(parseNeeds('гибрид 6 мест полный привод')).toEqual({
      needs: { seats: 6, drive: 'AWD' },
      phrases: [
        { need: 'seats', phrase: '6 мест' },
        { need: 'drive', phrase: 'полный привод' },
      ],
      text: 'гибрид',
    });
  });

  it('reads nothing into model names and other words', () => {
    for (const query of ['zeekr 7x', 'su7', 'L6', 'местный дилер', 'полный бак', 'seat leather', 'зикр 001'])
      expect(parseNeeds(query).needs, query).toEqual({});
  });
});
