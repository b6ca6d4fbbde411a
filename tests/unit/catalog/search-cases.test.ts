/**
 * What buyers type in the catalogue search, against the real cars, with their
 * summaries built as the page data builds them (src/app/build/site-data.ts).
 * The queries pin real data on purpose ("зикр" finds the Zeekrs): each case names
 * the cars it must find by what they are (brand, body, powertrain, model), and the
 * search must find exactly the cars of the content files that are that, so a car
 * added later is expected wherever its data puts it, and no count is written here.
 */
import { describe, expect, it } from 'vitest';
import { getBrandSearchTerms, getCars, getCompany, getSearchTerms } from '../../../content/index.js';
import { BODY_TYPE_SEARCH_TERMS, POWERTRAIN_SEARCH_TERMS, type SearchWords } from '../../../content/search-terms.js';
import { applyNeeds, DEFAULT_FILTERS, filterCars } from '../../../src/features/catalog/lib/catalog-query.js';
import { toCarSummary, type CarSummary } from '../../../src/lib/car-model.js';
import { compileQuery, compileSearch, searchVocabulary } from '../../../src/lib/search.js';
import { latinLayoutToRussian, russianLayoutToLatin } from '../../../src/lib/keyboard-layout.js';

const cars = getCars().map((car) => toCarSummary(car, { usdRate: getCompany().usdToByn, searchTerms: getSearchTerms(car) }));

const found = (q: string) =>
  filterCars(cars, { ...DEFAULT_FILTERS, q }, new Set(), compileSearch(q))
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

/** A body type no launch car has: its words must find exactly the cars of that type, none so far. */
const liftback = (car: CarSummary) => car.bodyType === 'liftback';
const hatchback = (car: CarSummary) => car.bodyType === 'hatchback';
const MAY_BE_NONE = new Set([liftback, hatchback]);

const CASES: [query: string, expected: (car: CarSummary) => boolean][] = [
  // Body types, in both languages, inflected, as a prefix typed so far, and on the other layout.
  ['кроссовер', suv],
  ['кроссоверы', suv],
  ['крос', suv],
  ['Внедорожник', suv],
  ['джип', suv],
  ['паркетник', suv],
  ['SUV', suv],
  ['crossover', suv],
  ['rhjccjdth', suv],
  ['седан', sedan],
  ['седаны', sedan],
  ['сед', sedan],
  ['sedan', sedan],
  ['saloon', sedan],
  ['ctlfy', sedan],
  ['универсал', shootingBrake],
  ['шутинг-брейк', shootingBrake],
  ['shooting brake', shootingBrake],
  ['estate', shootingBrake],
  ['wagon', shootingBrake],
  ['лифтбек', liftback],
  ['хэтчбек', hatchback],
  ['hatchback', hatchback],
  // Powertrains.
  ['гибрид', hybrid],
  ['гибриды', hybrid],
  ['гибр', hybrid],
  ['гибридный', hybrid],
  ['последовательный гибрид', hybrid],
  ['с увеличенным запасом хода', hybrid],
  ['range extender', hybrid],
  ['REEV', hybrid],
  ['EREV', hybrid],
  ['PHEV', hybrid],
  ['hybrid', hybrid],
  ['ub,hbl', hybrid],
  ['электро', electric],
  ['элект', electric],
  ['электромобиль', electric],
  ['электромобили', electric],
  ['электрический', electric],
  ['электрокар', electric],
  ['EV', electric],
  ['BEV', electric],
  ['electric', electric],
  // Brands, spelt as buyers spell them, and on the wrong layout.
  ['зикер', brand('Zeekr')],
  ['зикр', brand('Zeekr')],
  ['зекр', brand('Zeekr')],
  ['зеекр', brand('Zeekr')],
  ['яуулк', brand('Zeekr')],
  ['Zeekr', brand('Zeekr')],
  ['ксиоми', brand('Xiaomi')],
  ['шаоми', brand('Xiaomi')],
  ['сяоми', brand('Xiaomi')],
  ['ксяоми', brand('Xiaomi')],
  ['ксиаоми', brand('Xiaomi')],
  ['xiaomi', brand('Xiaomi')],
  ['ли авто', brand('Lixiang')],
  ['лиавто', brand('Lixiang')],
  ['лисян', brand('Lixiang')],
  ['лисьян', brand('Lixiang')],
  ['лисиан', brand('Lixiang')],
  ['ли сян', brand('Lixiang')],
  ['li auto', brand('Lixiang')],
  ['lixiang', brand('Lixiang')],
  ['li xiang', brand('Lixiang')],
  ['аватар', brand('Avatr')],
  ['аватр', brand('Avatr')],
  ['avatar', brand('Avatr')],
  // Model codes with Cyrillic look-alikes, transliterated, or on the Russian layout.
  ['зикр 7х', model('7X')],
  ['7х', model('7X')],
  ['7Х', model('7X')],
  ['zeekr х', model('X')],
  ['яуулк ч', model('X')],
  ['су7', model('SU7')],
  ['ыг7', model('SU7')],
  ['SU7', model('SU7')],
  ['Уu7', model('YU7')],
  ['YU7', model('YU7')],
  ['Л9', model('L9')],
  ['L9', model('L9')],
  ['зикр 001', model('001')],
  // Words together: every word must match.
  ['гибрид ли', both(hybrid, brand('Lixiang'))],
  ['кроссовер зикр', both(suv, brand('Zeekr'))],
  ['седан зикр', both(sedan, brand('Zeekr'))],
  ['аватар гибрид', both(hybrid, brand('Avatr'))],
  ['гибрид седан', both(hybrid, sedan)],
  ['электро кроссовер', both(electric, suv)],
  ['hybrid SUV', both(hybrid, suv)],
  ['electric sedan', both(electric, sedan)],
  ['сяоми седан', both(brand('Xiaomi'), sedan)],
  ['', () => true],
];

describe('buyer queries on the real cars', () => {
  it.each(CASES.map(([query, expected]) => ({ query, expected })))('$query finds exactly the cars it names', ({ query, expected }) => {
    if (!MAY_BE_NONE.has(expected)) expect(where(expected), 'a case that names no car of the catalogue checks nothing').not.toEqual([]);
    expect(found(query)).toEqual(where(expected));
  });
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

describe('needs and misspellings on the real cars', () => {
  const vocabulary = searchVocabulary(cars.map((car) => car.searchText));
  const read = (q: string) => {
    const query = compileQuery(q, vocabulary, getCompany().usdToByn);
    const names = filterCars(cars, applyNeeds({ ...DEFAULT_FILTERS, q }, query.needs), new Set(), query.matches)
      .map((car) => car.name)
      .sort();
    return { names, correction: query.correction };
  };
  // The most seats any car has, so the case stays true whatever the catalogue holds.
  const most = Math.max(...cars.map((car) => car.specs.seats ?? 0));
  const seatsAtLeast = (n: number) => (car: CarSummary) => (car.specs.seats ?? 0) >= n;
  const threeRows = seatsAtLeast(6);
  const awd = (car: CarSummary) => car.specs.driveType === 'AWD';
  const rwd = (car: CarSummary) => car.specs.driveType === 'RWD';
  // A budget from the catalogue's own prices (the median, to the thousand), so the cases hold whatever staff price.
  const prices = cars.map((car) => car.priceUSD).sort((a, b) => a - b);
  const budget = Math.round(prices[Math.floor(prices.length / 2)]! / 1000) * 1000;
  const rate = getCompany().usdToByn;
  const underUsd = (max: number) => (car: CarSummary) => car.priceUSD <= max;
  // A bound said in roubles is read in dollars at the dealer's rate, rounded to the dollar.
  const budgetByn = Math.round(budget * rate);
  const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+$)/g, ' ');

  const NEEDS: [query: string, expected: (car: CarSummary) => boolean][] = [
    [`${most} мест`, seatsAtLeast(most)],
    [`${most}-местный`, seatsAtLeast(most)],
    ['шестиместный', seatsAtLeast(6)],
    ['шесть мест', seatsAtLeast(6)],
    ['три ряда', threeRows],
    ['третий ряд', threeRows],
    ['трёхрядный кроссовер', both(threeRows, suv)],
    ['six seats', seatsAtLeast(6)],
    ['6-seater', seatsAtLeast(6)],
    ['third row', threeRows],
    ['3 rows', threeRows],
    ['полный привод', awd],
    ['полноприводный кроссовер', both(awd, suv)],
    ['4x4', awd],
    ['4х4', awd],
    ['4×4', awd],
    ['AWD', awd],
    ['all-wheel drive', awd],
    ['задний привод', rwd],
    ['заднеприводный седан', both(rwd, sedan)],
    ['rear-wheel drive', rwd],
    ['RWD', rwd],
    ['zeekr awd', both(brand('Zeekr'), awd)],
    ['гибрид 6 мест полный привод', both(hybrid, both(threeRows, awd))],
    // Issue 40: a price, in dollars unless roubles are said, with other needs and words; a family car.
    [`до ${budget}`, underUsd(budget)],
    [`до ${grouped(budget)} $`, underUsd(budget)],
    [`${budget / 1000}к`, underUsd(budget)],
    [`under $${budget / 1000}k`, underUsd(budget)],
    [`до ${grouped(budgetByn)} BYN`, underUsd(Math.round(budgetByn / rate))],
    [`полный привод до ${budget}`, both(awd, underUsd(budget))],
    [`кроссовер до ${budget / 1000} тысяч долларов`, both(suv, underUsd(budget))],
    ['семейный', threeRows],
    ['family suv', both(threeRows, suv)],
    // Walk 15: the words around a need narrow nothing; a span with a hyphen; a model year.
    [`бюджет ${budget / 1000} тысяч`, underUsd(budget)],
    ['для семьи с тремя детьми', threeRows],
    ['a car for my family', threeRows],
    [`${budget / 1000 - 10}-${budget / 1000}к`, (car) => car.priceUSD >= budget - 10000 && car.priceUSD <= budget],
    [
      `zeekr ${cars.find((car) => car.manufacturer === 'Zeekr')!.year}`,
      both(brand('Zeekr'), (car) => car.year === cars.find((c) => c.manufacturer === 'Zeekr')!.year),
    ],
  ];

  it.each(NEEDS.map(([query, expected]) => ({ query, expected })))('$query is read as the filters it means', ({ query, expected }) => {
    expect(where(expected), 'a case that names no car of the catalogue checks nothing').not.toEqual([]);
    expect(read(query)).toEqual({ names: where(expected), correction: null });
  });

  const TYPOS: [query: string, expected: (car: CarSummary) => boolean, correction: string][] = [
    ['zeerk', brand('Zeekr'), 'zeekr'],
    ['zekr', brand('Zeekr'), 'zeekr'],
    ['xiomi', brand('Xiaomi'), 'xiaomi'],
    ['xaiomi', brand('Xiaomi'), 'xiaomi'],
    ['lixaing', brand('Lixiang'), 'lixiang'],
    ['lixinag l9', both(brand('Lixiang'), model('L9')), 'lixiang l9'],
    ['avtr', brand('Avatr'), 'avatr'],
    ['зикрр', brand('Zeekr'), 'зикр'],
    ['сяомиы', brand('Xiaomi'), 'сяоми'],
    ['zeekr 0001', both(brand('Zeekr'), model('001')), 'zeekr 001'],
  ];

  it.each(TYPOS.map(([query, expected, correction]) => ({ query, expected, correction })))(
    '$query, misspelt, finds the cars of $correction and offers it',
    ({ query, expected, correction }) => {
      expect(where(expected)).not.toEqual([]);
      expect(read(query)).toEqual({ names: where(expected), correction });
    },
  );

  it('corrects nothing that is found as typed, nor a short word it cannot be sure of', () => {
    expect(read('zeekr').correction).toBeNull();
    expect(read('zee').correction).toBeNull();
    expect(read('su8')).toEqual({ names: [], correction: null });
    expect(read('qwertyuiop')).toEqual({ names: [], correction: null });
  });
});
