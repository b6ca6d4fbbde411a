import { describe, expect, it } from 'vitest';
import { CONDITION_FACTORS, type TradeInInput, tradeInEstimate } from '../../../src/lib/calculators/trade-in.js';

// A 50,000 USD car from 2023, valued in 2026 at the expected 3 × 15,000 km in good condition.
const BASE: TradeInInput = { priceNewUsd: 50_000, year: 2023, mileageKm: 45_000, condition: 'good', currentYear: 2026 };
const estimate = (change: Partial<TradeInInput>) => tradeInEstimate({ ...BASE, ...change });

describe('tradeInEstimate', () => {
  it('counts the age from the year passed in, never below 0', () => {
    expect(estimate({}).age).toBe(3);
    expect(estimate({ year: 2026 }).age).toBe(0);
    expect(estimate({ year: 2027 }).age).toBe(0);
    expect(estimate({ currentYear: 2030, mileageKm: 105_000 }).age).toBe(7);
  });

  it('loses 15 % a year, with a ±10 % range rounded to 100', () => {
    // 50,000 × 0.85³ = 50,000 × 0.614125 = 30,706.25 → 30,700
    // low 30,706.25 × 0.9 = 27,635.6 → 27,600; high × 1.1 = 33,776.9 → 33,800
    expect(estimate({}).usd).toEqual({ low: 27_600, mid: 30_700, high: 33_800 });
  });

  it('adds 2 % per 10,000 km below the expected mileage', () => {
    // 20,000 km below → +4 %: 30,706.25 × 1.04 = 31,934.5 → 31,900
    // low 28,741.05 → 28,700; high 35,127.95 → 35,100
    expect(estimate({ mileageKm: 25_000 }).usd).toEqual({ low: 28_700, mid: 31_900, high: 35_100 });
  });

  it('takes 2 % per 10,000 km above the expected mileage', () => {
    // 20,000 km above → −4 %: 30,706.25 × 0.96 = 29,478 → 29,500
    expect(estimate({ mileageKm: 65_000 }).usd.mid).toBe(29_500);
  });

  it('caps the mileage shift at 10 % either way', () => {
    // 100,000 km above would be −20 %: capped at −10 %: 30,706.25 × 0.9 = 27,635.6 → 27,600
    expect(estimate({ mileageKm: 145_000 }).usd.mid).toBe(27_600);
    // 2016 car (age 10, expected 150,000 km) at 0 km would be +30 %: capped at +10 %
    // 50,000 × 0.85¹⁰ = 50,000 × 0.196874 = 9,843.72; × 1.1 = 10,828.1 → 10,800
    expect(estimate({ year: 2016, mileageKm: 0 }).usd.mid).toBe(10_800);
  });

  it('expects at least a year of mileage from a car of this year', () => {
    // age 0 → expected 15,000 km; 0 km → +3 %: 50,000 × 1.03 = 51,500
    expect(estimate({ year: 2026, mileageKm: 0 }).usd.mid).toBe(51_500);
  });

  it('multiplies by the condition', () => {
    expect(CONDITION_FACTORS).toEqual({ excellent: 1.05, good: 1, fair: 0.9, poor: 0.75 });
    // 30,706.25 × 1.05 = 32,241.6 → 32,200; × 0.9 = 27,635.6 → 27,600; × 0.75 = 23,029.7 → 23,000
    expect(estimate({ condition: 'excellent' }).usd.mid).toBe(32_200);
    expect(estimate({ condition: 'fair' }).usd.mid).toBe(27_600);
    expect(estimate({ condition: 'poor' }).usd.mid).toBe(23_000);
  });

  it('never goes below 5 % of the price new', () => {
    // age 20: 50,000 × 0.85²⁰ = 50,000 × 0.0387595 = 1,938 < floor 2,500
    // low 2,250 → 2,300 (22.5 rounds up); high 2,750 → 2,800
    expect(estimate({ year: 2006, mileageKm: 300_000 }).usd).toEqual({ low: 2_300, mid: 2_500, high: 2_800 });
  });
});
