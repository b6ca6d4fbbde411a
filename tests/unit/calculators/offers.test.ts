import { describe, expect, it } from 'vitest';
import { getOffers } from '../../../content/index.js';
import type { Offer } from '../../../content/schema.js';
import {
  DEFAULT_OFFER,
  appliedOffers,
  choosableOffers,
  conditionalExtras,
  defaultOffer,
  isConditional,
  discountSummary,
  liveOffers,
  minskDate,
  offerAmount,
} from '../../../src/lib/calculators/offers.js';

type TestOffer = Pick<Offer, 'id' | 'discount' | 'validUntil' | 'addedWith'> & { condition?: string };

// The shape of content/offers.yaml, with each condition's English only.
const OFFERS: TestOffer[] = [
  { id: 'early-bird', discount: { usd: 3000 }, validUntil: '2026-12-31' },
  {
    id: 'trade-in-bonus',
    discount: { usd: 2000 },
    validUntil: '2026-12-31',
    addedWith: 'early-bird',
    condition: 'when you trade in your car',
  },
  { id: 'first-ev', discount: { usd: 1500 }, validUntil: '2027-06-30', condition: 'if you are moving from a petrol or diesel car' },
  { id: 'corporate', discount: { percentOfPrice: 5 }, validUntil: '2027-06-30', condition: 'for companies and sole traders' },
  { id: 'loyalty', discount: { usd: 1000 }, validUntil: '2027-06-30', condition: 'if you have bought a car from us or service it with us' },
  { id: 'insurance', discount: { usd: 800 }, validUntil: '2027-03-31', condition: 'when you take out comprehensive insurance' },
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

  it('starts with the first choosable offer every buyer gets once early-bird has expired', () => {
    const open: TestOffer = { id: 'loyalty', discount: { usd: 1000 }, validUntil: '2027-06-30' };
    expect(defaultOffer([offer('first-ev'), offer('corporate'), open])).toBe('loyalty');
  });

  it('starts with none when every live offer has a condition: none is counted for a buyer who did not choose it', () => {
    expect(defaultOffer(liveOffers(OFFERS, '2027-01-01'))).toBeNull();
  });

  it('never starts with an offer with a condition, in the content either', () => {
    const offers = getOffers();
    const picked = offers.find((o) => o.id === defaultOffer(offers));
    expect(picked?.id).toBe(DEFAULT_OFFER);
    expect(isConditional(picked!)).toBe(false);
    // The trade-in bonus is only for a buyer who trades a car in.
    expect(isConditional(offers.find((o) => o.id === 'trade-in-bonus')!)).toBe(true);
  });

  it('gives null without offers', () => {
    expect(defaultOffer([])).toBeNull();
  });
});

describe('conditionalExtras', () => {
  it('offers the trade-in bonus with early-bird, for the buyer to say whether it applies', () => {
    expect(ids(conditionalExtras(OFFERS, 'early-bird'))).toEqual(['trade-in-bonus']);
    expect(conditionalExtras(OFFERS, 'corporate')).toEqual([]);
    expect(conditionalExtras(OFFERS, null)).toEqual([]);
  });
});

describe('appliedOffers', () => {
  it('applies early-bird alone until the buyer says a car is traded in', () => {
    expect(ids(appliedOffers(OFFERS, 'early-bird'))).toEqual(['early-bird']);
    expect(ids(appliedOffers(OFFERS, 'early-bird', ['trade-in-bonus']))).toEqual(['early-bird', 'trade-in-bonus']);
  });

  it('adds an offer that comes with the pick for every buyer without asking', () => {
    const open: TestOffer = { id: 'insurance', discount: { usd: 800 }, validUntil: '2027-03-31', addedWith: 'early-bird' };
    expect(ids(appliedOffers([offer('early-bird'), open], 'early-bird'))).toEqual(['early-bird', 'insurance']);
  });

  it('does not add an accepted extra to an offer it does not come with', () => {
    expect(ids(appliedOffers(OFFERS, 'first-ev', ['trade-in-bonus']))).toEqual(['first-ev']);
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
  it('counts early-bird alone on 63,900 USD by default', () => {
    // 3,000 / 63,900 = 4.69 % → 4.7; 63,900 − 3,000 = 60,900
    expect(discountSummary(appliedOffers(OFFERS, 'early-bird'), 63_900)).toEqual({ totalUsd: 3000, percent: 4.7, finalUsd: 60_900 });
  });

  it('sums early-bird and the trade-in bonus on 63,900 USD for a buyer who trades a car in', () => {
    // 3,000 + 2,000 = 5,000; 5,000 / 63,900 = 7.82 % → 7.8; 63,900 − 5,000 = 58,900
    expect(discountSummary(appliedOffers(OFFERS, 'early-bird', ['trade-in-bonus']), 63_900)).toEqual({
      totalUsd: 5000,
      percent: 7.8,
      finalUsd: 58_900,
    });
  });

  it('takes 5 % off for companies', () => {
    // 63,900 × 5 % = 3,195; 63,900 − 3,195 = 60,705
    expect(discountSummary(appliedOffers(OFFERS, 'corporate'), 63_900)).toEqual({ totalUsd: 3195, percent: 5, finalUsd: 60_705 });
  });

  it('never discounts more than the price', () => {
    // 5,000 off a 4,000 price: capped at 4,000, 100 %, 0 left
    expect(discountSummary(appliedOffers(OFFERS, 'early-bird', ['trade-in-bonus']), 4000)).toEqual({
      totalUsd: 4000,
      percent: 100,
      finalUsd: 0,
    });
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
