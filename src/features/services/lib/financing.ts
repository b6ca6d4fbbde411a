/**
 * The financing page's worked example and the largest saving of the dealer's current offers:
 * computed from content at build time, never typed, so that what the page states is what the
 * leasing calculator and the car page's offers give (Law No. 225-Z «О рекламе», art. 26: a rate
 * is shown with the terms that make the cost). Pure, so the figures are checked by unit tests.
 */
import type { Offer, OfferId } from '../../../../content/schema.js';
import { leasingQuote } from '../../../lib/calculators/leasing.js';
import { appliedOffers, choosableOffers, discountSummary, offerAmount } from '../../../lib/calculators/offers.js';
import { usdToByn } from '../../../lib/format.js';

/** A car of the catalogue as the example needs it. */
export interface PricedCar {
  id: number;
  slug: string;
  name: string;
  priceUSD: number;
  priceBYN: number;
}

/** The example's terms (content/services.yaml, financing.example). */
export interface ExampleTerms {
  ratePercent: number;
  downPercent: number;
  months: number;
}

/** The example as the page writes it, in whole roubles. */
export interface FinancingExample extends ExampleTerms {
  car: Pick<PricedCar, 'slug' | 'name' | 'priceBYN'>;
  down: number;
  financed: number;
  monthly: number;
  /** The down payment plus every monthly payment. */
  totalPaid: number;
  /** What is paid above the price. */
  overpayment: number;
}

/**
 * The catalogue's middle car by price: the lower of the two middle ones when their number is even,
 * so it is always a real car at a real price; cars at one price in the order of their ids.
 */
export function medianCar<T extends Pick<PricedCar, 'id' | 'priceBYN'>>(cars: readonly T[]): T {
  if (cars.length === 0) throw new RangeError('medianCar: no cars');
  const sorted = [...cars].sort((a, b) => a.priceBYN - b.priceBYN || a.id - b.id);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/**
 * The worked example: the median car financed on the example's terms by the leasing calculator, the
 * monthly payment to the kopeck and the other figures to the rouble as the car page's calculator shows
 * them, so the totals add up from the figures shown and the buyer who opens that calculator at these
 * terms sees the same figures.
 */
export function financingExample(cars: readonly PricedCar[], terms: ExampleTerms): FinancingExample {
  const car = medianCar(cars);
  const quote = leasingQuote({ price: car.priceBYN, ...terms });
  const down = Math.round(quote.down);
  const totalPaid = Math.round(quote.totalPaid);
  return {
    ...terms,
    car: { slug: car.slug, name: car.name, priceBYN: car.priceBYN },
    down,
    financed: car.priceBYN - down,
    monthly: quote.monthly,
    totalPaid,
    overpayment: totalPaid - car.priceBYN,
  };
}

/** The largest saving one choice of the offers gives, with the offers it is made of. */
export interface LargestSaving {
  byn: number;
  usd: number;
  /** The offer chosen and what comes with it (the trade-in bonus with early booking), each with its sum, USD. */
  offers: { id: OfferId; usd: number }[];
  /** The first of their last valid days (YYYY-MM-DD): the saving holds until then. */
  validUntil: string;
  /** The car it is counted on (it matters only for an offer that is a share of the price). */
  car: Pick<PricedCar, 'slug' | 'name'>;
}

/**
 * The most a buyer can save with the dealer's current offers on a car of the catalogue: one offer is
 * chosen at a time, with what comes with it even on a condition (the trade-in bonus), counted as the
 * car page's offers count it. Null when no offer is live. Ties go to the offer first in content.
 */
export function largestSaving(
  offers: readonly Pick<Offer, 'id' | 'discount' | 'addedWith' | 'validUntil' | 'condition'>[],
  cars: readonly PricedCar[],
  usdRate: number,
): LargestSaving | null {
  let best: LargestSaving | null = null;
  for (const offer of choosableOffers(offers)) {
    const withIt = offers.filter((other) => other.addedWith === offer.id).map((other) => other.id);
    const applied = appliedOffers(offers, offer.id, withIt);
    for (const car of cars) {
      const usd = discountSummary(applied, car.priceUSD).totalUsd;
      if (best === null || usd > best.usd)
        best = {
          usd,
          byn: usdToByn(usd, usdRate),
          offers: applied.map((entry) => ({ id: entry.id, usd: offerAmount(entry, car.priceUSD) })),
          validUntil: applied.map((entry) => entry.validUntil).sort()[0]!,
          car: { slug: car.slug, name: car.name },
        };
    }
  }
  return best;
}
