/**
 * A car's range as a buyer in Minsk meets it (docs/decisions/constants.md#range). The rated
 * figure is on a test cycle; China's CLTC is kinder than Europe's WLTP, so figures are
 * first brought to a WLTP estimate, then the conditions apply to that. Every constant
 * here is written out on the page (docs/decisions/content-sourcing.md#23).
 */
import type { CarSpecs, RangeCycle } from '../../../content/schema.js';
import { wltpEstimate } from './range-cycle.js';
import { batteryRange } from '../card-figures.js';

export { CLTC_TO_WLTP, wltpEstimate } from './range-cycle.js';

/** docs/decisions/constants.md#range: the six conditions and their factors on the range. */
export const RANGE_CONDITIONS = [
  { id: 'city', factor: 1.2 },
  { id: 'highway', factor: 0.85 },
  { id: 'mixed', factor: 1.0 },
  { id: 'winter', factor: 0.7 },
  { id: 'hot', factor: 0.8 },
  { id: 'headwind', factor: 0.75 },
] as const;
export type RangeConditionId = (typeof RANGE_CONDITIONS)[number]['id'];

/**
 * A year in Minsk: the winter months (December to March, whose mean temperature is
 * below freezing) at the winter factor, the other eight at the mixed factor.
 */
export const MINSK_WINTER_MONTHS = 4;
const WINTER_FACTOR = 0.7;
const MIXED_FACTOR = 1.0;
export const MINSK_YEAR_FACTOR = (MINSK_WINTER_MONTHS * WINTER_FACTOR + (12 - MINSK_WINTER_MONTHS) * MIXED_FACTOR) / 12;

/** docs/decisions/constants.md#range: above 1 good, below 0.8 poor, else fair. */
export type FactorTone = 'good' | 'fair' | 'poor';
export function factorTone(factor: number): FactorTone {
  if (factor > 1) return 'good';
  if (factor < 0.8) return 'poor';
  return 'fair';
}

/** docs/decisions/constants.md#range: the rounded result of a range under a factor. */
export function rangeUnder(range: number, factor: number): number {
  return Math.round(range * factor);
}

export interface RangeUnderCondition {
  id: RangeConditionId;
  factor: number;
  tone: FactorTone;
  /** Electric cars: the range; range-extender hybrids: the battery-only part. */
  electric: number;
  /** Hybrids only: the total with the petrol part, which the conditions hardly touch. */
  total: number | null;
}

export interface RangeFigures {
  cycle: RangeCycle;
  /** As rated: the total range, and for hybrids the battery-only part. */
  rated: { total: number | null; electric: number | null };
  /** The same on WLTP (estimated unless rated on WLTP). */
  wltp: { total: number | null; electric: number | null };
  /** A year-round figure for Minsk, from the WLTP estimate: the electric range for hybrids. */
  minsk: number;
  conditions: RangeUnderCondition[];
}

/**
 * The figures of the range chart, or null when the car's range is not sourced. For a
 * hybrid the conditions act on the electric range, and the petrol part of the total is
 * added unchanged.
 */
export function rangeFigures(specs: Pick<CarSpecs, 'type' | 'range' | 'electricRange' | 'rangeCycle'>): RangeFigures | null {
  const cycle = specs.rangeCycle;
  if (!cycle) return null;
  const hybrid = specs.type === 'hybrid';
  const electricRated = batteryRange(specs);
  if (electricRated === null) return null;
  const totalRated = hybrid ? (specs.range ?? null) : null;
  const electricWltp = wltpEstimate(electricRated, cycle);
  const totalWltp = totalRated === null ? null : wltpEstimate(totalRated, cycle);
  const petrolPart = totalWltp === null ? null : totalWltp - electricWltp;
  return {
    cycle,
    rated: { total: hybrid ? totalRated : electricRated, electric: hybrid ? electricRated : null },
    wltp: { total: hybrid ? totalWltp : electricWltp, electric: hybrid ? electricWltp : null },
    minsk: rangeUnder(electricWltp, MINSK_YEAR_FACTOR),
    conditions: RANGE_CONDITIONS.map(({ id, factor }) => {
      const electric = rangeUnder(electricWltp, factor);
      return { id, factor, tone: factorTone(factor), electric, total: petrolPart === null ? null : electric + petrolPart };
    }),
  };
}

/**
 * The range on the battery in a Minsk winter (the range tool's winter condition, −15 °C): a hybrid's electric range, an
 * electric car's whole; null without a rated range and its cycle. The comparison's winter row (issue 40).
 */
export function winterRange(specs: Pick<CarSpecs, 'type' | 'range' | 'electricRange' | 'rangeCycle'>): number | null {
  return rangeFigures(specs)?.conditions.find((condition) => condition.id === 'winter')!.electric ?? null;
}

/** A bar's length in percent of the longest, capped at 100 (docs/decisions/constants.md#range). */
export function barPercent(value: number, longest: number): number {
  if (longest <= 0) return 0;
  return Math.min(100, Math.round((value / longest) * 1000) / 10);
}

/** docs/decisions/constants.md#range: what takes range away, and the most each typically takes, in percent. */
export const RANGE_INFLUENCES = [
  { id: 'temperature', maxLossPercent: 30 },
  { id: 'speed', maxLossPercent: 25 },
  { id: 'style', maxLossPercent: 20 },
  { id: 'terrain', maxLossPercent: 15 },
  { id: 'load', maxLossPercent: 10 },
] as const;

export const DEFAULT_RANGE_CONDITION: RangeConditionId = 'city';

/** A condition id from a URL parameter: a known one, or the default. */
export function rangeConditionOf(value: string | null): RangeConditionId {
  return RANGE_CONDITIONS.find((condition) => condition.id === value)?.id ?? DEFAULT_RANGE_CONDITION;
}

/**
 * The conditions as four independent choices that multiply (issue 40: Minsk–Brest in January is winter and motorway
 * at once). Each of the spec's six conditions is one choice with the others at their neutral value, so it keeps its own
 * factor: winter is the season at 0.7 on mixed roads, the city the road at 1.2 in mild weather. Load is the site's
 * addition: a full car at the spec's "load takes at most 10 %" (RANGE_INFLUENCES). docs/decisions/constants.md#range
 */
const factorOf = (id: RangeConditionId) => RANGE_CONDITIONS.find((condition) => condition.id === id)!.factor;
const LOAD_FULL_FACTOR = 1 - RANGE_INFLUENCES.find((influence) => influence.id === 'load')!.maxLossPercent / 100;
export const RANGE_AXES = {
  season: [
    { id: 'mild', factor: 1 },
    { id: 'winter', factor: factorOf('winter') },
    { id: 'hot', factor: factorOf('hot') },
  ],
  road: [
    { id: 'city', factor: factorOf('city') },
    { id: 'mixed', factor: factorOf('mixed') },
    { id: 'highway', factor: factorOf('highway') },
  ],
  load: [
    { id: 'light', factor: 1 },
    { id: 'full', factor: LOAD_FULL_FACTOR },
  ],
  wind: [
    { id: 'calm', factor: 1 },
    { id: 'headwind', factor: factorOf('headwind') },
  ],
} as const;
export type RangeAxis = keyof typeof RANGE_AXES;
export const RANGE_AXIS_NAMES = Object.keys(RANGE_AXES) as RangeAxis[];
/** One choice per axis: `{ season: 'winter', road: 'highway', load: 'full', wind: 'calm' }`. */
export type RangeSetting = { [A in RangeAxis]: (typeof RANGE_AXES)[A][number]['id'] };

/** Where each of the spec's six conditions sits on the axes: that choice, the others neutral. */
const NEUTRAL: RangeSetting = { season: 'mild', road: 'mixed', load: 'light', wind: 'calm' };
export function settingOfCondition(id: RangeConditionId): RangeSetting {
  if (id === 'winter' || id === 'hot') return { ...NEUTRAL, season: id };
  if (id === 'headwind') return { ...NEUTRAL, wind: id };
  return { ...NEUTRAL, road: id };
}

/** Each axis's factor, in the axes' order. */
export function settingFactors(setting: RangeSetting): number[] {
  return RANGE_AXIS_NAMES.map(
    (axis) => (RANGE_AXES[axis] as readonly { id: string; factor: number }[]).find((o) => o.id === setting[axis])!.factor,
  );
}

/**
 * The factors multiplied (0.7 × 0.85 = 0.595), not rounded further, so that the range is what the working written
 * out on the page gives; only binary floating point's noise is trimmed (0.5949999… is 0.595).
 */
export function combinedFactor(setting: RangeSetting): number {
  return Math.round(settingFactors(setting).reduce((product, factor) => product * factor, 1) * 1e9) / 1e9;
}

/**
 * The setting a URL asks for: each axis from its own parameter (`season`, `road`, `load`, `wind`), else from the
 * older single `condition` (links shared before issue 40), else the default condition's (the city).
 */
export function rangeSettingOf(params: Pick<URLSearchParams, 'get'>): RangeSetting {
  const base = settingOfCondition(rangeConditionOf(params.get('condition')));
  const pick = <A extends RangeAxis>(axis: A): RangeSetting[A] => {
    const value = params.get(axis);
    return ((RANGE_AXES[axis] as readonly { id: string }[]).some((option) => option.id === value) ? value : base[axis]) as RangeSetting[A];
  };
  return { season: pick('season'), road: pick('road'), load: pick('load'), wind: pick('wind') };
}

/** A car's range under a setting: the battery range (a hybrid's electric part) and a hybrid's total with petrol. */
export interface RangeUnderSetting {
  factor: number;
  tone: FactorTone;
  electric: number;
  total: number | null;
}
export function rangeUnderSetting(figures: RangeFigures, setting: RangeSetting): RangeUnderSetting {
  const factor = combinedFactor(setting);
  const electricWltp = figures.wltp.electric ?? figures.wltp.total!;
  const petrolPart = figures.wltp.electric === null || figures.wltp.total === null ? null : figures.wltp.total - electricWltp;
  const electric = rangeUnder(electricWltp, factor);
  return { factor, tone: factorTone(factor), electric, total: petrolPart === null ? null : electric + petrolPart };
}

/**
 * Whether a trip of `tripKm` fits in a range (walk 16: "will I reach Brest?"), counted from a full battery to empty, as
 * every range figure is. `tight` when less than a fifth of the range would be left: the page then says to plan a charge,
 * since nobody drives to 0 % (the fifth is the site's own rule of thumb, written on the page).
 */
export const TIGHT_SHARE = 0.2;
/** The example trip the car page's link and the tool's field offer: Minsk to Brest by the M1, about 350 km. */
export const EXAMPLE_TRIP_KM = 350;
/** Short: the km missing to empty, and with the fifth kept in reserve (walk 17: both, so they do not seem to disagree). */
export type TripVerdict =
  { kind: 'reach'; leftKm: number; tight: boolean } | { kind: 'short'; shortKm: number; shortWithReserveKm: number };
export function tripVerdict(rangeKm: number, tripKm: number): TripVerdict {
  const left = rangeKm - tripKm;
  return left >= 0
    ? { kind: 'reach', leftKm: left, tight: left < rangeKm * TIGHT_SHARE }
    : { kind: 'short', shortKm: -left, shortWithReserveKm: Math.round(tripKm - rangeKm * (1 - TIGHT_SHARE)) };
}

/** A trip length from the URL or the field: a whole number of km, 1 to 5,000; null otherwise. */
export function tripKmOf(value: string | null): number | null {
  if (value === null || !/^\d{1,4}$/.test(value.trim())) return null;
  const km = Number(value.trim());
  return km >= 1 && km <= 5000 ? km : null;
}
