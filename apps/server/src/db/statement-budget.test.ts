import { describe, expect, it } from 'vitest';
import { sharedWithinBudget, statementBudget, withStatementBudget } from './statement-budget.ts';

describe('the budget of shared work', () => {
  it('keeps the budget of the request that starts it, but not its client', () => {
    const client = new AbortController();
    withStatementBudget({ ms: 1000, signal: client.signal }, () => {
      client.abort();
      sharedWithinBudget(() =>
        expect(statementBudget()).toEqual({ ms: 1000, signal: expect.any(AbortSignal) }),
      );
      sharedWithinBudget(() => expect(statementBudget()?.signal.aborted).toBe(false));
    });
  });

  it('is no budget at all outside a request', () => {
    expect(sharedWithinBudget(() => statementBudget())).toBeUndefined();
  });
});
