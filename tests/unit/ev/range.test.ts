import { describe, expect, it } from 'vitest';
import {
  CLTC_TO_WLTP,
  MINSK_YEAR_FACTOR,
  RANGE_CONDITIONS,
  RANGE_AXES,
  barPercent,
  combinedFactor,
  factorTone,
  rangeFigures,
  rangeSettingOf,
  rangeUnderSetting,
  settingOfCondition,
  tripKmOf,
  tripVerdict,
  rangeUnder,
  wltpEstimate,
} from '../../../src/lib/ev/range.js';

const byId = (figures: NonNullable<ReturnType<typeof rangeFigures>>) =>
  Object.fromEntries(figures.conditions.map((c) => [c.id, { electric: c.electric, total: c.total, tone: c.tone }]));

describe('range conditions (docs/decisions/constants.md#range)', () => {
  it('has the six conditions with their factors, in order', () => {
    expect(RANGE_CONDITIONS.map(({ id, factor }) => [id, factor])).toEqual([
      ['city', 1.2],
      ['highway', 0.85],
      ['mixed', 1.0],
      ['winter', 0.7],
      ['hot', 0.8],
      ['headwind', 0.75],
    ]);
  });

  it('tones a factor above 1 good', () => {
    expect(factorTone(1.2)).toBe('good');
    expect(factorTone(1.01)).toBe('good');
  });

  it('tones a factor below 0.8 poor', () => {
    expect(factorTone(0.75)).toBe('poor');
    expect(factorTone(0.7)).toBe('poor');
    expect(factorTone(0.79)).toBe('poor');
  });

  it('tones 0.8 to 1.0 inclusive fair', () => {
    expect(factorTone(0.8)).toBe('fair');
    expect(factorTone(0.85)).toBe('fair');
    expect(factorTone(1.0)).toBe('fair');
  });

  it('rounds a range under a factor to the km', () => {
    // 564 × 0.85 = 479.4 → 479; 564 × 1.2 = 676.8 → 677; 500 × 0.7 = 350
    expect(rangeUnder(564, 0.85)).toBe(479);
    expect(rangeUnder(564, 1.2)).toBe(677);
    expect(rangeUnder(500, 0.7)).toBe(350);
  });
});

describe('WLTP estimate', () => {
  it('takes 80 % of a CLTC figure, rounded', () => {
    expect(CLTC_TO_WLTP).toBe(0.8);
    // 705 × 0.8 = 564; 641 × 0.8 = 512.8 → 513; 230 × 0.8 = 184
    expect(wltpEstimate(705, 'CLTC')).toBe(564);
    expect(wltpEstimate(641, 'CLTC')).toBe(513);
    expect(wltpEstimate(230, 'CLTC')).toBe(184);
  });

  it('leaves a WLTP figure unchanged', () => {
    expect(wltpEstimate(520, 'WLTP')).toBe(520);
  });

  it('puts a Minsk year at 0.9: four winter months at 0.7, eight at 1.0', () => {
    // (4 × 0.7 + 8 × 1.0) / 12 = 10.8 / 12 = 0.9
    expect(MINSK_YEAR_FACTOR).toBeCloseTo(0.9, 10);
  });
});

describe('rangeFigures', () => {
  it('brings an electric CLTC car to WLTP, then to Minsk and the conditions', () => {
    const figures = rangeFigures({ type: 'electric', range: 705, rangeCycle: 'CLTC' });
    expect(figures).not.toBeNull();
    // WLTP 705 × 0.8 = 564; Minsk 564 × 0.9 = 507.6 → 508
    expect(figures!.cycle).toBe('CLTC');
    expect(figures!.rated).toEqual({ total: 705, electric: null });
    expect(figures!.wltp).toEqual({ total: 564, electric: null });
    expect(figures!.minsk).toBe(508);
    // city 676.8 → 677; highway 479.4 → 479; mixed 564; winter 394.8 → 395; hot 451.2 → 451; headwind 423
    expect(byId(figures!)).toEqual({
      city: { electric: 677, total: null, tone: 'good' },
      highway: { electric: 479, total: null, tone: 'fair' },
      mixed: { electric: 564, total: null, tone: 'fair' },
      winter: { electric: 395, total: null, tone: 'poor' },
      hot: { electric: 451, total: null, tone: 'fair' },
      headwind: { electric: 423, total: null, tone: 'poor' },
    });
  });

  it('uses a WLTP figure as it is', () => {
    const figures = rangeFigures({ type: 'electric', range: 520, rangeCycle: 'WLTP' });
    // Minsk 520 × 0.9 = 468; city 624; highway 442; mixed 520; winter 364; hot 416; headwind 390
    expect(figures!.rated).toEqual({ total: 520, electric: null });
    expect(figures!.wltp).toEqual({ total: 520, electric: null });
    expect(figures!.minsk).toBe(468);
    expect(figures!.conditions.map((c) => c.electric)).toEqual([624, 442, 520, 364, 416, 390]);
  });

  it('acts on a hybrid’s electric range and adds the petrol part unchanged', () => {
    // Avatr 06 REEV: 1190 km total, 230 km electric, CLTC.
    const figures = rangeFigures({ type: 'hybrid', range: 1190, electricRange: 230, rangeCycle: 'CLTC' });
    // WLTP: total 1190 × 0.8 = 952, electric 230 × 0.8 = 184, petrol part 952 − 184 = 768
    expect(figures!.rated).toEqual({ total: 1190, electric: 230 });
    expect(figures!.wltp).toEqual({ total: 952, electric: 184 });
    // Minsk: electric 184 × 0.9 = 165.6 → 166
    expect(figures!.minsk).toBe(166);
    // city 220.8 → 221 (+768 = 989); highway 156.4 → 156 (924); mixed 184 (952);
    // winter 128.8 → 129 (897); hot 147.2 → 147 (915); headwind 138 (906)
    expect(figures!.conditions.map((c) => [c.electric, c.total])).toEqual([
      [221, 989],
      [156, 924],
      [184, 952],
      [129, 897],
      [147, 915],
      [138, 906],
    ]);
  });

  it('gives null without a cycle', () => {
    expect(rangeFigures({ type: 'electric', range: 705 })).toBeNull();
  });

  it('gives null for an electric car without a range', () => {
    expect(rangeFigures({ type: 'electric', rangeCycle: 'CLTC' })).toBeNull();
  });

  it('gives null for a hybrid without an electric range, even with a total', () => {
    expect(rangeFigures({ type: 'hybrid', range: 1190, rangeCycle: 'CLTC' })).toBeNull();
  });
});

describe('barPercent', () => {
  it('gives a share of the longest bar to one decimal', () => {
    // 300 / 600 = 50 %; 1 / 3 = 33.33… → 33.3
    expect(barPercent(300, 600)).toBe(50);
    expect(barPercent(1, 3)).toBe(33.3);
  });

  it('caps at 100', () => {
    expect(barPercent(677, 564)).toBe(100);
    expect(barPercent(564, 564)).toBe(100);
  });

  it('gives 0 when the longest is not positive', () => {
    expect(barPercent(100, 0)).toBe(0);
  });
});

describe('conditions combined (issue 40: season × road × load × wind)', () => {
  it('keeps each of the six conditions at its own factor, the other axes neutral', () => {
    for (const { id, factor } of RANGE_CONDITIONS) expect(combinedFactor(settingOfCondition(id)), id).toBe(factor);
  });

  it('multiplies the axes: Minsk–Brest in January is winter on the motorway, 0.7 × 0.85', () => {
    expect(combinedFactor({ season: 'winter', road: 'highway', load: 'light', wind: 'calm' })).toBe(0.595);
    expect(combinedFactor({ season: 'winter', road: 'highway', load: 'full', wind: 'headwind' })).toBe(0.401625);
    expect(combinedFactor({ season: 'hot', road: 'city', load: 'light', wind: 'calm' })).toBe(0.96);
  });

  it('counts a full car at the most load takes, 10 %', () => {
    expect(RANGE_AXES.load.map(({ id, factor }) => [id, factor])).toEqual([
      ['light', 1],
      ['full', 0.9],
    ]);
  });

  it("reads each axis from the URL, an older link's single condition, or the city by default", () => {
    const read = (query: string) => rangeSettingOf(new URLSearchParams(query));
    expect(read('')).toEqual({ season: 'mild', road: 'city', load: 'light', wind: 'calm' });
    expect(read('condition=winter')).toEqual({ season: 'winter', road: 'mixed', load: 'light', wind: 'calm' });
    expect(read('condition=winter&road=highway&load=full')).toEqual({ season: 'winter', road: 'highway', load: 'full', wind: 'calm' });
    expect(read('season=hot&road=nowhere&wind=headwind')).toEqual({ season: 'hot', road: 'city', load: 'light', wind: 'headwind' });
  });

  it("applies the factor to the WLTP figure, and adds a hybrid's petrol part unchanged", () => {
    const winterMotorway = { season: 'winter', road: 'highway', load: 'light', wind: 'calm' } as const;
    const ev = rangeFigures({ type: 'electric', range: 600, rangeCycle: 'CLTC' })!;
    expect(rangeUnderSetting(ev, winterMotorway)).toEqual({ factor: 0.595, tone: 'poor', electric: Math.round(480 * 0.595), total: null });
    const hybrid = rangeFigures({ type: 'hybrid', range: 1000, electricRange: 200, rangeCycle: 'CLTC' })!;
    const under = rangeUnderSetting(hybrid, winterMotorway);
    expect(under.electric).toBe(Math.round(160 * 0.595));
    expect(under.total).toBe(under.electric + (800 - 160));
  });
});

describe('a trip against the range (walk 16: Minsk–Brest, about 350 km)', () => {
  it('reaches with the km left, tight when under a fifth of the range is left', () => {
    expect(tripVerdict(500, 350)).toEqual({ kind: 'reach', leftKm: 150, tight: false });
    expect(tripVerdict(400, 350)).toEqual({ kind: 'reach', leftKm: 50, tight: true });
    expect(tripVerdict(350, 350)).toEqual({ kind: 'reach', leftKm: 0, tight: true });
  });

  it('falls short by the km missing, to empty and with a fifth of the range kept', () => {
    // 350 − 334 = 16 to empty; 350 − 334 × 0.8 = 82.8 with the reserve.
    expect(tripVerdict(334, 350)).toEqual({ kind: 'short', shortKm: 16, shortWithReserveKm: 83 });
  });

  it('reads a trip length of 1 to 5,000 whole km, nothing else', () => {
    expect(tripKmOf('350')).toBe(350);
    expect(tripKmOf(' 350 ')).toBe(350);
    for (const bad of [null, '', '0', '5001', '35.5', '-5', 'abc', '3 50']) expect(tripKmOf(bad), String(bad)).toBeNull();
  });
});
