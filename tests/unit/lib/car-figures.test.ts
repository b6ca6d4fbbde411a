import { describe, expect, it } from 'vitest';
import { winterRange } from '../../../src/lib/ev/range.js';
import type { CarSpecs } from '../../../content/schema.js';
import { CAR_FIGURES } from '../../../content/schema.values.js';
import type { Lang } from '../../../shared/lang.js';
import {
  CARD_DIGITS,
  CARD_FIGURES,
  comparableValue,
  detailFigures,
  figureLabel,
  FIGURES,
  figureText,
  figureValue,
  KEY_FIGURES,
  keyFigures,
  sourceFigureLabel,
  type FigureCar,
  type FigureDefinition,
  type FigureId,
  type FigureWords,
} from '../../../src/lib/car-figures.js';
import ruCar from '../../../locales/ru/car.json';
import enCar from '../../../locales/en/car.json';
import ruCommon from '../../../locales/ru/common.json';
import enCommon from '../../../locales/en/common.json';
import { dcTimesOf } from '../../../shared/charging-model.js';
import { cardFigureText } from '../../../src/lib/card-figures.js';

const strings = { ru: { car: ruCar, common: ruCommon }, en: { car: enCar, common: enCommon } };
const words = (lang: Lang): FigureWords => ({
  units: strings[lang].car.units,
  driveType: (drive) => strings[lang].car.driveType[drive],
  powertrain: (powertrain) => strings[lang].common.car.powertrain[powertrain],
});

const car = (specs: Partial<CarSpecs> = {}, over: Partial<FigureCar> = {}): FigureCar => ({
  priceUSD: 63_900,
  priceBYN: 191_700,
  year: 2025,
  manufacturer: 'Zeekr',
  specs: { type: 'electric', ...specs },
  // As the build works them out for a car page or a compared car (lib/car-model.ts).
  dcTimes: dcTimesOf({ type: 'electric', ...specs }),
  ...(winterRange({ type: 'electric', ...specs }) !== null && { winterRange: winterRange({ type: 'electric', ...specs })! }),
  ...over,
});

/** Every figure given, as the content can give it. */
const full = car({
  type: 'hybrid',
  range: 1190,
  rangeCycle: 'CLTC',
  electricRange: 230,
  battery: 116.79,
  power: 1548,
  acceleration: 1.98,
  topSpeed: 350,
  driveType: 'AWD',
  seats: 5,
  weight: 2360,
  groundClearanceMin: 140,
  groundClearanceMax: 160,
  electricMotors: 3,
  maxChargePowerDC: 480,
  fuelTank: 65,
  fuelConsumption: 6.08,
  fuelCycle: 'WLTC',
  dimensions: { length: 4855, width: 1960, height: 1450, wheelbase: 2940 },
});

const ids = Object.keys(FIGURES) as FigureId[];
const text = (subject: FigureCar, id: FigureId, lang: Lang, options?: { maxDigits?: number }) =>
  figureText(subject, id, lang, words(lang), options);

describe('the figure registry', () => {
  it("has every figure of the content, named by a key of the car namespace's figures", () => {
    for (const figure of CAR_FIGURES) {
      const { label }: FigureDefinition = FIGURES[figure];
      expect(label, figure).toBeDefined();
      expect(ruCar.figures, figure).toHaveProperty(label!);
      expect(enCar.figures, figure).toHaveProperty(label!);
    }
  });

  it('names the two clearances as the one line the page lists, every other figure as itself', () => {
    const labels = Object.fromEntries(CAR_FIGURES.map((figure) => [figure, FIGURES[figure].label]));
    expect(labels).toEqual({
      ...Object.fromEntries(CAR_FIGURES.map((figure) => [figure, figure])),
      groundClearanceMin: 'groundClearance',
      groundClearanceMax: 'groundClearance',
    });
  });

  it('writes every figure in both languages, units in that language', () => {
    for (const id of ids) {
      const ru = text(full, id, 'ru');
      const en = text(full, id, 'en');
      expect(ru?.value, id).toMatch(/\S/);
      expect(en?.value, id).toMatch(/\S/);
      expect(`${ru?.value} ${en?.value}`, id).not.toMatch(/undefined|NaN|null|\[object/);
      const { unit }: FigureDefinition = FIGURES[id];
      // A charging time ends with its window or its basis: «10 → 80 %: 12 мин», «≈ 28 мин (расчёт)».
      if (unit && id !== 'dcChargeTime' && id !== 'dcTo80') {
        expect(ru!.value.endsWith(`\u00a0${ruCar.units[unit]}`), id).toBe(true);
        expect(en!.value.endsWith(`\u00a0${enCar.units[unit]}`), id).toBe(true);
      }
    }
  });

  it('has a name for every comparison row and every card figure, in both languages', () => {
    for (const row of [
      'price',
      'priceUsd',
      'winterRange',
      'year',
      'manufacturer',
      'powertrain',
      'length',
      'width',
      'height',
      'groundClearanceMax',
    ] as const) {
      expect(ruCar.compare.rows).toHaveProperty(row);
      expect(enCar.compare.rows).toHaveProperty(row);
    }
    for (const id of CARD_FIGURES) {
      expect(ruCommon.car).toHaveProperty(id);
      expect(enCommon.car).toHaveProperty(id);
      expect(ruCommon.car.units).toHaveProperty(FIGURES[id].unit);
      expect(enCommon.car.units).toHaveProperty(FIGURES[id].unit);
    }
  });

  it('has no value for a figure nobody could source', () => {
    const bare = car();
    for (const id of ids.filter((id) => !['price', 'priceUsd', 'year', 'manufacturer', 'powertrain'].includes(id))) {
      expect(figureValue(bare, id), id).toBeNull();
      expect(text(bare, id, 'en'), id).toBeNull();
    }
  });
});

describe('which end is better', () => {
  const better = (id: FigureId) => (FIGURES[id] as FigureDefinition).better;

  it('docs/decisions/constants.md#comparison: higher for ranges, battery, power and DC charging; lower for acceleration and price', () => {
    for (const id of ['range', 'totalRange', 'electricRange', 'battery', 'power', 'maxChargePowerDC'] as const)
      expect(better(id), id).toBe('higher');
    for (const id of ['acceleration', 'price', 'dcTo80'] as const) expect(better(id), id).toBe('lower');
  });

  it('none where the better end depends on the buyer: sizes, weight, seats, top speed, clearance, motors, year', () => {
    for (const id of [
      'length',
      'width',
      'height',
      'wheelbase',
      'dimensions',
      'weight',
      'seats',
      'topSpeed',
      'groundClearance',
      'groundClearanceMin',
      'groundClearanceMax',
      'electricMotors',
      'year',
    ] as const)
      expect(better(id), id).toBeUndefined();
  });

  it('none for words', () => {
    for (const id of ['driveType', 'manufacturer', 'powertrain', 'dimensions'] as const) expect(better(id), id).toBeUndefined();
  });
});

describe('reading figures', () => {
  const withSpecs = car({
    type: 'hybrid',
    range: 1190,
    driveType: 'AWD',
    groundClearanceMin: 150,
    groundClearanceMax: 190,
    dimensions: { length: 4865, width: 1900, height: 1450, wheelbase: 3005 },
  });
  const bare = car({}, { manufacturer: 'Xiaomi', priceUSD: 50_000 });

  it('reads the dimensions', () => {
    expect(figureValue(withSpecs, 'length')).toBe(4865);
    expect(figureValue(withSpecs, 'width')).toBe(1900);
    expect(figureValue(withSpecs, 'height')).toBe(1450);
    expect(figureValue(withSpecs, 'wheelbase')).toBe(3005);
    expect(figureValue(bare, 'length')).toBeNull();
  });

  it('reads the highest ground clearance, or the only one', () => {
    expect(figureValue(withSpecs, 'groundClearanceMax')).toBe(190);
    expect(figureValue(car({ groundClearanceMin: 180 }), 'groundClearanceMax')).toBe(180);
    expect(figureValue(bare, 'groundClearanceMax')).toBeNull();
  });

  it('reads price, figures and words', () => {
    expect(figureValue(withSpecs, 'price')).toBe(63_900);
    // A range-extender hybrid's range is its electric range; the total with petrol is its own figure (DECISIONS 37).
    expect(figureValue(withSpecs, 'range')).toBeNull();
    expect(figureValue(withSpecs, 'totalRange')).toBe(1190);
    expect(figureValue(car({ type: 'hybrid', range: 1190, electricRange: 230 }), 'range')).toBe(230);
    expect(figureValue(car({ range: 600 }), 'range')).toBe(600);
    expect(figureValue(car({ range: 600 }), 'totalRange')).toBeNull();
    expect(figureValue(bare, 'range')).toBeNull();
    expect(figureValue(withSpecs, 'driveType')).toBe('AWD');
    expect(figureValue(withSpecs, 'manufacturer')).toBe('Zeekr');
    expect(figureValue(withSpecs, 'powertrain')).toBe('hybrid');
    expect(figureValue(withSpecs, 'year')).toBe(2025);
  });

  it('judges ranges on one cycle: a CLTC figure is brought to WLTP, a WLTP one is kept', () => {
    expect(comparableValue(car({ range: 600, rangeCycle: 'CLTC' }), 'range')).toBe(480);
    expect(comparableValue(car({ range: 600, rangeCycle: 'WLTP' }), 'range')).toBe(600);
    expect(comparableValue(car({ power: 600 }), 'power')).toBe(600);
  });
});

describe('writing figures', () => {
  const both = (id: FigureId, subject = full) => [text(subject, id, 'ru')?.value, text(subject, id, 'en')?.value];

  it('writes numbers with their units and grouped digits', () => {
    expect(both('totalRange')).toEqual(['1\u00a0190\u00a0км', '1,190\u00a0km']);
    expect(both('range')).toEqual(['230\u00a0км', '230\u00a0km']);
    expect(both('power')).toEqual(['1\u00a0548\u00a0л.\u00a0с.', '1,548\u00a0PS']);
    expect(both('topSpeed')).toEqual(['350\u00a0км/ч', '350\u00a0km/h']);
    expect(both('weight')).toEqual(['2\u00a0360\u00a0кг', '2,360\u00a0kg']);
    expect(both('maxChargePowerDC')).toEqual(['480\u00a0кВт', '480\u00a0kW']);
    // The comparison's 10 → 80 % row: the maker's time where that is its window, else the model's estimate, marked.
    expect(both('dcTo80', car({ battery: 75, dcChargeTime: { minutes: 11, from: 10, to: 80 } }))).toEqual(['11\u00a0мин', '11\u00a0min']);
    expect(text(car({ battery: 52.3, dcChargeTime: { minutes: 25, from: 20, to: 80 } }), 'dcTo80', 'ru')?.value).toMatch(
      /^≈\u00a0\d+\u00a0мин \(расчёт\)$/,
    );
    expect(both('dcChargeTime', car({ battery: 75, dcChargeTime: { minutes: 11, from: 10, to: 80 } }))).toEqual([
      '10 → 80\u00a0%: 11\u00a0мин',
      '10 → 80%: 11\u00a0min',
    ]);
    expect(both('wheelbase')).toEqual(['2\u00a0940\u00a0мм', '2,940\u00a0mm']);
    expect(both('fuelTank')).toEqual(['65\u00a0л', '65\u00a0litres']);
    expect(both('fuelConsumption')).toEqual(['6,08\u00a0л/100\u00a0км', '6.08\u00a0l/100 km']);
    expect(both('fuelTank', car({ type: 'hybrid', fuelTank: 45.5 }))).toEqual(['45,5\u00a0л', '45.5\u00a0litres']);
  });

  it("gives a hybrid's fuel use its test cycle where a source names one, and none where it does not", () => {
    expect(text(full, 'fuelConsumption', 'en')).toEqual({ value: '6.08\u00a0l/100 km', cycle: 'WLTC' });
    expect(text(car({ type: 'hybrid', fuelConsumption: 6.9 }), 'fuelConsumption', 'ru')).toEqual({ value: '6,9\u00a0л/100\u00a0км' });
    // A range's cycle is not the fuel use's, nor the other way round.
    expect(text(car({ type: 'hybrid', fuelConsumption: 6.9, rangeCycle: 'CLTC' }), 'fuelConsumption', 'en')).toEqual({
      value: '6.9\u00a0l/100 km',
    });
    expect(text(full, 'fuelTank', 'en')).toEqual({ value: '65\u00a0litres' });
  });

  it('writes a battery with one decimal everywhere (a read found 116,79 on the page and 116,8 on its card), acceleration with two', () => {
    expect(both('battery')).toEqual(['116,8\u00a0кВт·ч', '116.8\u00a0kWh']);
    expect(both('acceleration')).toEqual(['1,98\u00a0с', '1.98\u00a0s']);
    expect(text(full, 'battery', 'ru', { maxDigits: CARD_DIGITS })?.value).toBe('116,8\u00a0кВт·ч');
    expect(text(full, 'acceleration', 'en', { maxDigits: CARD_DIGITS })?.value).toBe('2\u00a0s');
    expect(cardFigureText(full, 'acceleration', 'en', words('en'))?.value).toBe('1.98\u00a0s');
    expect(cardFigureText(full, 'battery', 'ru', words('ru'))?.value).toBe('116,8\u00a0кВт·ч');
    expect(text(car({ battery: 100 }), 'battery', 'en')?.value).toBe('100\u00a0kWh');
  });

  it('gives a range its test cycle', () => {
    expect(text(full, 'totalRange', 'en')).toEqual({ value: '1,190\u00a0km', cycle: 'CLTC' });
    expect(text(full, 'range', 'en')).toEqual({ value: '230\u00a0km', cycle: 'CLTC' });
    expect(text(full, 'electricRange', 'ru')).toEqual({ value: '230\u00a0км', cycle: 'CLTC' });
    expect(text(full, 'power', 'en')).toEqual({ value: '1,548\u00a0PS' });
  });

  it('writes a span of clearances with air suspension, one figure without', () => {
    expect(both('groundClearance')).toEqual(['140–160\u00a0мм', '140–160\u00a0mm']);
    expect(both('groundClearanceMax')).toEqual(['160\u00a0мм', '160\u00a0mm']);
    expect(both('groundClearance', car({ groundClearanceMin: 180, groundClearanceMax: 180 }))).toEqual(['180\u00a0мм', '180\u00a0mm']);
    expect(both('groundClearance', car({ groundClearanceMax: 191 }))).toEqual(['191\u00a0мм', '191\u00a0mm']);
    // A lowest whose highest no source confirms (an air suspension's normal height) says so.
    expect(both('groundClearance', car({ groundClearanceMin: 178 }))).toEqual(['178\u00a0мм', '178\u00a0mm']);
    expect(both('groundClearance', car({ groundClearanceMin: 178 }, { unsourced: ['groundClearanceMax'] }))).toEqual([
      `178\u00a0мм (${ruCar.units.clearanceNormal})`,
      `178\u00a0mm (${enCar.units.clearanceNormal})`,
    ]);
  });

  it('writes length × width × height on one line', () => {
    expect(both('dimensions')).toEqual(['4\u00a0855 × 1\u00a0960 × 1\u00a0450\u00a0мм', '4,855 × 1,960 × 1,450\u00a0mm']);
  });

  it('writes counts and the year plainly, words in the language, the price in BYN', () => {
    expect(both('seats')).toEqual(['5', '5']);
    expect(both('electricMotors')).toEqual(['3', '3']);
    expect(both('year')).toEqual(['2025', '2025']);
    expect(both('driveType')).toEqual(['полный', 'all-wheel drive']);
    expect(both('powertrain')).toEqual(['Гибрид с увеличенным запасом хода', 'Extended-range hybrid']);
    expect(both('manufacturer')).toEqual(['Zeekr', 'Zeekr']);
    expect(both('price')).toEqual(['191\u00a0700\u00a0BYN', '191,700\u00a0BYN']);
  });
});

describe('the lists of figures', () => {
  it('the car page key specs (docs/decisions/pages-catalogue-and-car.md#car-page): range, power, acceleration, battery, drive, seats', () => {
    expect(KEY_FIGURES).toEqual(['range', 'power', 'acceleration', 'battery', 'driveType', 'seats']);
  });

  it("lists a hybrid's total with petrol after its range in the key specs", () => {
    expect(keyFigures({ type: 'electric' })).toEqual([...KEY_FIGURES]);
    expect(keyFigures({ type: 'hybrid' })).toEqual(['range', 'totalRange', 'power', 'acceleration', 'battery', 'driveType', 'seats']);
  });

  it("names a hybrid's range as electric, and its sources' range as the total with petrol", () => {
    expect(figureLabel('range', 'hybrid')).toBe('electricRange');
    expect(figureLabel('range', 'electric')).toBe('range');
    expect(figureLabel('totalRange', 'hybrid')).toBe('totalRange');
    expect(sourceFigureLabel('range', 'hybrid')).toBe('totalRange');
    expect(sourceFigureLabel('range', 'electric')).toBe('range');
    expect(sourceFigureLabel('electricRange', 'hybrid')).toBe('electricRange');
  });

  it('lists every figure in the detailed specs, the total with petrol, the fuel tank and fuel use for hybrids only', () => {
    const electric = detailFigures({ type: 'electric' });
    expect(electric).toEqual([
      'range',
      'battery',
      'power',
      'acceleration',
      'topSpeed',
      'driveType',
      'electricMotors',
      'seats',
      'weight',
      'groundClearance',
      'maxChargePowerDC',
      'dcChargeTime',
      'dimensions',
      'wheelbase',
    ]);
    expect(detailFigures({ type: 'hybrid' })).toEqual([
      'range',
      'totalRange',
      ...electric.slice(1, -2),
      'fuelTank',
      'fuelConsumption',
      ...electric.slice(-2),
    ]);
  });

  it("cards (docs/decisions/pages-catalogue-and-car.md#card): range (a hybrid's total with petrol after it), battery, power and acceleration", () => {
    expect(CARD_FIGURES).toEqual(['range', 'totalRange', 'battery', 'power', 'acceleration']);
  });
});
