import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DESCRIPTION_LENGTH, descriptionFromText, sentences } from '../../../shared/description.js';

describe('a description taken from a text (shared/description.ts)', () => {
  it('is the whole text when it fits, its line breaks and runs of spaces made one space', () => {
    expect(descriptionFromText('  Короткая новость.\nВсего две фразы.  ')).toBe('Короткая новость. Всего две фразы.');
  });

  it('is the first sentences that fit, never part of the next', () => {
    const first = 'The Zeekr 7X arrives in our showroom this week, in the rear-wheel-drive version with the 75 kWh battery.';
    const second = 'Test drives can be booked by phone or through the contact form on the site, any day except Sunday.';
    expect(descriptionFromText(`${first} ${second}`)).toBe(first);
    expect(descriptionFromText(`Short one. ${first} ${second}`)).toBe(`Short one. ${first}`);
  });

  it('cuts a first sentence longer than the limit at a whole word, with an ellipsis', () => {
    const long =
      'Мы получили партию автомобилей Lixiang L6 в комплектации Max, и все они уже стоят в шоуруме на Притыцкого, где их можно посмотреть, посидеть внутри и записаться на тест-драйв.';
    const description = descriptionFromText(long);
    expect(description.length).toBeLessThanOrEqual(DESCRIPTION_LENGTH);
    expect(description.endsWith('…')).toBe(true);
    expect(long.startsWith(description.slice(0, -1))).toBe(true);
    // The character after the cut is a space: no word is cut.
    expect(long[description.length - 1]).toBe(' ');
  });

  it('drops a comma or a dash left before the ellipsis', () => {
    expect(descriptionFromText('one two, three four', 10)).toBe('one two…');
    expect(descriptionFromText('one two – three four', 11)).toBe('one two…');
  });

  it('keeps a figure with its unit: a no-break space is not a place to cut', () => {
    expect(descriptionFromText('Запас хода до 705\u00a0км по CLTC', 20)).toBe('Запас хода до…');
  });

  it('does not end a sentence at an abbreviation, an initial or a decimal point', () => {
    expect(sentences('Шоурум на ул. Притыцкого открыт. Ждём вас!')).toEqual(['Шоурум на ул. Притыцкого открыт.', 'Ждём вас!']);
    expect(sentences('Цена 0.49 BYN за кВт·ч. Это AC.')).toEqual(['Цена 0.49 BYN за кВт·ч.', 'Это AC.']);
    expect(sentences('Founded by J. Smith, e.g. Zeekr. Then more.')).toEqual(['Founded by J. Smith, e.g. Zeekr.', 'Then more.']);
    expect(sentences('«Готово!» Дальше.')).toEqual(['«Готово!»', 'Дальше.']);
  });

  it('is never longer than the limit, and is the start of the text', () => {
    const word = fc.string({ unit: fc.constantFrom('а', 'b', 'Z', '7', '.', ',', '!'), minLength: 1, maxLength: 30 });
    const text = fc.array(word, { minLength: 1, maxLength: 80 }).map((words) => words.join(' '));
    fc.assert(
      fc.property(text, fc.integer({ min: 20, max: 200 }), (input, max) => {
        const description = descriptionFromText(input, max);
        expect(description.length).toBeLessThanOrEqual(max);
        expect(input.startsWith(description.replace(/…$/, '').replace(/[,;:–—-]+$/, ''))).toBe(true);
      }),
    );
  });
});
