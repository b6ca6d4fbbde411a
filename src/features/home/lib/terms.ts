/**
 * The home page's terms in its text: the lowest rate and the longest term of the partners' loans and
 * leases (content/running-costs.yaml) and the warranty (content/services.yaml). Read from the content,
 * so that a change staff make in the editor reaches the home page as it reaches the financing and
 * warranty pages: no number is typed into a string.
 */
import type { Lang } from '../../../../shared/lang.js';
import { formatDecimal, formatNumber } from '../../../lib/format.js';

interface Term {
  years: number;
  km: number;
}

export interface HomeTerms {
  minRatePercent: number;
  maxMonths: number;
  battery: Term;
  vehicle: Term;
}

/** The strings' values: `minRate` («2,9»), `maxMonths`, `batteryYears` («8 лет»), `batteryKm` («160 000») … */
export function homeTermValues(terms: HomeTerms, lang: Lang, years: (count: number) => string): Record<string, string | number> {
  return {
    minRate: formatDecimal(terms.minRatePercent, lang, 2),
    maxMonths: terms.maxMonths,
    batteryYears: years(terms.battery.years),
    batteryKm: formatNumber(terms.battery.km, lang),
    vehicleYears: years(terms.vehicle.years),
    vehicleKm: formatNumber(terms.vehicle.km, lang),
  };
}
