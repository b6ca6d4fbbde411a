// @vitest-environment node
/**
 * What buyers type in the catalogue search, against the real 40 cars, with their
 * summaries built as the page data builds them (src/app/build/page-data.ts).
 * Each case names the cars it must find (from the data) and pins their count.
 */
import { describe, expect, it } from 'vitest';
import { getBrandSearchTerms, getCars, getCompany, getSearchTerms } from '../../../content/index.js';
import { BODY_TYPE_SEARCH_TERMS, POWERTRAIN_SEARCH_TERMS, type SearchWords } from '../../../content/search-terms.js';
import { DEFAULT_FILTERS, filterCars } from '../../../src/features/catalog/lib/catalog-query.js';
import { toCarSummary, type CarSummary } from '../../../src/lib/car-model.js';
import { latinLayoutToRussian, russianLayoutToLatin } from '../../../src/lib/keyboard-layout.js';

const cars = getCars().map((car) => toCarSummary(car, { usdRate: getCompany().usdToByn, searchTerms: getSearchTerms(car) }));

const found = (q: string) =>
  filterCars(cars, { ...DEFAULT_FILTERS, q }, new Set())
    .map((car) => car.name)
    .sort();
const where = (pick: (car: CarSummary) => boolean) =>
  cars
    .filter(pick)
    .map((car) => car.name)
    .sort();

const suv = (car: CarSummary) => car.bodyType === 'suv';
const sedan = (car: CarSummary) => car.bodyType === 'sedan';
const shootingBrake = (car: CarSummary) => car.bodyType === 'shooting-brake';
const hybrid = (car: CarSummary) => car.specs.type === 'hybrid';
const electric = (car: CarSummary) => car.specs.type === 'electric';
const brand = (name: CarSummary['manufacturer']) => (car: CarSummary) => car.manufacturer === name;
const model = (name: string) => (car: CarSummary) => car.model === name;
const both =
  (a: (car: CarSummary) => boolean, b: (car: CarSummary) => boolean) =>
  (car: CarSummary): boolean =>
    a(car) && b(car);

it('covers the 40 cars', () => {
  expect(cars).toHaveLength(40);
});

const CASES: [query: string, expected: (car: CarSummary) => boolean, count: number][] = [
  // Body types, in both languages, inflected, as a prefix typed so far, and on the other layout.
  ['кроссовер', suv, 21],
  ['кроссоверы', suv, 21],
  ['крос', suv, 21],
  ['Внедорожник', suv, 21],
  ['джип', suv, 21],
  ['паркетник', suv, 21],
  ['SUV', suv, 21],
  ['crossover', suv, 21],
  ['rhjccjdth', suv, 21],
  ['седан', sedan, 11],
  ['седаны', sedan, 11],
  ['сед', sedan, 11],
  ['sedan', sedan, 11],
  ['saloon', sedan, 11],
  ['ctlfy', sedan, 11],
  ['универсал', shootingBrake, 8],
  ['шутинг-брейк', shootingBrake, 8],
  ['shooting brake', shootingBrake, 8],
  ['estate', shootingBrake, 8],
  ['wagon', shootingBrake, 8],
  ['лифтбек', () => false, 0],
  ['хэтчбек', () => false, 0],
  ['hatchback', () => false, 0],
  // Powertrains.
  ['гибрид', hybrid, 11],
  ['гибриды', hybrid, 11],
  ['гибр', hybrid, 11],
  ['гибридный', hybrid, 11],
  ['последовательный гибрид', hybrid, 11],
  ['с увеличенным запасом хода', hybrid, 11],
  ['range extender', hybrid, 11],
  ['REEV', hybrid, 11],
  ['EREV', hybrid, 11],
  ['PHEV', hybrid, 11],
  ['hybrid', hybrid, 11],
  ['ub,hbl', hybrid, 11],
  ['электро', electric, 29],
  ['элект', electric, 29],
  ['электромобиль', electric, 29],
  ['электромобили', electric, 29],
  ['электрический', electric, 29],
  ['электрокар', electric, 29],
  ['EV', electric, 29],
  ['BEV', electric, 29],
  ['electric', electric, 29],
  // Brands, spelt as buyers spell them, and on the wrong layout.
  ['зикер', brand('Zeekr'), 19],
  ['зикр', brand('Zeekr'), 19],
  ['зекр', brand('Zeekr'), 19],
  ['зеекр', brand('Zeekr'), 19],
  ['яуулк', brand('Zeekr'), 19],
  ['Zeekr', brand('Zeekr'), 19],
  ['ксиоми', brand('Xiaomi'), 7],
  ['шаоми', brand('Xiaomi'), 7],
  ['сяоми', brand('Xiaomi'), 7],
  ['ксяоми', brand('Xiaomi'), 7],
  ['ксиаоми', brand('Xiaomi'), 7],
  ['xiaomi', brand('Xiaomi'), 7],
  ['ли авто', brand('Lixiang'), 8],
  ['лиавто', brand('Lixiang'), 8],
  ['лисян', brand('Lixiang'), 8],
  ['лисьян', brand('Lixiang'), 8],
  ['лисиан', brand('Lixiang'), 8],
  ['ли сян', brand('Lixiang'), 8],
  ['li auto', brand('Lixiang'), 8],
  ['lixiang', brand('Lixiang'), 8],
  ['li xiang', brand('Lixiang'), 8],
  ['аватар', brand('Avatr'), 6],
  ['аватр', brand('Avatr'), 6],
  ['avatar', brand('Avatr'), 6],
  // Model codes with Cyrillic look-alikes, transliterated, or on the Russian layout.
  ['зикр 7х', model('7X'), 3],
  ['7х', model('7X'), 3],
  ['7Х', model('7X'), 3],
  ['zeekr х', model('X'), 3],
  ['яуулк ч', model('X'), 3],
  ['су7', model('SU7'), 4],
  ['ыг7', model('SU7'), 4],
  ['SU7', model('SU7'), 4],
  ['Уu7', model('YU7'), 3],
  ['YU7', model('YU7'), 3],
  ['Л9', model('L9'), 2],
  ['L9', model('L9'), 2],
  ['зикр 001', model('001'), 4],
  // Words together: every word must match.
  ['гибрид ли', both(hybrid, brand('Lixiang')), 8],
  ['кроссовер зикр', both(suv, brand('Zeekr')), 6],
  ['седан зикр', both(sedan, brand('Zeekr')), 5],
  ['аватар гибрид', both(hybrid, brand('Avatr')), 3],
  ['гибрид седан', both(hybrid, sedan), 1],
  ['электро кроссовер', both(electric, suv), 11],
  ['hybrid SUV', both(hybrid, suv), 10],
  ['electric sedan', both(electric, sedan), 10],
  ['сяоми седан', model('SU7'), 4],
  ['', () => true, 40],
];

describe('buyer queries on the real cars', () => {
  it.each(CASES.map(([query, expected, count]) => ({ query, expected, count })))(
    '$query finds $count cars',
    ({ query, expected, count }) => {
      expect(found(query)).toEqual(where(expected));
      expect(found(query)).toHaveLength(count);
    },
  );
});

describe('every word of the search terms', () => {
  const kinds: [table: Record<string, SearchWords>, kindOf: (car: CarSummary) => string][] = [
    [getBrandSearchTerms(), (car) => car.manufacturer],
    [BODY_TYPE_SEARCH_TERMS, (car) => car.bodyType],
    [POWERTRAIN_SEARCH_TERMS, (car) => car.specs.type],
  ];
  const rows = kinds.flatMap(([table, kindOf]) =>
    Object.entries(table).flatMap(([kind, { ru, en }]) =>
      [...ru, ...en].map((term) => ({ term, kind, expected: where((car) => kindOf(car) === kind) })),
    ),
  );
  const typedOnOtherLayout = (term: string) => (/[а-яё]/.test(term) ? russianLayoutToLatin(term) : latinLayoutToRussian(term));

  it.each(rows)('$term finds exactly the cars of $kind, as typed, in capitals and on the other layout', ({ term, expected }) => {
    expect(found(term)).toEqual(expected);
    expect(found(term.toUpperCase())).toEqual(expected);
    expect(found(typedOnOtherLayout(term))).toEqual(expected);
  });
});
