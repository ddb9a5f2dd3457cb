import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { bulkDatabaseSettings, loadConfig } from './config.ts';

describe('the pooler settings', () => {
  const pooler = 'postgres://portal@pgbouncer:6432/portal';
  const direct = 'postgres://portal@postgres:5432/portal';

  it('are off by default', () => {
    expect(loadConfig({ DATABASE_URL: direct })).toMatchObject({ DATABASE_POOLER: 'off' });
  });

  it('refuse a transaction pooler without a direct URL for LISTEN, the start-up lock and migrations', () => {
    expect(() => loadConfig({ DATABASE_URL: pooler, DATABASE_POOLER: 'transaction' })).toThrow(
      /DATABASE_DIRECT_URL: DATABASE_POOLER=transaction needs/,
    );
    const config = loadConfig({
      DATABASE_URL: pooler,
      DATABASE_POOLER: 'transaction',
      DATABASE_DIRECT_URL: direct,
    });
    expect(config).toMatchObject({ DATABASE_POOLER: 'transaction', DATABASE_DIRECT_URL: direct });
  });

  it('accept only the modes the portal knows', () => {
    expect(() => loadConfig({ DATABASE_URL: pooler, DATABASE_POOLER: 'session' })).toThrow(/DATABASE_POOLER/);
  });
});

describe('the connection settings', () => {
  it('default to pools of 10 and a 10-second wait', () => {
    expect(loadConfig({})).toMatchObject({ DATABASE_POOL_SIZE: 10, DATABASE_TIMEOUT_SECONDS: 10 });
  });

  it('refuse a pool size or a timeout that is not a positive number at start-up', () => {
    expect(() => loadConfig({ DATABASE_POOL_SIZE: 'ten' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadConfig({ DATABASE_TIMEOUT_SECONDS: '-1' })).toThrow(/DATABASE_TIMEOUT_SECONDS/);
  });
});

describe('the settings of a bulk command', () => {
  it('let its statements run for an hour whatever time-out requests have', () => {
    const config = loadConfig({ DATABASE_TIMEOUT_SECONDS: '10' });
    expect(bulkDatabaseSettings(config).DATABASE_TIMEOUT_SECONDS).toBe(3600);
    expect(config.DATABASE_TIMEOUT_SECONDS).toBe(10);
  });
});

describe('the render threads', () => {
  it("default to one per core but the main thread's, and at least one", () => {
    const expected = Math.max(1, availableParallelism() - 1);
    expect(loadConfig({})).toMatchObject({ RENDER_THREADS: expected });
    expect(loadConfig({ RENDER_THREADS: '0' })).toMatchObject({ RENDER_THREADS: 0 });
  });
});
