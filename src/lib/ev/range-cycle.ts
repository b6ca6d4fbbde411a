/**
 * Ranges on one cycle: China's CLTC is kinder than Europe's WLTP, so a CLTC figure is
 * brought to a WLTP estimate before ranges are set against each other. Its own module so
 * that the figure registry (lib/car-figures.ts) does not bring the range conditions with it.
 */
import type { RangeCycle } from '../../../content/schema.js';

/** Our estimate of a CLTC figure on the WLTP cycle: 80 % of it. */
export const CLTC_TO_WLTP = 0.8;

/** A rated range as a WLTP figure: itself on WLTP, our estimate on CLTC. */
export function wltpEstimate(range: number, cycle: RangeCycle): number {
  return cycle === 'WLTP' ? range : Math.round(range * CLTC_TO_WLTP);
}
