/**
 * Discounts and offers (docs/decisions/constants.md#offers, docs/decisions/content-sourcing.md#19): one offer is chosen at a time,
 * early-bird by default, and choosing it adds the trade-in bonus; an offer past its
 * date is not shown. Which offers are live is decided from a date passed in: at build
 * time the build's date, in the browser today's, so a page built earlier stops offering
 * an expired one.
 */
import type { Offer, OfferId } from '../../../content/schema.js';

export { minskDate } from '../minsk-date.js';

export const DEFAULT_OFFER: OfferId = 'early-bird';

/** The offers valid on `date` (YYYY-MM-DD): valid through their last day. */
export function liveOffers<T extends Pick<Offer, 'validUntil'>>(offers: readonly T[], date: string): T[] {
  return offers.filter((offer) => offer.validUntil >= date);
}

/** The offers a visitor picks from: those not added with another. */
export function choosableOffers<T extends Pick<Offer, 'addedWith'>>(offers: readonly T[]): T[] {
  return offers.filter((offer) => offer.addedWith === undefined);
}

/** The pick to start with: early-bird when live, else the first choosable offer. */
type OfferRule = Pick<Offer, 'id' | 'addedWith'>;

export function defaultOffer(offers: readonly OfferRule[]): OfferId | null {
  const choosable = choosableOffers(offers);
  return (choosable.find((offer) => offer.id === DEFAULT_OFFER) ?? choosable[0])?.id ?? null;
}

/** The offers that apply when `picked` is chosen: it, and any live offer that comes with it. */
export function appliedOffers<T extends OfferRule>(offers: readonly T[], picked: OfferId | null): T[] {
  if (picked === null) return [];
  const main = offers.find((offer) => offer.id === picked);
  if (!main) return [];
  return [main, ...offers.filter((offer) => offer.addedWith === picked)];
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
