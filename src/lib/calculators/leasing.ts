/**
 * The leasing calculator (issue 9): a down payment of 0-50 %, 12-84 months, a yearly
 * rate from 2.9 % (content/running-costs.yaml holds the limits), paid monthly by the
 * annuity formula. An estimate: the dealer's offer is what binds.
 */
/** What the calculator starts with (the rate starts at the lowest, from content); the car page's headline quotes the same. */
export const LEASING_START = { downPercent: 20, months: 60 } as const;

export interface LeasingInput {
  /** The car's price, BYN. */
  price: number;
  downPercent: number;
  months: number;
  /** Yearly rate, percent (APR). */
  ratePercent: number;
}

export interface LeasingQuote {
  down: number;
  financed: number;
  monthly: number;
  /** Down payment plus every monthly payment. */
  totalPaid: number;
  /** What is paid above the price. */
  overpayment: number;
}

/** The annuity payment: P·r / (1 − (1 + r)^−n) with r the monthly rate; P / n at 0 %. */
export function annuityPayment(principal: number, yearlyRatePercent: number, months: number): number {
  if (months <= 0) throw new RangeError('annuityPayment: months must be positive');
  const r = yearlyRatePercent / 100 / 12;
  if (r === 0) return principal / months;
  return (principal * r) / (1 - (1 + r) ** -months);
}

const round2 = (value: number) => Math.round(value * 100) / 100;

export function leasingQuote({ price, downPercent, months, ratePercent }: LeasingInput): LeasingQuote {
  const down = (price * downPercent) / 100;
  const financed = price - down;
  const monthly = annuityPayment(financed, ratePercent, months);
  const totalPaid = down + monthly * months;
  return {
    down: round2(down),
    financed: round2(financed),
    monthly: round2(monthly),
    totalPaid: round2(totalPaid),
    overpayment: round2(totalPaid - price),
  };
}
