import { describe, expect, it } from 'vitest';
import { isSharedRef, resolveSharedParts, splitSharedParts } from '../../../src/lib/shared-route-data.js';

const shell = { company: 'ЭлектроМоторс', phone: '+375 29 000-00-00' };
const carStrings = { title: 'Цена', specs: 'Характеристики' };
const money = { offers: ['Ранняя бронь'], usdToByn: 3 };
const carPage = (slug: string) => ({
  'ru-root': { shell, strings: { common: 'Каталог' } },
  'ru-car': { head: { title: slug }, strings: carStrings, data: { car: { slug }, money } },
});
const files = new Map<string, Record<string, unknown>>([
  ['/a.json', carPage('a')],
  ['/b.json', carPage('b')],
  [
    '/about.json',
    { 'ru-root': { shell, strings: { common: 'Каталог' } }, 'ru-about': { head: { title: 'О нас' }, strings: { about: 'x' }, data: {} } },
  ],
]);
const name = (text: string) => `/assets/part-${text.length}.json`;

describe('route data many pages share', () => {
  const { files: split, parts } = splitSharedParts(files, name, { minBytes: 10, minPages: 2 });

  it('moves a part that two or more pages carry alike to a file of its own: the root whole, the strings, a field of the data', () => {
    const a = split.get('/a.json')!;
    expect(isSharedRef(a.data['ru-root'])).toBe(true);
    const car = a.data['ru-car'] as { head: unknown; strings: unknown; data: { car: unknown; money: unknown } };
    expect(isSharedRef(car.strings)).toBe(true);
    expect(isSharedRef(car.data.money)).toBe(true);
    expect(a.parts).toHaveLength(3);
    expect(split.get('/b.json')!.parts).toEqual(a.parts);
  });

  it("keeps what is a page's own, and what is too small or on too few pages to be worth a request", () => {
    const car = split.get('/a.json')!.data['ru-car'] as { head: unknown; data: { car: unknown } };
    expect(car.head).toEqual({ title: 'a' });
    expect(car.data.car).toEqual({ slug: 'a' });
    const small = splitSharedParts(files, name, { minBytes: 10_000, minPages: 2 });
    expect(small.parts.size).toBe(0);
    expect(small.files.get('/a.json')!.data).toEqual(carPage('a'));
    // Carried by two pages, where four are asked for: the car's parts stay, the root (on three) moves.
    const few = splitSharedParts(files, name, { minBytes: 10, minPages: 3 });
    expect(few.files.get('/a.json')!.parts).toHaveLength(1);
  });

  it('does not split a part already moved whole', () => {
    expect([...parts.values()].filter((text) => text.includes('ЭлектроМоторс'))).toEqual([
      JSON.stringify({ shell, strings: { common: 'Каталог' } }),
    ]);
  });

  it('puts every part back as it was, fetching each once', async () => {
    for (const [file, original] of files) {
      const asked: string[] = [];
      const resolved = await resolveSharedParts(split.get(file)!.data, async (url) => {
        asked.push(url);
        return JSON.parse(parts.get(url)!) as unknown;
      });
      expect(resolved).toEqual(original);
      expect(asked.sort()).toEqual([...split.get(file)!.parts].sort());
    }
  });

  it('fails as the fetch of a part fails, so a tab of an old deploy loads the page afresh', async () => {
    await expect(resolveSharedParts(split.get('/a.json')!.data, () => Promise.reject(new Error('Failed to fetch')))).rejects.toThrow(
      'Failed to fetch',
    );
  });

  it('leaves data without references as it is', async () => {
    const data = { 'ru-root': { shell }, 'ru-x': null };
    expect(await resolveSharedParts(data, () => Promise.reject(new Error('not asked')))).toEqual(data);
  });
});
