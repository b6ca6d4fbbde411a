import { describe, expect, it } from 'vitest';
import { annuityPayment, leasingQuote } from '../../../src/lib/calculators/leasing.js';

describe('annuityPayment', () => {
  it('pays 100,000 at 12 % over 12 months in 8,884.88 a month', () => {
    // r = 0.01; 1.01^12 = 1.1268250; 1 − 1/1.1268250 = 0.1125508; 1000 / 0.1125508 = 8884.879
    expect(annuityPayment(100_000, 12, 12)).toBeCloseTo(8884.88, 2);
  });

  it('splits the principal evenly at 0 %', () => {
    // 120,000 / 24 = 5,000
    expect(annuityPayment(120_000, 0, 24)).toBe(5000);
  });

  it('refuses zero or negative months', () => {
    expect(() => annuityPayment(100_000, 12, 0)).toThrow(RangeError);
    expect(() => annuityPayment(100_000, 12, -1)).toThrow(RangeError);
  });
});

describe('leasingQuote', () => {
  it('finances the price less the down payment', () => {
    const quote = leasingQuote({ price: 150_000, downPercent: 20, months: 12, ratePercent: 12 });
    // down 150,000 × 20 % = 30,000; financed 120,000; monthly 1.2 × 8,884.879 = 10,661.855 → 10,661.85
    // total 30,000 + 12 × 10,661.8546 = 157,942.26; overpayment 157,942.26 − 150,000 = 7,942.26
    expect(quote).toEqual({ down: 30_000, financed: 120_000, monthly: 10_661.85, totalPaid: 157_942.26, overpayment: 7_942.26 });
  });

  it('allows no down payment', () => {
    const quote = leasingQuote({ price: 100_000, downPercent: 0, months: 12, ratePercent: 12 });
    // monthly 8,884.879; total 12 × 8,884.8789 = 106,618.55; overpayment 6,618.55
    expect(quote).toEqual({ down: 0, financed: 100_000, monthly: 8_884.88, totalPaid: 106_618.55, overpayment: 6_618.55 });
  });

  it('overpays nothing at 0 %', () => {
    const quote = leasingQuote({ price: 90_000, downPercent: 10, months: 36, ratePercent: 0 });
    // down 9,000; financed 81,000; monthly 81,000 / 36 = 2,250; total 9,000 + 81,000 = 90,000
    expect(quote).toEqual({ down: 9_000, financed: 81_000, monthly: 2_250, totalPaid: 90_000, overpayment: 0 });
  });
});
