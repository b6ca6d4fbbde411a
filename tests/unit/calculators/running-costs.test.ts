import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MIX,
  type OwnershipInput,
  consumptionKwhPer100,
  energyCostPerKm,
  fuelSavings,
  mixPricePerKwh,
  ownershipCost,
  serviceVisits,
} from '../../../src/lib/calculators/running-costs.js';
import type { Tariffs } from '../../../src/lib/ev/tariffs.js';

const TARIFFS: Tariffs = { homeSingle: 0.2412, homeNight: 0.1447, publicAC: 0.49, publicDC: 0.65 };

describe('consumptionKwhPer100', () => {
  it('divides the battery by the WLTP estimate of a CLTC range', () => {
    // 705 CLTC → 564 WLTP; 100 / 564 × 100 = 17.73 → 17.7
    expect(consumptionKwhPer100({ type: 'electric', battery: 100, range: 705, rangeCycle: 'CLTC' })).toBe(17.7);
  });

  it('uses a WLTP range as it is', () => {
    // 75 / 500 × 100 = 15
    expect(consumptionKwhPer100({ type: 'electric', battery: 75, range: 500, rangeCycle: 'WLTP' })).toBe(15);
  });

  it('uses a hybrid’s electric range', () => {
    // Avatr 06 REEV: 31.7 kWh, 230 km CLTC → 184 WLTP; 31.7 / 184 × 100 = 17.23 → 17.2
    expect(consumptionKwhPer100({ type: 'hybrid', battery: 31.7, range: 1190, electricRange: 230, rangeCycle: 'CLTC' })).toBe(17.2);
  });

  it('gives null without a figure it needs', () => {
    expect(consumptionKwhPer100({ type: 'electric', range: 705, rangeCycle: 'CLTC' })).toBeNull();
    expect(consumptionKwhPer100({ type: 'electric', battery: 100, rangeCycle: 'CLTC' })).toBeNull();
    expect(consumptionKwhPer100({ type: 'electric', battery: 100, range: 705 })).toBeNull();
    expect(consumptionKwhPer100({ type: 'hybrid', battery: 31.7, range: 1190, rangeCycle: 'CLTC' })).toBeNull();
  });
});

describe('mixPricePerKwh', () => {
  it('averages home and public prices by share', () => {
    // public: 0.5 × 0.65 + 0.5 × 0.49 = 0.57; 0.8 × 0.2412 + 0.2 × 0.57 = 0.19296 + 0.114 = 0.30696
    expect(mixPricePerKwh(DEFAULT_MIX, TARIFFS)).toBeCloseTo(0.30696, 10);
  });

  it('uses the night rate at home when asked', () => {
    // 0.8 × 0.1447 + 0.114 = 0.11576 + 0.114 = 0.22976
    expect(mixPricePerKwh({ ...DEFAULT_MIX, nightRate: true }, TARIFFS)).toBeCloseTo(0.22976, 10);
  });

  it('gives a single tariff when all energy is bought one way', () => {
    expect(mixPricePerKwh({ home: 1, nightRate: false, publicDc: 0 }, TARIFFS)).toBeCloseTo(0.2412, 10);
    expect(mixPricePerKwh({ home: 0, nightRate: false, publicDc: 1 }, TARIFFS)).toBeCloseTo(0.65, 10);
    expect(mixPricePerKwh({ home: 0, nightRate: false, publicDc: 0 }, TARIFFS)).toBeCloseTo(0.49, 10);
  });
});

describe('energyCostPerKm', () => {
  it('adds the charging losses (÷ 0.9)', () => {
    // 18 kWh/100 km × 0.27 BYN = 0.0486 BYN/km; / 0.9 = 0.054
    expect(energyCostPerKm(18, 0.27)).toBeCloseTo(0.054, 10);
  });
});

describe('serviceVisits', () => {
  it('counts one visit per interval driven', () => {
    // 3 × 40,000 = 120,000 km / 30,000 = 4
    expect(serviceVisits(3, 40_000, 30_000)).toBe(4);
    // 31,000 / 30,000 → 2 (a started interval counts)
    expect(serviceVisits(1, 31_000, 30_000)).toBe(2);
  });

  it('counts at least one a year', () => {
    // 45,000 km / 30,000 → 2, but 3 years → 3
    expect(serviceVisits(3, 15_000, 30_000)).toBe(3);
    expect(serviceVisits(5, 0, 30_000)).toBe(5);
  });
});

describe('ownershipCost', () => {
  const INPUT: OwnershipInput = {
    years: 3,
    kmPerYear: 15_000,
    consumptionPer100: 18,
    mix: { home: 1, nightRate: false, publicDc: 0 },
    tariffs: TARIFFS,
    service: { intervalKm: 20_000, visitPrice: 300, batteryCheckPrice: 50 },
    insurancePerYear: 1200,
  };

  it('sums energy, maintenance and insurance', () => {
    // km 45,000; per km 0.18 × 0.2412 / 0.9 = 0.04824; energy 45,000 × 0.04824 = 2,170.8 → 2,171
    // visits max(3, ⌈45,000 / 20,000⌉ = 3) = 3 × 300 = 900, + 3 × 50 = 1,050
    // insurance 3 × 1,200 = 3,600; total 2,170.8 + 1,050 + 3,600 = 6,820.8 → 6,821
    // per km 6,820.8 / 45,000 = 0.1516 → 0.15
    expect(ownershipCost(INPUT)).toEqual({
      energy: 2171,
      petrol: 0,
      maintenance: 1050,
      insurance: 3600,
      total: 6821,
      km: 45_000,
      perKm: 0.15,
    });
  });

  it("counts a range-extender hybrid's petrol share at its generator's fuel use", () => {
    // electricity 45,000 × 0.8 × 0.04824 = 1,736.64 → 1,737
    // petrol 45,000 × 0.2 = 9,000 km × 7.5 / 100 = 675 l × 2.48 = 1,674
    // total 1,736.64 + 1,674 + 1,050 + 3,600 = 8,060.64 → 8,061; per km 0.179 → 0.18
    expect(ownershipCost({ ...INPUT, generator: { share: 0.2, litresPer100: 7.5, pricePerLitre: 2.48 } })).toEqual({
      energy: 1737,
      petrol: 1674,
      maintenance: 1050,
      insurance: 3600,
      total: 8061,
      km: 45_000,
      perKm: 0.18,
    });
  });

  it('gives 0 per km when no km are driven', () => {
    // 2 visits × 300 + 2 × 50 = 700
    expect(ownershipCost({ ...INPUT, years: 2, kmPerYear: 0, insurancePerYear: 0 })).toEqual({
      energy: 0,
      petrol: 0,
      maintenance: 700,
      insurance: 0,
      total: 700,
      km: 0,
      perKm: 0,
    });
  });
});

describe('fuelSavings', () => {
  it('compares a petrol car at 8 l/100 km and 2.48 BYN/l over 15,000 km a year', () => {
    // petrol 150 × 8 × 2.48 = 2,976; electric 15,000 × 0.04824 = 723.6 → 724
    // saved 2,976 − 723.6 = 2,252.4 → 2,252; over 5 years 11,262
    expect(fuelSavings({ years: 5, kmPerYear: 15_000, petrolPer100: 8, petrolPrice: 2.48, electricCostPerKm: 0.04824 })).toEqual({
      petrolPerYear: 2976,
      electricPerYear: 724,
      generatorPerYear: 0,
      savedPerYear: 2252,
      savedTotal: 11_262,
    });
  });

  it("takes a range-extender hybrid's own petrol off the saving", () => {
    // own electricity 15,000 × 0.8 × 0.04824 = 578.88 → 579; own petrol 3,000 km × 6 / 100 × 2.48 = 446.4 → 446
    // saved 2,976 − 578.88 − 446.4 = 1,950.72 → 1,951; over 5 years 9,753.6 → 9,754
    const generator = { share: 0.2, litresPer100: 6, pricePerLitre: 2.48 };
    expect(fuelSavings({ years: 5, kmPerYear: 15_000, petrolPer100: 8, petrolPrice: 2.48, electricCostPerKm: 0.04824, generator })).toEqual(
      {
        petrolPerYear: 2976,
        electricPerYear: 579,
        generatorPerYear: 446,
        savedPerYear: 1951,
        savedTotal: 9754,
      },
    );
  });
});
