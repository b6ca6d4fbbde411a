/**
 * The price filter speaks the currency the cards lead with (BYN) and shows USD beside
 * it; the URL keeps one canonical unit, USD, the unit of the car data (`?max=45000`),
 * so a shared link means the same cars whatever the rate. The slider moves in steps of
 * 1,000 USD expressed in BYN, so every position maps back to a whole USD value.
 */
import { usdToByn } from '../../../lib/format.js';

export const PRICE_STEP_USD = 1000;

export interface PriceSlider {
  /** Slider bounds and step, in BYN. */
  min: number;
  max: number;
  step: number;
}

/** The slider for price bounds in USD at a USD→BYN rate. */
export function priceSlider(boundsUsd: { min: number; max: number }, rate: number): PriceSlider {
  return { min: usdToByn(boundsUsd.min, rate), max: usdToByn(boundsUsd.max, rate), step: usdToByn(PRICE_STEP_USD, rate) };
}

/** A slider position (BYN) as the URL's USD value, on the 1,000 USD grid. */
export function sliderToUsd(byn: number, rate: number): number {
  return Math.round(byn / rate / PRICE_STEP_USD) * PRICE_STEP_USD;
}
