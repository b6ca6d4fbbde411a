/**
 * Discounts and offers (docs/decisions/constants.md#offers, docs/decisions/pages-catalogue-and-car.md#offers,
 * docs/decisions/content-sourcing.md#19): one offer is chosen at a time, early-bird by default. An offer not
 * every buyer gets (one with a `condition`: trading a car in, a company, an earlier customer) is never
 * counted unless the buyer chooses it: it is not the default, and one that comes with the chosen offer
 * (the trade-in bonus with early-bird) counts only once the buyer says it applies. An offer past its
 * date is not shown. Which offers are live is decided from a date passed in: at build time the build's
 * date, in the browser today's, so a page built earlier stops offering an expired one.
 */
import type { Offer, OfferId } from '../../../content/schema.js';

export { minskDate } from '../minsk-date.js';

export const DEFAULT_OFFER: OfferId = 'early-bird';

/** An offer's rules, its condition in any form (both languages in content, one on a page). */
type OfferRule = Pick<Offer, 'id' | 'addedWith'> & { condition?: unknown };

/** The offers valid on `date` (YYYY-MM-DD): valid through their last day. */
export function liveOffers<T extends Pick<Offer, 'validUntil'>>(offers: readonly T[], date: string): T[] {
  return offers.filter((offer) => offer.validUntil >= date);
}

/** True for an offer not every buyer gets. */
export function isConditional(offer: { condition?: unknown }): boolean {
  return offer.condition !== undefined;
}

/** The offers a visitor picks from: those not added with another. */
export function choosableOffers<T extends Pick<Offer, 'addedWith'>>(offers: readonly T[]): T[] {
  return offers.filter((offer) => offer.addedWith === undefined);
}

/** The pick to start with: early-bird when live, else the first choosable offer every buyer gets; none when there is none. */
export function defaultOffer(offers: readonly OfferRule[]): OfferId | null {
  const open = choosableOffers(offers).filter((offer) => !isConditional(offer));
  return (open.find((offer) => offer.id === DEFAULT_OFFER) ?? open[0])?.id ?? null;
}

/** The offers that come with `picked` but only on a condition: the buyer says whether each applies. */
export function conditionalExtras<T extends OfferRule>(offers: readonly T[], picked: OfferId | null): T[] {
  return offers.filter((offer) => picked !== null && offer.addedWith === picked && isConditional(offer));
}

/**
 * The offers that apply when `picked` is chosen: it, any live offer that comes with it for
 * every buyer, and those that come with it on a condition the buyer has `accepted`.
 */
export function appliedOffers<T extends OfferRule>(offers: readonly T[], picked: OfferId | null, accepted: readonly OfferId[] = []): T[] {
  if (picked === null) return [];
  const main = offers.find((offer) => offer.id === picked);
  if (!main) return [];
  return [main, ...offers.filter((offer) => offer.addedWith === picked && (!isConditional(offer) || accepted.includes(offer.id)))];
}

/** An offer's discount on a price, USD: a fixed sum, or a share of the price rounded to the dollar. */
export function offerAmount(offer: Pick<Offer, 'discount'>, priceUsd: number): number {
  return 'usd' in offer.discount ? offer.discount.usd : Math.round((priceUsd * offer.discount.percentOfPrice) / 100);
}

export interface DiscountSummary {
  totalUsd: number;
  /** Percent of the price saved, one decimal. */
  percent: number;
  finalUsd: number;
}

export function discountSummary(applied: readonly Pick<Offer, 'discount'>[], priceUsd: number): DiscountSummary {
  const totalUsd = Math.min(
    priceUsd,
    applied.reduce((sum, offer) => sum + offerAmount(offer, priceUsd), 0),
  );
  return { totalUsd, percent: Math.round((totalUsd / priceUsd) * 1000) / 10, finalUsd: priceUsd - totalUsd };
}
