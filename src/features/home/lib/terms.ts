/**
 * The home page's terms in its text: the lowest rate and the longest term of the partners' loans and
 * leases (content/running-costs.yaml) and the warranty (content/services.yaml). Read from the content,
 * so that a change staff make in the editor reaches the home page as it reaches the financing and
 * warranty pages: no number is typed into a string.
 */
import type { Lang } from '../../../../shared/lang.js';
import { formatDecimal } from '../../../lib/format.js';
import { warrantyFigures } from '../../services/lib/figures.js';

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

/** What the home page's strings fill in. */
export type HomeTermValues = Record<string, string | number>;

/**
 * The strings' values: `minRate` («2,9»), `maxMonths`, and the warranty's `batteryYears` («8 лет»),
 * `batteryKm` («160 000») … as the warranty page writes them (the home strings carry the unit «км»).
 */
export function homeTermValues(terms: HomeTerms, lang: Lang, years: (count: number) => string): HomeTermValues {
  return {
    minRate: formatDecimal(terms.minRatePercent, lang, 2),
    maxMonths: terms.maxMonths,
    ...warrantyFigures({ battery: terms.battery, vehicle: terms.vehicle }, lang, { years, km: (value) => value }),
  };
}
