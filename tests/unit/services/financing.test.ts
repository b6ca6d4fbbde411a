/**
 * The financing page's worked example and the largest saving of the offers: made-up cars and offers
 * for exact figures, and the real content for the rules (the figures there are staff's to change).
 */
import { describe, expect, it } from 'vitest';
import { getCompany, getOffers, getServices } from '../../../content/index.js';
import type { Offer } from '../../../content/schema.js';
import { carSummaries } from '../../../src/app/build/site-data.js';
import { financingExample, largestSaving, medianCar, type PricedCar } from '../../../src/features/services/lib/financing.js';
import { annuityPayment } from '../../../src/lib/calculators/leasing.js';
import { liveOffers } from '../../../src/lib/calculators/offers.js';

const car = (id: number, priceUSD: number): PricedCar => ({ id, slug: `car-${id}`, name: `Car ${id}`, priceUSD, priceBYN: priceUSD * 3 });

describe('medianCar', () => {
  it('takes the middle car by price, whatever the order', () => {
    expect(medianCar([car(1, 50_000), car(2, 40_000), car(3, 60_000)]).id).toBe(1);
  });

  it('takes the lower of the two middle cars when their number is even, so it is a real car', () => {
    expect(medianCar([car(1, 70_000), car(2, 40_000), car(3, 60_000), car(4, 50_000)]).id).toBe(4);
  });

  it('orders cars at one price by id', () => {
    expect(medianCar([car(3, 50_000), car(2, 50_000), car(1, 50_000)]).id).toBe(2);
  });

  it('refuses an empty catalogue', () => {
    expect(() => medianCar([])).toThrow(RangeError);
  });
});

describe('financingExample', () => {
  it('finances the median car on the terms given, the payment to the kopeck and the rest in whole roubles as the calculator shows them', () => {
    // 150,000 BYN, 20 % down: 30,000; 120,000 at 12 % over 12 months: 10,661.8546 → 10,661.85 a month;
    // total 30,000 + 12 × 10,661.8546 = 157,942.26 → 157,942; interest 7,942.
    const example = financingExample([car(1, 40_000), car(2, 50_000), car(3, 60_000)], { ratePercent: 12, downPercent: 20, months: 12 });
    expect(example).toEqual({
      ratePercent: 12,
      downPercent: 20,
      months: 12,
      car: { slug: 'car-2', name: 'Car 2', priceBYN: 150_000 },
      down: 30_000,
      financed: 120_000,
      monthly: 10_661.85,
      totalPaid: 157_942,
      overpayment: 7_942,
    });
  });

  it('works out the content’s example for the catalogue’s median car by the annuity formula', () => {
    const terms = getServices().financing.example;
    const cars = carSummaries();
    const example = financingExample(cars, terms);
    const median = [...cars].sort((a, b) => a.priceBYN - b.priceBYN || a.id - b.id)[Math.floor((cars.length - 1) / 2)]!;
    expect(example.car.slug).toBe(median.slug);
    const down = Math.round((median.priceBYN * terms.downPercent) / 100);
    expect(example.down).toBe(down);
    const monthly = annuityPayment(median.priceBYN - down, terms.ratePercent, terms.months);
    expect(example.monthly).toBe(Math.round(monthly * 100) / 100);
    expect(example.totalPaid).toBe(Math.round((median.priceBYN * terms.downPercent) / 100 + monthly * terms.months));
    expect(example.overpayment).toBe(example.totalPaid - median.priceBYN);
    expect(example.overpayment).toBeGreaterThan(0);
  });
});

describe('largestSaving', () => {
  const offer = (id: Offer['id'], discount: Offer['discount'], more: Partial<Offer> = {}): Offer => ({
    id,
    title: { ru: id, en: id },
    description: { ru: id, en: id },
    discount,
    validUntil: '2030-12-31',
    ...more,
  });

  it('counts one offer at a time with what comes with it, even on a condition, and says until when it holds', () => {
    const offers = [
      offer('early-bird', { usd: 3000 }, { validUntil: '2030-06-30' }),
      offer('trade-in-bonus', { usd: 2000 }, { addedWith: 'early-bird', condition: { ru: 'x', en: 'x' } }),
      offer('first-ev', { usd: 4500 }),
    ];
    expect(largestSaving(offers, [car(1, 50_000)], 3)).toEqual({
      usd: 5000,
      byn: 15_000,
      offers: [
        { id: 'early-bird', usd: 3000 },
        { id: 'trade-in-bonus', usd: 2000 },
      ],
      validUntil: '2030-06-30',
      car: { slug: 'car-1', name: 'Car 1' },
    });
  });

  it('counts a share of the price on the car where it is largest', () => {
    const offers = [offer('early-bird', { usd: 3000 }), offer('corporate', { percentOfPrice: 5 })];
    expect(largestSaving(offers, [car(1, 40_000), car(2, 100_000)], 3)).toMatchObject({
      usd: 5000,
      offers: [{ id: 'corporate', usd: 5000 }],
      car: { slug: 'car-2' },
    });
  });

  it('is null with no offer live', () => {
    expect(largestSaving([], [car(1, 50_000)], 3)).toBeNull();
  });

  it('with the content’s offers, is made of offers of the content and converted at the company’s rate', () => {
    const offers = liveOffers(getOffers(), '2000-01-01');
    const saving = largestSaving(offers, carSummaries(), getCompany().usdToByn);
    if (!saving) return;
    expect(saving.byn).toBe(Math.round(saving.usd * getCompany().usdToByn));
    expect(saving.offers.reduce((sum, part) => sum + part.usd, 0)).toBeGreaterThanOrEqual(saving.usd);
    for (const part of saving.offers) expect(offers.map((entry) => entry.id)).toContain(part.id);
  });
});
