/**
 * The nearest cars to an unknown car's address, pinned against the catalogue the not-found
 * page receives: each expectation starts from a real slug (misspelt, cut off, run together)
 * and names the car it came from, so a car staff add is covered without touching this file.
 */
import { describe, expect, it } from 'vitest';
import { nameWords, nearestCars, NEAREST_CARS_COUNT } from '../../../src/features/not-found/lib/nearest-cars.js';
import notFoundData from '../../../src/pages/not-found/data.js';

const { cars, makerSpellings } = notFoundData();
const nearest = (address: string) => nearestCars(address, cars, makerSpellings);
const first = (address: string) => nearest(address).cars[0]?.slug;
const makers = [...new Set(cars.map((car) => car.manufacturer))];

/** The slug with two neighbouring letters of its longest letters-only word swapped, or null when no swap changes it. */
function swapped(slug: string): string | null {
  const words = slug.split('-');
  const longest = words.filter((word) => /^[a-z]{3,}$/.test(word)).sort((a, b) => b.length - a.length)[0];
  if (!longest) return null;
  for (let i = longest.length - 2; i >= 1; i -= 1) {
    if (longest[i] === longest[i + 1]) continue;
    const misspelt = longest.slice(0, i) + longest[i + 1] + longest[i] + longest.slice(i + 2);
    return words.map((word) => (word === longest ? misspelt : word)).join('-');
  }
  return null;
}

describe('nearestCars, over the real catalogue', () => {
  it('puts the car itself first for its exact address, and every suggestion leads to a real car', () => {
    for (const car of cars) {
      const result = nearest(car.slug);
      expect(result.matched).toBe(true);
      expect(result.cars[0]!.slug, car.slug).toBe(car.slug);
      expect(result.cars.length).toBe(Math.min(NEAREST_CARS_COUNT, cars.length));
      for (const suggestion of result.cars) expect(cars).toContain(suggestion);
    }
  });

  it('finds the car first when two letters of a word are swapped (zeekr-001-yuo → Zeekr 001 YOU)', () => {
    const examples = cars.map((car) => [car.slug, swapped(car.slug)] as const).filter(([, address]) => address !== null);
    expect(examples.length).toBeGreaterThan(cars.length / 2);
    for (const [slug, address] of examples) expect(first(address!), address!).toBe(slug);
    // The case the issue names: a real car, its trim's last two letters swapped.
    const you = cars.find((car) => car.name.endsWith(' YOU'))!;
    expect(first(you.slug.replace(/you$/, 'yuo'))).toBe(you.slug);
    expect(nearest(you.slug.replace(/you$/, 'yuo')).cars.every((car) => car.model === you.model)).toBe(true);
  });

  it('finds the car first when a letter is missing from a long word', () => {
    for (const car of cars) {
      const words = car.slug.split('-');
      const long = words.find((word) => /^[a-z]{5,}$/.test(word));
      if (!long) continue;
      const address = words.map((word) => (word === long ? word.slice(0, 2) + word.slice(3) : word)).join('-');
      expect(first(address), address).toBe(car.slug);
    }
  });

  it('reads an address cut off inside its last word, or typed without separators', () => {
    for (const car of cars) {
      const words = car.slug.split('-');
      const last = words.at(-1)!;
      if (/^[a-z]{5,}$/.test(last)) {
        const cut = [...words.slice(0, -1), last.slice(0, 3)].join('-');
        expect(first(cut), cut).toBe(car.slug);
      }
      expect(first(words.join('')), words.join('')).toBe(car.slug);
    }
  });

  it('reads numbers without their leading zeros (zeekr-1-you is the Zeekr 001 YOU)', () => {
    const padded = cars.filter((car) => /-0+\d/.test(car.slug));
    expect(padded.length).toBeGreaterThan(0);
    for (const car of padded) {
      const address = car.slug.replace(/-0+(\d)/g, '-$1');
      expect(first(address), address).toBe(car.slug);
    }
  });

  it("names a maker by its other spellings (a brand file's searchTerms, in Cyrillic too)", () => {
    for (const maker of makers) {
      const spelling = makerSpellings[maker]!.find((term) => /^[а-я]+$/.test(term));
      if (!spelling) continue;
      const car = cars.find((candidate) => candidate.manufacturer === maker)!;
      const address = `${spelling}-${nameWords(car.model).join('-')}`;
      const result = nearest(address);
      expect(result.cars[0]!.manufacturer, address).toBe(maker);
      expect(result.cars[0]!.model, address).toBe(car.model);
    }
  });

  it('ranks the model over the trim, and fills up with the same maker, then the other makers, when few cars match', () => {
    for (const car of cars) {
      const family = cars.filter((other) => other.manufacturer === car.manufacturer && other.model === car.model);
      const address = `${nameWords(car.manufacturer).join('-')}-${nameWords(car.model).join('-')}`;
      const result = nearest(address);
      expect(result.cars[0]!.model, address).toBe(car.model);
      // The maker's own cars first; a maker with fewer cars than the page shows is followed by the others.
      const ofMaker = Math.min(NEAREST_CARS_COUNT, cars.filter((other) => other.manufacturer === car.manufacturer).length);
      expect(result.cars.slice(0, ofMaker).every((suggestion) => suggestion.manufacturer === car.manufacturer)).toBe(true);
      expect(result.cars.slice(ofMaker).some((suggestion) => suggestion.manufacturer === car.manufacturer)).toBe(false);
      expect(result.cars.length).toBe(Math.min(NEAREST_CARS_COUNT, cars.length));
      if (family.length >= NEAREST_CARS_COUNT) expect(result.cars.every((suggestion) => suggestion.model.startsWith(car.model))).toBe(true);
    }
  });

  it('offers the first car of each maker when no word of the address names anything', () => {
    const result = nearest('qqqq-wwww-9');
    expect(result.matched).toBe(false);
    expect(result.cars.map((car) => car.manufacturer)).toEqual(makers.slice(0, NEAREST_CARS_COUNT));
    expect(result.cars.map((car) => car.slug)).toEqual(
      makers.slice(0, NEAREST_CARS_COUNT).map((maker) => cars.find((car) => car.manufacturer === maker)!.slug),
    );
    expect(nearest('').cars.length).toBe(Math.min(NEAREST_CARS_COUNT, makers.length));
  });
});

describe('nameWords', () => {
  it('splits on anything but letters and digits, lower-cases, drops leading zeros, reads ё as е', () => {
    expect(nameWords('Zeekr 001 WE-100')).toEqual(['zeekr', '1', 'we', '100']);
    expect(nameWords('  зикр_ёлка%20x ')).toEqual(['зикр', 'елка', '20x']);
    expect(nameWords('---')).toEqual([]);
  });
});
