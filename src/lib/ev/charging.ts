/**
 * Charging a car (docs/decisions/constants.md#charging, #tariffs), with a model a
 * buyer can check because the page writes it out (docs/decisions/content-sourcing.md#23):
 * - the power flowing is the charger's assumed power, or less on DC when the car's
 *   peak DC power is known and lower;
 * - a session starts at 10 % (the tip says not to go below), and above 80 % a DC
 *   charger gives only a third of that power, as cars slow DC charging to protect
 *   the battery; AC charging is slow enough to keep its pace nearly to the end;
 * - the energy bought is what the battery takes plus 10 % lost in charging.
 */
import type { Tariffs } from './tariffs.js';

export type ChargerId = 'home-socket' | 'wallbox' | 'public-ac' | 'fast-dc' | 'ultra-fast';
export type Current = 'AC' | 'DC';

export interface Charger {
  id: ChargerId;
  current: Current;
  /** The power range as the spec gives it, kW. */
  kw: { min: number; max: number };
  /** The power the times assume (docs/decisions/constants.md#charging). */
  assumedKw: number;
  /** The tariff the energy is bought at. */
  tariff: keyof Tariffs;
}

/** docs/decisions/constants.md#charging, in its order. */
export const CHARGERS: readonly Charger[] = [
  { id: 'home-socket', current: 'AC', kw: { min: 2.3, max: 2.3 }, assumedKw: 2.3, tariff: 'homeSingle' },
  { id: 'wallbox', current: 'AC', kw: { min: 7, max: 22 }, assumedKw: 11, tariff: 'homeSingle' },
  { id: 'public-ac', current: 'AC', kw: { min: 11, max: 43 }, assumedKw: 22, tariff: 'publicAC' },
  { id: 'fast-dc', current: 'DC', kw: { min: 50, max: 75 }, assumedKw: 60, tariff: 'publicDC' },
  { id: 'ultra-fast', current: 'DC', kw: { min: 150, max: 350 }, assumedKw: 200, tariff: 'publicDC' },
];

export const DEFAULT_CHARGER: ChargerId = 'ultra-fast';

/**
 * The charger a car page starts on: ultra-fast where the car's peak DC power is confirmed;
 * otherwise an ordinary fast DC charger, whose power any car of the catalogue takes, so that
 * no time is shown that rests on a peak nobody could confirm.
 */
export function defaultCharger(carMaxDcKw: number | undefined): ChargerId {
  return carMaxDcKw === undefined ? 'fast-dc' : DEFAULT_CHARGER;
}

/** The levels the page gives times for, in percent. */
export const CHARGE_TARGETS = [20, 50, 80, 100] as const;
/** The tip: not below this level, in percent... */
export const LOWEST_LEVEL = 10;
/** ...so that is where a session starts. */
export const START_LEVEL = LOWEST_LEVEL;
/** Above this level a DC charger slows down... */
export const TAPER_FROM = 80;
/** ...to this share of its power. */
export const DC_TAPER_SHARE = 1 / 3;
/** Share of the energy bought that reaches the battery. */
export const CHARGING_EFFICIENCY = 0.9;
/** The everyday charge the tips recommend, in percent. */
export const DAILY_TARGET = 80;

export type SpeedLabel = 'very-slow' | 'slow' | 'medium' | 'fast' | 'very-fast';

/** docs/decisions/constants.md#charging: the speed label from the leading kW number of the charger's range. */
export function speedLabel(leadingKw: number): SpeedLabel {
  if (leadingKw <= 3) return 'very-slow';
  if (leadingKw <= 11) return 'slow';
  if (leadingKw <= 50) return 'medium';
  if (leadingKw <= 100) return 'fast';
  return 'very-fast';
}

/** The power the car takes from this charger, kW: on DC, capped by the car's known peak. */
export function chargingPower(charger: Charger, carMaxDcKw: number | undefined): number {
  if (charger.current === 'DC' && carMaxDcKw !== undefined) return Math.min(charger.assumedKw, carMaxDcKw);
  return charger.assumedKw;
}

/** Hours from START_LEVEL to `target` percent. */
export function hoursToLevel(batteryKwh: number, powerKw: number, current: Current, target: number): number {
  if (target <= START_LEVEL) return 0;
  const fast = Math.min(target, TAPER_FROM) - START_LEVEL;
  const slow = Math.max(0, target - Math.max(TAPER_FROM, START_LEVEL));
  const slowPower = current === 'DC' ? powerKw * DC_TAPER_SHARE : powerKw;
  return (batteryKwh * (fast / 100)) / powerKw + (batteryKwh * (slow / 100)) / slowPower;
}

/** Energy bought to charge from START_LEVEL to `target` percent, kWh. */
export function energyBought(batteryKwh: number, target: number): number {
  return (batteryKwh * (Math.max(0, target - START_LEVEL) / 100)) / CHARGING_EFFICIENCY;
}

export interface ChargingEstimate {
  charger: Charger;
  speed: SpeedLabel;
  /** The power assumed for this car, kW. */
  powerKw: number;
  /** True when the car's peak DC power lowered it. */
  limitedByCar: boolean;
  /** Minutes to each of CHARGE_TARGETS, whole minutes. */
  minutes: { target: number; minutes: number }[];
  /** The cost of an everyday charge (START_LEVEL to DAILY_TARGET), BYN, 2 decimals. */
  dailyChargeCost: number;
}

export function chargingEstimate(charger: Charger, batteryKwh: number, carMaxDcKw: number | undefined, tariffs: Tariffs): ChargingEstimate {
  const powerKw = chargingPower(charger, carMaxDcKw);
  return {
    charger,
    speed: speedLabel(charger.kw.min),
    powerKw,
    limitedByCar: powerKw < charger.assumedKw,
    minutes: CHARGE_TARGETS.map((target) => ({
      target,
      minutes: Math.round(hoursToLevel(batteryKwh, powerKw, charger.current, target) * 60),
    })),
    dailyChargeCost: Math.round(energyBought(batteryKwh, DAILY_TARGET) * tariffs[charger.tariff] * 100) / 100,
  };
}

/** A charger id from a URL parameter: a known one, or the default (ultra-fast). */
export function chargerOf(value: string | null): ChargerId {
  return CHARGERS.find((charger) => charger.id === value)?.id ?? DEFAULT_CHARGER;
}
