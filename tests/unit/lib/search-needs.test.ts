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
    for (const query of ['zeekr 7x', 'su7', 'L6', 'местный дилер', 'полный бак', 'seat leather', 'зикр 001', 'zeekr 9x 2025'])
      expect(parseNeeds(query).needs, query).toEqual({});
  });

  it('reads a price bound in dollars when no currency is said, as buyers here speak (issue 40)', () => {
    const upTo = (max: number, currency = 'USD') => ({ price: { max, currency } });
    for (const query of [
      'до 80000',
      'до 80 000',
      'до 80 000 $',
      'до $80 000',
      'до 80000 долларов',
      'до 80 тысяч долларов',
      'до 80 тыс.',
      '80к',
      '80 000 $',
      'under 80k',
      'under $80,000',
      'up to 80k USD',
      'не дороже 80 000',
      'дешевле 80к',
      '80000',
    ])
      expect(parseNeeds(query).needs, query).toEqual(upTo(80000));
    for (const query of ['до 240 000 BYN', 'до 240 тыс. руб.', 'до 240000 рублей', '240 000 р', 'under 240k BYN'])
      expect(parseNeeds(query).needs, query).toEqual(upTo(240000, 'BYN'));
  });

  it('reads a lower bound and a range, a sum without thousands taking the other’s', () => {
    expect(parseNeeds('от 60000').needs).toEqual({ price: { min: 60000, currency: 'USD' } });
    expect(parseNeeds('от 50 до 80 тысяч').needs).toEqual({ price: { min: 50000, max: 80000, currency: 'USD' } });
    expect(parseNeeds('from $50k to $80k').needs).toEqual({ price: { min: 50000, max: 80000, currency: 'USD' } });
    expect(parseNeeds('от 150 000 до 240 000 BYN').needs).toEqual({ price: { min: 150000, max: 240000, currency: 'BYN' } });
    // Walk 15: a span with a hyphen lost its lower bound.
    for (const query of ['60-90к', '60–90k', '60 000 - 90 000 $', '$60k-$90k'])
      expect(parseNeeds(query).needs, query).toEqual({ price: { min: 60000, max: 90000, currency: 'USD' } });
    expect(parseNeeds('zeekr 001-007').needs).toEqual({});
  });

  it('reads a budget said with the words buyers use (walk 15)', () => {
    for (const query of [
      'бюджет 70 тысяч',
      'бюджет 70к',
      'в пределах 70к',
      'около 70 000 $',
      'примерно 70000',
      'budget 70k',
      'around $70k',
    ])
      expect(parseNeeds(query).needs, query).toEqual({ price: { max: 70000, currency: 'USD' } });
    expect(parseNeeds('budget 250000 BYN').needs).toEqual({ price: { max: 250000, currency: 'BYN' } });
  });

  it('reads a range on the battery, and no price into it', () => {
    for (const query of ['запас хода от 600 км', 'запас хода 600 км', 'от 600 км', '600 km range', 'range 600 km'])
      expect(parseNeeds(query).needs, query).toEqual({ range: 600 });
    expect(parseNeeds('запас хода 600 км до 70к').needs).toEqual({ range: 600, price: { max: 70000, currency: 'USD' } });
  });

  it('combines a price with the other needs and words, and keeps its phrase as typed', () => {
    expect(parseNeeds('полный привод до 80000')).toEqual({
      needs: { drive: 'AWD', price: { max: 80000, currency: 'USD' } },
      phrases: [
        { need: 'price', phrase: 'до 80000' },
        { need: 'drive', phrase: 'полный привод' },
      ],
      text: '',
    });
    expect(parseNeeds('zeekr 001 80000')).toMatchObject({ needs: { price: { max: 80000 } }, text: 'zeekr 001' });
    expect(parseNeeds('кроссовер до 80к 7 мест')).toMatchObject({ needs: { seats: 7, price: { max: 80000 } }, text: 'кроссовер' });
  });

  it('reads no price into a range, a time, a power, a small number or a year', () => {
    for (const query of ['до 500 км', 'от 600 km', 'до 30 минут', 'до 300 л.с.', 'до 80', 'от 2025 года', 'до 2000 kg', 'zeekr 7x 2025'])
      expect(parseNeeds(query).needs.price, query).toBeUndefined();
  });

  it('reads a family car as three rows of seats, as the home page’s family shortcut', () => {
    for (const query of ['семейный', 'семейная машина', 'для семьи', 'family'])
      expect(parseNeeds(query).needs, query).toEqual({ seats: 6 });
    expect(parseNeeds('family suv')).toMatchObject({ needs: { seats: 6 }, text: 'suv' });
    // Marked as the family's, so the catalogue can offer the five-seat SUVs too (walk 18).
    expect(parseNeeds('семейный до 80000').phrases).toContainEqual({ need: 'seats', phrase: 'семейный', family: true });
  });

  it('reads a minivan as three rows too, the nearest the catalogue has', () => {
    for (const query of ['минивэн', 'минивен', 'многоместный', 'minivan', 'MPV']) {
      expect(parseNeeds(query).needs, query).toEqual({ seats: 6 });
      expect(parseNeeds(query).phrases[0], query).not.toHaveProperty('family');
    }
  });
});
