/**
 * Charging a car (docs/decisions/constants.md#charging, #tariffs; DECISIONS 41), with a model a
 * buyer can check because the page writes it out (docs/decisions/content-sourcing.md#23): the five
 * charger types, what each gives a car, its speed, times to each level and the cost of an everyday
 * charge. The times come from the one charging model, shared/charging-model.ts; the energy bought
 * is what the battery takes plus 10 % lost in charging.
 */
import type { Tariffs } from './tariffs.js';
import {
  acMinutes,
  CHARGING_EFFICIENCY,
  DAILY_TARGET,
  dcFacts,
  dcMinutes,
  dcMinutesTo80,
  modelPeakKw,
  START_LEVEL,
  type DcFacts,
  type MakerDcTime,
  type TimeBasis,
} from '../../../shared/charging-model.js';

export * from '../../../shared/charging-model.js';

export type ChargerId = 'home-socket' | 'wallbox' | 'public-ac' | 'fast-dc' | 'ultra-fast';
export type Current = 'AC' | 'DC';

export interface Charger {
  id: ChargerId;
  current: Current;
  /** The power range as the spec gives it, kW. */
  kw: { min: number; max: number };
  /**
   * The power the times assume (docs/decisions/constants.md#charging); null for the fastest DC,
   * whose power is whatever the car takes: the car's own limit sets the time there.
   */
  assumedKw: number | null;
  /** The tariff the energy is bought at. */
  tariff: keyof Tariffs;
}

/** docs/decisions/constants.md#charging, in its order. */
export const CHARGERS: readonly Charger[] = [
  { id: 'home-socket', current: 'AC', kw: { min: 2.3, max: 2.3 }, assumedKw: 2.3, tariff: 'homeSingle' },
  { id: 'wallbox', current: 'AC', kw: { min: 7, max: 22 }, assumedKw: 11, tariff: 'homeSingle' },
  { id: 'public-ac', current: 'AC', kw: { min: 11, max: 43 }, assumedKw: 22, tariff: 'publicAC' },
  { id: 'fast-dc', current: 'DC', kw: { min: 50, max: 75 }, assumedKw: 60, tariff: 'publicDC' },
  { id: 'ultra-fast', current: 'DC', kw: { min: 150, max: 350 }, assumedKw: null, tariff: 'publicDC' },
];

export const DEFAULT_CHARGER: ChargerId = 'ultra-fast';
/** Where a car's DC charging is not confirmed, its page starts on the charger every car can use. */
export const DEFAULT_AC_CHARGER: ChargerId = 'wallbox';

/** The levels the page gives times for, in percent. */
export const CHARGE_TARGETS = [20, 50, 80, 100] as const;

export type SpeedLabel = 'very-slow' | 'slow' | 'medium' | 'fast' | 'very-fast';

/**
 * docs/decisions/constants.md#charging: the speed label from the leading kW number of the charger's range. A range
 * that starts at 11 kW is a public AC post's and at 50 kW a fast DC station's, so each boundary belongs to the class
 * above it (the 9th read found a "fast DC charger" labelled medium and a public AC post slow, like a wallbox).
 */
export function speedLabel(leadingKw: number): SpeedLabel {
  if (leadingKw <= 3) return 'very-slow';
  if (leadingKw < 11) return 'slow';
  if (leadingKw < 50) return 'medium';
  if (leadingKw <= 100) return 'fast';
  return 'very-fast';
}

/**
 * The car's limit on DC, kW, as the panel names it: the published peak, or the model's (from the
 * maker's time) when none is published; null when neither is known.
 */
export function carDcLimit(facts: DcFacts): { kw: number; published: boolean } | null {
  if (facts.peakKw !== undefined) return { kw: facts.peakKw, published: true };
  const peak = modelPeakKw(facts);
  return peak === null ? null : { kw: peak, published: false };
}

/** A charger's name on a car's page. */
export type ChargerLabel = ChargerId | 'dc-car-limit';

/**
 * A car page names its fastest DC option by the car ("at the car's full power", with its limit beside it),
 * never by a station class: the class says what a station gives, not what this car takes (DECISIONS 41).
 */
export function chargerLabel(charger: ChargerId): ChargerLabel {
  return charger === 'ultra-fast' ? 'dc-car-limit' : charger;
}

/** The charger a car page starts on: the fastest DC where the car's DC charging is known, else a home wallbox. */
export function defaultCharger(facts: DcFacts | null): ChargerId {
  return facts !== null && modelPeakKw(facts) !== null ? DEFAULT_CHARGER : DEFAULT_AC_CHARGER;
}

/** How much longer the common station's time must be than the car's fastest for the headline to give it. */
export const STATION_NOTABLY_LONGER = 1.2;

/**
 * A window's time on the common fast DC station (the fast-dc class's assumed power), where the car takes more than
 * that: shown beside the car's fastest time, so a first glance is not only the maker's best case. Null otherwise.
 */
export function commonStationTime(
  facts: DcFacts,
  window: { from: number; to: number; minutes: number },
): { kw: number; minutes: number } | null {
  const kw = CHARGERS.find((c) => c.id === 'fast-dc')!.assumedKw!;
  const time = dcMinutes(facts, kw, window.from, window.to);
  // Only where it tells the buyer something: a station that adds a few minutes is noise beside the maker's figure.
  return time && time.minutes >= window.minutes * STATION_NOTABLY_LONGER ? { kw, minutes: time.minutes } : null;
}

/** Energy bought to charge from START_LEVEL to `target` percent, kWh. */
export function energyBought(batteryKwh: number, target: number): number {
  return (batteryKwh * (Math.max(0, target - START_LEVEL) / 100)) / CHARGING_EFFICIENCY;
}

export interface ChargingEstimate {
  charger: Charger;
  /** How fast this charger charges this car: on DC, judged by what the car takes, not the charger's class. */
  speed: SpeedLabel | null;
  /** The most power this charger gives this car, kW; null on DC when it is not published (the model's own peak is not shown). */
  powerKw: number | null;
  /** True when the car takes less than this charger gives (on the fast DC charger). */
  limitedByCar: boolean;
  /** Minutes to each of CHARGE_TARGETS; null when not confirmed. */
  minutes: { target: number; minutes: number | null; basis: TimeBasis | null }[];
  /** The cost of an everyday charge (START_LEVEL to DAILY_TARGET), BYN, 2 decimals. */
  dailyChargeCost: number;
}

export function chargingEstimate(charger: Charger, facts: DcFacts, tariffs: Tariffs): ChargingEstimate {
  const dailyChargeCost = Math.round(energyBought(facts.batteryKwh, DAILY_TARGET) * tariffs[charger.tariff] * 100) / 100;
  if (charger.current === 'AC') {
    const powerKw = charger.assumedKw!;
    return {
      charger,
      speed: speedLabel(charger.kw.min),
      powerKw,
      limitedByCar: false,
      minutes: CHARGE_TARGETS.map((target) => ({
        target,
        minutes: acMinutes(facts.batteryKwh, powerKw, START_LEVEL, target),
        basis: 'model',
      })),
      dailyChargeCost,
    };
  }
  const limit = carDcLimit(facts);
  const powerKw = limit === null ? null : Math.min(charger.assumedKw ?? Infinity, limit.kw);
  // The model's peak from a maker's time is no figure to show, nor to call a charger "very fast" by.
  const shown = powerKw === null || (!limit!.published && charger.assumedKw === null) ? null : Math.round(powerKw);
  // A station's class is judged by the leading number of its range, as on the charging guide's cards; the car's
  // fastest option by its published limit, or no faster than "fast" where only a maker's time is known.
  const speed =
    powerKw === null
      ? null
      : charger.assumedKw !== null
        ? speedLabel(Math.min(charger.kw.min, limit!.kw))
        : speedLabel(limit!.published ? powerKw : Math.min(powerKw, 100));
  return {
    charger,
    speed,
    powerKw: shown,
    limitedByCar: limit !== null && charger.assumedKw !== null && limit.kw < charger.assumedKw,
    minutes: CHARGE_TARGETS.map((target) => {
      const time = dcMinutes(facts, charger.assumedKw, START_LEVEL, target);
      return { target, minutes: time?.minutes ?? null, basis: time?.basis ?? null };
    }),
    dailyChargeCost,
  };
}

/** A charger id from a URL parameter: a known one, or the default (ultra-fast). */
export function chargerOf(value: string | null): ChargerId {
  return CHARGERS.find((charger) => charger.id === value)?.id ?? DEFAULT_CHARGER;
}

/** A span of figures across the catalogue. */
export interface Span {
  min: number;
  max: number;
}

/**
 * What the catalogue's cars take to charge from 10 to 80 %, as general texts (the home page's questions)
 * state it: on DC at each car's full power (cars whose DC charging is confirmed), and on a home wallbox,
 * in hours rounded out to the half hour. Computed, so no text can say another span than the car pages.
 */
export function catalogueChargingSpan(cars: readonly { battery?: number; maxChargePowerDC?: number; dcChargeTime?: MakerDcTime }[]): {
  dcMinutes: Span | null;
  wallboxHours: Span | null;
} {
  const facts = cars.map(dcFacts).filter((entry): entry is DcFacts => entry !== null);
  const dc = facts.map((entry) => dcMinutesTo80(entry)?.minutes).filter((minutes): minutes is number => minutes !== undefined);
  const wallbox = CHARGERS.find((charger) => charger.id === 'wallbox')!.assumedKw!;
  const hours = facts.map((entry) => acMinutes(entry.batteryKwh, wallbox, START_LEVEL, DAILY_TARGET) / 60);
  const span = (values: number[]) => (values.length === 0 ? null : { min: Math.min(...values), max: Math.max(...values) });
  const dcSpan = span(dc);
  const hourSpan = span(hours);
  return {
    dcMinutes: dcSpan,
    wallboxHours: hourSpan && { min: Math.floor(hourSpan.min * 2) / 2, max: Math.ceil(hourSpan.max * 2) / 2 },
  };
}
