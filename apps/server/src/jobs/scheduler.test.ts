import { describe, expect, it } from 'vitest';
import { startScheduler } from './scheduler.ts';

describe('startScheduler', () => {
  it('runs a job on its pattern, logs and counts a failure without stopping, and stops after the run in progress', async () => {
    const lines: string[] = [];
    const outcomes: string[] = [];
    let runs = 0;
    let finished = 0;
    const stop = startScheduler(
      [
        {
          name: 'tick',
          pattern: '* * * * * *',
          run: async () => {
            runs++;
            await new Promise((resolve) => setTimeout(resolve, 300));
            finished++;
            if (runs === 1) throw new Error('first run fails');
            return runs;
          },
        },
      ],
      { info: (line) => lines.push(line), debug: () => {}, error: (_error, line) => lines.push(line) },
      (job, outcome) => outcomes.push(`${job} ${outcome}`),
    );
    await new Promise((resolve) => setTimeout(resolve, 2600));
    await stop();
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(finished).toBe(runs);
    expect(lines[0]).toBe('job tick failed');
    expect(lines[1]).toMatch(/^job tick: \d+$/);
    expect(outcomes.slice(0, 2)).toEqual(['tick failed', 'tick ok']);
  });

  it('logs the outcome of a frequent job at debug level only', async () => {
    const info: string[] = [];
    const debug: string[] = [];
    const stop = startScheduler(
      [{ name: 'minute', pattern: '* * * * * *', run: async () => ({ imported: 0 }), frequent: true }],
      { info: (line) => info.push(line), debug: (line) => debug.push(line), error: () => {} },
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await stop();
    expect(info).toEqual([]);
    expect(debug[0]).toBe('job minute: {"imported":0}');
  });
});
