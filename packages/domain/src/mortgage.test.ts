import { describe, expect, it } from 'vitest';
import { loanAmount, monthlyInstalment } from './mortgage.ts';

describe('the monthly instalment of a mortgage', () => {
  it('follows the annuity formula banks quote', () => {
    // 480 000 zł over 25 years at 7 %: the figure Polish bank calculators show.
    expect(monthlyInstalment(480_000, 7, 25)).toBeCloseTo(3392.54, 2);
    expect(monthlyInstalment(100_000, 12, 1)).toBeCloseTo(8884.88, 2);
  });

  it('splits the loan evenly without interest', () => {
    expect(monthlyInstalment(300_000, 0, 25)).toBe(1000);
  });

  it('asks nothing without a loan', () => {
    expect(monthlyInstalment(0, 7, 25)).toBe(0);
    expect(monthlyInstalment(100_000, 7, 0)).toBe(0);
  });

  it('lends the price less the own contribution', () => {
    expect(loanAmount(600_000, 20)).toBe(480_000);
    expect(loanAmount(600_000, 100)).toBe(0);
  });
});
