/**
 * The trade-in estimate (issue 9), a deliberately simple model the page writes out:
 * the visitor's car loses 15 % of its value each year from its price when new; each
 * 10,000 km above or below 15,000 km a year moves the value 2 % (at most 10 % either
 * way); its condition multiplies it; it never goes below 5 % of the price new. The
 * range is ±10 % around that, and the real value is set after an inspection.
 */
export const YEARLY_LOSS = 0.15;
export const EXPECTED_KM_PER_YEAR = 15_000;
export const MILEAGE_STEP_KM = 10_000;
export const MILEAGE_STEP_SHARE = 0.02;
export const MILEAGE_CAP_SHARE = 0.1;
export const FLOOR_SHARE = 0.05;
export const RANGE_SHARE = 0.1;

export const CONDITIONS = ['excellent', 'good', 'fair', 'poor'] as const;
export type Condition = (typeof CONDITIONS)[number];
export const CONDITION_FACTORS: Record<Condition, number> = { excellent: 1.05, good: 1, fair: 0.9, poor: 0.75 };

/** The example car the calculator starts with; the car page's headline quotes the same. */
export const TRADE_IN_START: { ageYears: number; mileageKm: number; priceNewUsd: number; condition: Condition } = {
  ageYears: 5,
  mileageKm: 90_000,
  priceNewUsd: 30_000,
  condition: 'good',
};

export interface TradeInInput {
  /** Its price when new, USD. */
  priceNewUsd: number;
  year: number;
  mileageKm: number;
  condition: Condition;
  /** The year the estimate is for (the page's build year, never the clock during render). */
  currentYear: number;
}

export interface TradeInEstimate {
  /** Whole years of age (0 for this year's car). */
  age: number;
  /** The middle of the range and its ends, USD, rounded to 100. */
  usd: { low: number; mid: number; high: number };
}

const to100 = (value: number) => Math.round(value / 100) * 100;

export function tradeInEstimate({ priceNewUsd, year, mileageKm, condition, currentYear }: TradeInInput): TradeInEstimate {
  const age = Math.max(0, currentYear - year);
  const expectedKm = Math.max(1, age) * EXPECTED_KM_PER_YEAR;
  const mileageShift = Math.max(
    -MILEAGE_CAP_SHARE,
    Math.min(MILEAGE_CAP_SHARE, ((expectedKm - mileageKm) / MILEAGE_STEP_KM) * MILEAGE_STEP_SHARE),
  );
  const value = Math.max(
    priceNewUsd * FLOOR_SHARE,
    priceNewUsd * (1 - YEARLY_LOSS) ** age * (1 + mileageShift) * CONDITION_FACTORS[condition],
  );
  return { age, usd: { low: to100(value * (1 - RANGE_SHARE)), mid: to100(value), high: to100(value * (1 + RANGE_SHARE)) } };
}
