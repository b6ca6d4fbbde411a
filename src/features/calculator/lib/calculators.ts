/** The calculators page's three calculators, and which one the URL names (`?calc=`; the leasing one otherwise). */

export const CALCULATORS = ['leasing', 'ownership', 'fuel'] as const;
export type CalculatorId = (typeof CALCULATORS)[number];

/** The query parameter of the chosen calculator. */
export const CALC_PARAM = 'calc';

export const calculatorOf = (value: string | null): CalculatorId => CALCULATORS.find((id) => id === value) ?? 'leasing';
