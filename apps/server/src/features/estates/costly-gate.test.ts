import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import { createGate, overloadedText } from './costly-gate.ts';

/** Work that ends when the test says so. */
function pending() {
  let finish = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { work: () => done, finish };
}
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ran',
    (error: unknown) => error,
  );

describe('the gate of costly searches', () => {
  afterEach(() => vi.useRealTimers());

  it('runs so many at once, lets a few wait their turn, and refuses the rest at once with a 503', async () => {
    const gate = createGate(1, 1, 60_000);
    const first = pending();
    const running = gate.run(first.work);
    const waiting = gate.run(async () => 'waited');
    const refused = await refusal(gate.run(async () => 'never'));
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 503, message: overloadedText });
    first.finish();
    await running;
    expect(await waiting).toBe('waited');
    // Free again once the work is done.
    expect(await gate.run(async () => 'again')).toBe('again');
  });

  it('refuses a waiting search whose turn does not come within its wait', async () => {
    vi.useFakeTimers();
    const gate = createGate(1, 1, 500);
    const first = pending();
    const running = gate.run(first.work);
    const waiting = refusal(gate.run(async () => 'never'));
    await vi.advanceTimersByTimeAsync(501);
    expect(await waiting).toMatchObject({ status: 503 });
    first.finish();
    await running;
    expect(await gate.run(async () => 'free')).toBe('free');
  });

  it('frees its place when the work fails', async () => {
    const gate = createGate(1, 0, 0);
    await expect(gate.run(() => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await gate.run(async () => 'free')).toBe('free');
  });
});
