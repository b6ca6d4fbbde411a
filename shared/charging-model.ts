/**
 * The one DC charging model (DECISIONS 41): the times every page states for a car, and the build checks
 * texts against (content/cars.ts). Plain TypeScript, so the build's checks, the pages and the editor share
 * it; the chargers, speeds and costs a page shows around it are src/lib/ev/charging.ts's.
 * - On DC a pack takes at most `CURVE.cRate` times its capacity per hour at a low charge, falling above
 *   `CURVE.fullUntil` %; the car's peak caps it (eased to `CURVE.peakAt80` of it at 80 %), and the
 *   charger's power caps both;
 * - where the maker publishes a DC time, the car's peak is fitted so that the model gives exactly that
 *   time over the maker's window, and that window and time are shown as the maker's; with only a peak,
 *   the model starts from it; with neither, DC times are "not confirmed";
 * - on AC the charger's power sets the pace nearly to the end;
 * - a session starts at 10 % (the tip says not to go below).
 */

/** The tip: not below this level, in percent... */
export const LOWEST_LEVEL = 10;
/** ...so that is where a session starts. */
export const START_LEVEL = LOWEST_LEVEL;
/** The everyday charge the tips recommend, in percent. */
export const DAILY_TARGET = 80;

/**
 * The DC charging curve. A pack takes at most `cRate` times its capacity per hour at a low charge; above
 * `fullUntil` % that falls in a straight line to `shareAt80` of it at 80 % and to `shareAt100` at 100 %.
 * The car's peak power caps it, and the charger's power caps both. So a car with a small peak for its
 * pack (a range-extender hybrid's 90 kW on 52 kWh) holds its peak long, and a car with a big peak for its
 * pack (480 kW on 75 kWh) holds it only briefly, as real packs do.
 * Calibrated by scripts/content/charging-calibration.ts (docs/decisions/constants.md#charging says how close it gets).
 */
export const CURVE = { cRate: 6, fullUntil: 40, shareAt80: 0.2, shareAt100: 0.1, peakAt80: 0.7 } as const;
export type Curve = { [K in keyof typeof CURVE]: number };

/** The share of its highest C-rate a pack takes at `level` percent. */
export function curveShare(level: number, curve: Curve = CURVE): number {
  if (level <= curve.fullUntil) return 1;
  if (level <= 80) return 1 - ((1 - curve.shareAt80) * (level - curve.fullUntil)) / (80 - curve.fullUntil);
  return curve.shareAt80 - ((curve.shareAt80 - curve.shareAt100) * (level - 80)) / 20;
}

/** The share of its peak the car's electronics allow at `level` percent: all of it at 10 %, `peakAt80` at 80 %. */
export function peakShare(level: number, curve: Curve = CURVE): number {
  if (level <= 10) return 1;
  return 1 - ((1 - curve.peakAt80) * Math.min(level - 10, 70)) / 70;
}

/** Steps of the integration, in percent. */
const STEP = 0.1;

/**
 * Hours to charge a battery from `from` to `to` percent on DC: at each level the power is the least of the
 * pack's C-rate (times `packScale`), the car's peak `peakKw` and the charger's `capKw` (null: no limit).
 */
export function dcHours(
  batteryKwh: number,
  peakKw: number,
  capKw: number | null,
  from: number,
  to: number,
  curve: Curve = CURVE,
  packScale = 1,
): number {
  let hours = 0;
  for (let level = from; level < to - 1e-9; level += STEP) {
    const width = Math.min(STEP, to - level);
    const pack = batteryKwh * curve.cRate * packScale * curveShare(level + width / 2, curve);
    const power = Math.min(capKw ?? Infinity, peakKw * peakShare(level + width / 2, curve), pack);
    hours += (batteryKwh * width) / 100 / power;
  }
  return hours;
}

/** A maker's published DC time: `minutes` from `from` to `to` percent, on a charger that gives the car all it takes. */
export interface MakerDcTime {
  minutes: number;
  from: number;
  to: number;
}

/** What the model knows of a car's DC charging. */
export interface DcFacts {
  batteryKwh: number;
  /** The published peak DC power, kW. */
  peakKw?: number;
  makerTime?: MakerDcTime;
}

/** The figures of a car's specs the model reads; null when the battery is not confirmed. */
export function dcFacts(specs: { battery?: number; maxChargePowerDC?: number; dcChargeTime?: MakerDcTime }): DcFacts | null {
  if (specs.battery === undefined) return null;
  return {
    batteryKwh: specs.battery,
    ...(specs.maxChargePowerDC !== undefined && { peakKw: specs.maxChargePowerDC }),
    ...(specs.dcChargeTime !== undefined && { makerTime: specs.dcChargeTime }),
  };
}

/** The car as the model charges it: its peak, and how much faster or slower its pack is than the curve's. */
export interface ModelCar {
  peakKw: number;
  packScale: number;
}

/**
 * The car the model charges: with a maker's time, the peak that gives exactly that time over the maker's
 * window (or, if the pack's curve is too slow for it even without a peak, the pack scaled to it); else the
 * published peak; null when neither is known.
 */
export function modelCar(facts: DcFacts, curve: Curve = CURVE): ModelCar | null {
  const { makerTime, batteryKwh } = facts;
  if (!makerTime) return facts.peakKw === undefined ? null : { peakKw: facts.peakKw, packScale: 1 };
  const target = makerTime.minutes / 60;
  const hours = (peakKw: number, packScale = 1) => dcHours(batteryKwh, peakKw, null, makerTime.from, makerTime.to, curve, packScale);
  const unlimited = hours(Infinity);
  // The pack alone is slower than the maker's time: the car's pack is faster than the curve's, by this much.
  if (unlimited >= target) return { peakKw: Infinity, packScale: unlimited / target };
  let low = 1;
  let high = batteryKwh * curve.cRate;
  for (let i = 0; i < 60; i++) {
    const middle = (low + high) / 2;
    if (hours(middle) > target) low = middle;
    else high = middle;
  }
  return { peakKw: (low + high) / 2, packScale: 1 };
}

/** The peak power the model's car takes, kW (the pack's limit at a low charge where no peak caps it); null when unknown. */
export function modelPeakKw(facts: DcFacts, curve: Curve = CURVE): number | null {
  const car = modelCar(facts, curve);
  if (car === null) return null;
  return Math.min(car.peakKw, facts.batteryKwh * curve.cRate * car.packScale);
}

/** What a time rests on: the maker's published figure, the model, or nothing (not confirmed). */
export type TimeBasis = 'maker' | 'model';

export interface DcTime {
  minutes: number;
  basis: TimeBasis;
}

/**
 * Minutes from `from` to `to` percent on DC with a charger of at most `capKw` (null: all the car
 * takes), or null when the car's DC charging is not confirmed. The maker's own window on a charger
 * that gives all the car takes is the maker's time, as published.
 */
export function dcMinutes(facts: DcFacts, capKw: number | null, from: number, to: number): DcTime | null {
  if (to <= from) return { minutes: 0, basis: 'model' };
  const { makerTime } = facts;
  if (makerTime && capKw === null && makerTime.from === from && makerTime.to === to) return { minutes: makerTime.minutes, basis: 'maker' };
  const car = modelCar(facts);
  if (car === null) return null;
  return { minutes: Math.round(dcHours(facts.batteryKwh, car.peakKw, capKw, from, to, CURVE, car.packScale) * 60), basis: 'model' };
}

/** Share of the energy bought that reaches the battery: 10 % is lost in charging (the cost counts it, and so does AC time). */
export const CHARGING_EFFICIENCY = 0.9;

/**
 * Minutes from `from` to `to` percent on AC at `powerKw` from the wall: the on-board charger keeps its pace, and the
 * battery takes CHARGING_EFFICIENCY of what the charger gives (a read found the times 10 % shorter than the cost's energy).
 */
export function acMinutes(batteryKwh: number, powerKw: number, from: number, to: number): number {
  return Math.round(((batteryKwh * Math.max(0, to - from)) / 100 / (powerKw * CHARGING_EFFICIENCY)) * 60);
}

/**
 * The time a page states for a car's fastest DC charge: the maker's time over its window where
 * there is one, else the model's from 10 to 80 %; null when not confirmed. The description, the
 * panel's headline, the comparison and the articles all state this one.
 */
export function fastestDcTime(facts: DcFacts): (DcTime & { from: number; to: number }) | null {
  const { makerTime } = facts;
  if (makerTime) return { ...makerTime, basis: 'maker' };
  const time = dcMinutes(facts, null, START_LEVEL, DAILY_TARGET);
  return time && { ...time, from: START_LEVEL, to: DAILY_TARGET };
}

/** The same from 10 to 80 % for every car, so that cars compare on one window. */
export function dcMinutesTo80(facts: DcFacts): DcTime | null {
  return dcMinutes(facts, null, START_LEVEL, DAILY_TARGET);
}

/** The DC times the pages state for a car, worked out at build time so the figure registry ships no model. */
export interface DcTimes {
  /** The fastest DC charge (fastestDcTime); null when not confirmed. */
  fastest: (DcTime & { from: number; to: number }) | null;
  /** From 10 to 80 % on a charger that gives all the car takes (the maker's own where that is its window); null when not confirmed. */
  to80: DcTime | null;
}

export function dcTimesOf(specs: { battery?: number; maxChargePowerDC?: number; dcChargeTime?: MakerDcTime }): DcTimes {
  const facts = dcFacts(specs);
  return { fastest: facts && fastestDcTime(facts), to80: (facts && dcMinutesTo80(facts)) ?? null };
}
