import { describe, expect, it } from 'vitest';
import { budgetLeft, sharedWithinBudget, withStatementBudget } from './statement-budget.ts';

describe('the budget of shared work', () => {
  it('keeps the deadline of the request that starts it, but not its client', () => {
    const client = new AbortController();
    const deadline = performance.now() + 60_000;
    withStatementBudget({ deadline, signal: client.signal }, () => {
      client.abort();
      expect(budgetLeft()?.ms).toBe(0);
      sharedWithinBudget(() => {
        const left = budgetLeft();
        expect(left?.signal.aborted).toBe(false);
        expect(left?.ms).toBeGreaterThan(0);
        expect(left?.ms).toBeLessThanOrEqual(60_000);
      });
    });
  });

  it('is no budget at all outside a request', () => {
    expect(sharedWithinBudget(() => budgetLeft())).toBeUndefined();
  });
});
