/**
 * What a car costs to run (issue 9: ownership cost and fuel savings), in BYN, from the
 * car's consumption, Belarusian tariffs and the dealer's service prices
 * (content/running-costs.yaml). The page writes every assumption out.
 */
import type { CarSpecs } from '../../../content/schema.js';
import { batteryRange } from '../card-figures.js';
import { CHARGING_EFFICIENCY } from '../ev/charging.js';
import { wltpEstimate } from '../ev/range.js';
import type { Tariffs } from '../ev/tariffs.js';

/**
 * The car's consumption from the grid side of the battery, kWh per 100 km: its battery
 * over its WLTP range (estimated from CLTC where needed; for a hybrid the electric
 * range, as if driven on electricity). Null without both figures.
 */
export function consumptionKwhPer100(specs: Pick<CarSpecs, 'type' | 'battery' | 'range' | 'electricRange' | 'rangeCycle'>): number | null {
  const range = batteryRange(specs);
  if (specs.battery === undefined || range === null || specs.rangeCycle === undefined) return null;
  return Math.round((specs.battery / wltpEstimate(range, specs.rangeCycle)) * 100 * 10) / 10;
}

/** Where the energy is bought: shares of 0-1. */
export interface ChargingMix {
  /** Share charged at home; the rest at public chargers. */
  home: number;
  /** Home charging on a two-rate meter at night. */
  nightRate: boolean;
  /** Of the public share, the part on DC fast chargers. */
  publicDc: number;
}

/** The calculators' starting figures: years owned, km a year, and the petrol car's l/100 km. */
export const DEFAULT_YEARS = 5;
export const DEFAULT_KM_PER_YEAR = 15_000;
export const DEFAULT_PETROL_PER_100 = 8;
/** What the calculators accept: 1-8 years (issue 9), 1,000-100,000 km a year. */
export const YEARS_LIMITS = { min: 1, max: 8 };
export const KM_PER_YEAR_LIMITS = { min: 1000, max: 100_000 };

export const DEFAULT_MIX: ChargingMix = { home: 0.8, nightRate: false, publicDc: 0.5 };

/**
 * A range-extender hybrid's driving on its generator: the share of kilometres on petrol, the
 * generator's fuel use and the price of a litre. An assumption the page states and the buyer
 * can change: day-to-day trips fit the electric range, long trips need the generator.
 */
export interface GeneratorUse {
  /** Share of the kilometres driven on petrol, 0-1. */
  share: number;
  /** Litres per 100 km with the battery at its minimum charge. */
  litresPer100: number;
  /** BYN per litre. */
  pricePerLitre: number;
}

/** The calculators' starting share of kilometres on petrol for a range-extender hybrid: a fifth (long trips). */
export const DEFAULT_PETROL_SHARE = 0.2;

/**
 * The generator's part for a car: a range-extender hybrid with a sourced fuel use; none for
 * an electric car or a hybrid whose fuel use nobody could confirm (the page says so).
 */
export function generatorUse(
  specs: Pick<CarSpecs, 'type' | 'fuelConsumption'>,
  share: number,
  pricePerLitre: number,
): GeneratorUse | undefined {
  if (specs.type !== 'hybrid' || specs.fuelConsumption === undefined) return undefined;
  return { share, litresPer100: specs.fuelConsumption, pricePerLitre };
}

/** A year's (or any distance's) energy split: electricity for the electric share, petrol for the rest; BYN. */
export function drivingCost(km: number, electricCostPerKm: number, generator?: GeneratorUse): { electricity: number; petrol: number } {
  const petrolShare = generator?.share ?? 0;
  return {
    electricity: km * (1 - petrolShare) * electricCostPerKm,
    petrol: generator ? km * petrolShare * (generator.litresPer100 / 100) * generator.pricePerLitre : 0,
  };
}

/** The average price of a kWh for a mix, BYN. */
export function mixPricePerKwh(mix: ChargingMix, tariffs: Tariffs): number {
  const home = mix.nightRate ? tariffs.homeNight : tariffs.homeSingle;
  const publicPrice = mix.publicDc * tariffs.publicDC + (1 - mix.publicDc) * tariffs.publicAC;
  return mix.home * home + (1 - mix.home) * publicPrice;
}

/** Energy cost per km, BYN: consumption plus charging losses, at the mix's price. */
export function energyCostPerKm(consumptionPer100: number, pricePerKwh: number): number {
  return ((consumptionPer100 / 100) * pricePerKwh) / CHARGING_EFFICIENCY;
}

export interface ServicePlan {
  /** A service visit every this many km... */
  intervalKm: number;
  /** ...or at least once a year. */
  visitPrice: number;
  /** A battery health check once a year. */
  batteryCheckPrice: number;
}

export interface OwnershipInput {
  years: number;
  kmPerYear: number;
  consumptionPer100: number;
  mix: ChargingMix;
  tariffs: Tariffs;
  service: ServicePlan;
  /** Insurance per year, BYN: the visitor's quote (no figure could be sourced to suggest one). */
  insurancePerYear: number;
  /** A range-extender hybrid's petrol share; none for an electric car. */
  generator?: GeneratorUse;
}

export interface OwnershipCost {
  /** Electricity, BYN. */
  energy: number;
  /** Petrol for the generator, BYN (0 for an electric car). */
  petrol: number;
  maintenance: number;
  insurance: number;
  total: number;
  km: number;
  perKm: number;
}

/** Service visits over the years: one per interval of km driven, at least one a year. */
export function serviceVisits(years: number, kmPerYear: number, intervalKm: number): number {
  return Math.max(years, Math.ceil((years * kmPerYear) / intervalKm));
}

export function ownershipCost(input: OwnershipInput): OwnershipCost {
  const km = input.years * input.kmPerYear;
  const driving = drivingCost(km, energyCostPerKm(input.consumptionPer100, mixPricePerKwh(input.mix, input.tariffs)), input.generator);
  const maintenance =
    serviceVisits(input.years, input.kmPerYear, input.service.intervalKm) * input.service.visitPrice +
    input.years * input.service.batteryCheckPrice;
  const insurance = input.years * input.insurancePerYear;
  const total = driving.electricity + driving.petrol + maintenance + insurance;
  return {
    energy: Math.round(driving.electricity),
    petrol: Math.round(driving.petrol),
    maintenance: Math.round(maintenance),
    insurance: Math.round(insurance),
    total: Math.round(total),
    km,
    perKm: km > 0 ? Math.round((total / km) * 100) / 100 : 0,
  };
}

export interface FuelSavingsInput {
  years: number;
  kmPerYear: number;
  /** The petrol car's consumption, l/100 km. */
  petrolPer100: number;
  /** BYN per litre. */
  petrolPrice: number;
  /** This car's energy cost, BYN per km. */
  electricCostPerKm: number;
  /** A range-extender hybrid's own petrol share; none for an electric car. */
  generator?: GeneratorUse;
}

export interface FuelSavings {
  /** The petrol car's fuel a year. */
  petrolPerYear: number;
  /** This car's electricity a year. */
  electricPerYear: number;
  /** This car's own petrol a year (a range-extender hybrid's generator; 0 for an electric car). */
  generatorPerYear: number;
  savedPerYear: number;
  savedTotal: number;
}

export function fuelSavings({ years, kmPerYear, petrolPer100, petrolPrice, electricCostPerKm, generator }: FuelSavingsInput): FuelSavings {
  const petrolPerYear = (kmPerYear / 100) * petrolPer100 * petrolPrice;
  const own = drivingCost(kmPerYear, electricCostPerKm, generator);
  const saved = petrolPerYear - own.electricity - own.petrol;
  return {
    petrolPerYear: Math.round(petrolPerYear),
    electricPerYear: Math.round(own.electricity),
    generatorPerYear: Math.round(own.petrol),
    savedPerYear: Math.round(saved),
    savedTotal: Math.round(saved * years),
  };
}
