import { describe, expect, it } from 'vitest';
import { startScheduler } from './scheduler.ts';

describe('startScheduler', () => {
  it('runs a job on its pattern, logs a failure without stopping, and stops after the run in progress', async () => {
    const lines: string[] = [];
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
      { info: (line) => lines.push(line), error: (_error, line) => lines.push(line) },
    );
    await new Promise((resolve) => setTimeout(resolve, 2600));
    await stop();
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(finished).toBe(runs);
    expect(lines[0]).toBe('job tick failed');
    expect(lines[1]).toMatch(/^job tick: \d+$/);
  });
});
