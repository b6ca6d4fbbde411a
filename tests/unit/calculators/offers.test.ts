import { describe, expect, it } from 'vitest';
import type { Offer } from '../../../content/schema.js';
import {
  DEFAULT_OFFER,
  appliedOffers,
  choosableOffers,
  defaultOffer,
  discountSummary,
  liveOffers,
  minskDate,
  offerAmount,
} from '../../../src/lib/calculators/offers.js';

type TestOffer = Pick<Offer, 'id' | 'discount' | 'validUntil' | 'addedWith'>;

// The shape of content/offers.yaml, without the texts.
const OFFERS: TestOffer[] = [
  { id: 'early-bird', discount: { usd: 3000 }, validUntil: '2026-12-31' },
  { id: 'trade-in-bonus', discount: { usd: 2000 }, validUntil: '2026-12-31', addedWith: 'early-bird' },
  { id: 'first-ev', discount: { usd: 1500 }, validUntil: '2027-06-30' },
  { id: 'corporate', discount: { percentOfPrice: 5 }, validUntil: '2027-06-30' },
  { id: 'loyalty', discount: { usd: 1000 }, validUntil: '2027-06-30' },
  { id: 'insurance', discount: { usd: 800 }, validUntil: '2027-03-31' },
];

const ids = (offers: readonly TestOffer[]) => offers.map((offer) => offer.id);
const offer = (id: Offer['id']) => OFFERS.find((o) => o.id === id)!;

describe('liveOffers', () => {
  it('keeps an offer through its validUntil day', () => {
    expect(ids(liveOffers(OFFERS, '2026-12-31'))).toEqual([
      'early-bird',
      'trade-in-bonus',
      'first-ev',
      'corporate',
      'loyalty',
      'insurance',
    ]);
  });

  it('drops an offer the day after', () => {
    expect(ids(liveOffers(OFFERS, '2027-01-01'))).toEqual(['first-ev', 'corporate', 'loyalty', 'insurance']);
    expect(ids(liveOffers(OFFERS, '2027-03-31'))).toContain('insurance');
    expect(ids(liveOffers(OFFERS, '2027-04-01'))).not.toContain('insurance');
  });

  it('leaves nothing once every offer has expired', () => {
    expect(liveOffers(OFFERS, '2027-07-01')).toEqual([]);
  });
});

describe('choosableOffers', () => {
  it('leaves out the trade-in bonus, which comes with early-bird', () => {
    expect(ids(choosableOffers(OFFERS))).toEqual(['early-bird', 'first-ev', 'corporate', 'loyalty', 'insurance']);
  });
});

describe('defaultOffer', () => {
  it('starts with early-bird', () => {
    expect(DEFAULT_OFFER).toBe('early-bird');
    expect(defaultOffer(OFFERS)).toBe('early-bird');
  });

  it('starts with the first choosable offer once early-bird has expired', () => {
    expect(defaultOffer(liveOffers(OFFERS, '2027-01-01'))).toBe('first-ev');
  });

  it('gives null without offers', () => {
    expect(defaultOffer([])).toBeNull();
  });
});

describe('appliedOffers', () => {
  it('adds the trade-in bonus to early-bird', () => {
    expect(ids(appliedOffers(OFFERS, 'early-bird'))).toEqual(['early-bird', 'trade-in-bonus']);
  });

  it('applies any other offer alone', () => {
    expect(ids(appliedOffers(OFFERS, 'first-ev'))).toEqual(['first-ev']);
  });

  it('applies nothing when nothing is picked or the pick is not live', () => {
    expect(appliedOffers(OFFERS, null)).toEqual([]);
    expect(appliedOffers(liveOffers(OFFERS, '2027-01-01'), 'early-bird')).toEqual([]);
  });
});

describe('offerAmount', () => {
  it('gives a fixed sum as it is', () => {
    expect(offerAmount(offer('first-ev'), 63_900)).toBe(1500);
  });

  it('gives a share of the price rounded to the dollar', () => {
    // 5 % of 63,900 = 3,195; 5 % of 63,910 = 3,195.5 → 3,196
    expect(offerAmount(offer('corporate'), 63_900)).toBe(3195);
    expect(offerAmount(offer('corporate'), 63_910)).toBe(3196);
  });
});

describe('discountSummary', () => {
  it('sums early-bird and the trade-in bonus on 63,900 USD', () => {
    // 3,000 + 2,000 = 5,000; 5,000 / 63,900 = 7.82 % → 7.8; 63,900 − 5,000 = 58,900
    expect(discountSummary(appliedOffers(OFFERS, 'early-bird'), 63_900)).toEqual({ totalUsd: 5000, percent: 7.8, finalUsd: 58_900 });
  });

  it('takes 5 % off for companies', () => {
    // 63,900 × 5 % = 3,195; 63,900 − 3,195 = 60,705
    expect(discountSummary(appliedOffers(OFFERS, 'corporate'), 63_900)).toEqual({ totalUsd: 3195, percent: 5, finalUsd: 60_705 });
  });

  it('never discounts more than the price', () => {
    // 5,000 off a 4,000 price: capped at 4,000, 100 %, 0 left
    expect(discountSummary(appliedOffers(OFFERS, 'early-bird'), 4000)).toEqual({ totalUsd: 4000, percent: 100, finalUsd: 0 });
  });

  it('is zero with nothing applied', () => {
    expect(discountSummary([], 63_900)).toEqual({ totalUsd: 0, percent: 0, finalUsd: 63_900 });
  });
});

describe('minskDate', () => {
  it('reads the date at UTC+3', () => {
    // 21:30 UTC on 31 December is 00:30 on 1 January in Minsk
    expect(minskDate(new Date('2026-12-31T21:30:00Z'))).toBe('2027-01-01');
    // 20:59 UTC is 23:59 in Minsk, still 31 December
    expect(minskDate(new Date('2026-12-31T20:59:00Z'))).toBe('2026-12-31');
  });

  it('ends early-bird at midnight in Minsk', () => {
    expect(ids(liveOffers(OFFERS, minskDate(new Date('2026-12-31T20:59:00Z'))))).toContain('early-bird');
    expect(ids(liveOffers(OFFERS, minskDate(new Date('2026-12-31T21:30:00Z'))))).not.toContain('early-bird');
  });
});
