/**
 * The service pages' figures as the text shows them, in either language: a term in
 * years and kilometres, a duration, a price "from". Pure, so the numbers are pinned by tests.
 */
import type { Lang } from '../../../../shared/lang.js';
import { formatByn, formatDecimal, formatNumber } from '../../../lib/format.js';

/** A duration in minutes as the page writes it: under an hour in minutes, else in hours ("1,5 ч"). */
export function durationParts(minutes: number, lang: Lang): { unit: 'minutes' | 'hours'; value: string } {
  if (minutes < 60) return { unit: 'minutes', value: formatNumber(minutes, lang) };
  return { unit: 'hours', value: formatDecimal(minutes / 60, lang) };
}

/** A price "from", or free when it is 0: the key of services.json and its price. */
export function priceParts(byn: number, lang: Lang): { key: 'free' } | { key: 'priceFrom'; price: string } {
  return byn === 0 ? { key: 'free' } : { key: 'priceFrom', price: formatByn(byn, lang) };
}
