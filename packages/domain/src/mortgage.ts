// The mortgage calculator of a sale ad (kalkulator kredytu hipotecznego): equal monthly instalments (rata równa),
// the annuity formula banks quote. The defaults are what a Polish buyer starts from; every figure is editable.

export const MortgageDefaults = {
  /** Own contribution, per cent of the price: what Polish banks ask at least. */
  ownSharePercent: 20,
  years: 25,
  /** Nominal yearly interest rate, per cent. */
  ratePercent: 7,
} as const;

export const MortgageLimits = {
  ownSharePercent: { min: 0, max: 100 },
  years: { min: 1, max: 35 },
  ratePercent: { min: 0, max: 30 },
} as const;

/**
 * The monthly instalment of a loan of `loan` złoty over `years`, at a nominal yearly `ratePercent`, in equal
 * instalments: loan × r / (1 − (1 + r)^−n) with r the monthly rate and n the number of months; without interest,
 * the loan split evenly. 0 for no loan or no months.
 */
export function monthlyInstalment(loan: number, ratePercent: number, years: number): number {
  const months = Math.round(years * 12);
  if (loan <= 0 || months <= 0) return 0;
  const rate = ratePercent / 100 / 12;
  if (rate === 0) return loan / months;
  return (loan * rate) / (1 - (1 + rate) ** -months);
}

/** The loan a buyer needs: the price less the own contribution, given in per cent of the price. */
export const loanAmount = (price: number, ownSharePercent: number) =>
  Math.max(0, price * (1 - ownSharePercent / 100));
