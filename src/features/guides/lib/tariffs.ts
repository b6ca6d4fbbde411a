import type { Lang } from '../../../../shared/lang.js';
import { formatNumber } from '../../../lib/format.js';

/** A tariff as price lists write it: kopecks always shown, more digits when the tariff has them ("0,30", "0,2412"). */
export function formatTariff(byn: number, lang: Lang): string {
  const digits = Math.min(4, Math.max(2, (String(byn).split('.')[1] ?? '').length));
  return `${formatNumber(byn, lang, digits)}\u00a0BYN`;
}
