import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client.ts';
import { isNetworkError } from './error-reporting.tsx';

describe('error reporting filter', () => {
  it('ignores failures of the visitor connection', () => {
    expect(isNetworkError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkError(new ApiError(0, 'Failed to fetch'))).toBe(true);
  });

  it('reports real errors', () => {
    expect(isNetworkError(new ApiError(500, 'Internal Server Error'))).toBe(false);
    expect(isNetworkError(new TypeError("Cannot read properties of undefined (reading 'city')"))).toBe(false);
    expect(isNetworkError(new Error('boom'))).toBe(false);
  });
});
