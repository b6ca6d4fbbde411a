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

/** The warranty's covers that have a term (content/services.yaml, warranty). */
export const WARRANTY_TERMS = ['battery', 'vehicle', 'maintenance'] as const;
export type WarrantyTerm = (typeof WARRANTY_TERMS)[number];

/** `batteryYears`, `batteryKm` … as the strings name them. */
export type WarrantyFigures = Partial<Record<`${WarrantyTerm}${'Years' | 'Km'}`, string>>;

/**
 * Each warranty term as the text fills it in: `batteryYears` («8 лет»), `batteryKm` («160 000 км») …,
 * for the terms given; `words` put the unit to a number in the page's strings.
 */
export function warrantyFigures(
  terms: Partial<Record<WarrantyTerm, { years: number; km: number }>>,
  lang: Lang,
  words: { years: (count: number) => string; km: (value: string) => string },
): WarrantyFigures {
  return Object.fromEntries(
    WARRANTY_TERMS.flatMap((name) => {
      const term = terms[name];
      return term
        ? [
            [`${name}Years`, words.years(term.years)],
            [`${name}Km`, words.km(formatNumber(term.km, lang))],
          ]
        : [];
    }),
  ) as WarrantyFigures;
}
