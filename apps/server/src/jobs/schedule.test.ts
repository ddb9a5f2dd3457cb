import { Cron } from 'croner';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { portalJobs } from './schedule.ts';

const t = await createTestApp();
afterAll(() => t.close());

describe('the portal jobs', () => {
  const jobs = portalJobs({
    ...t,
    listCache: { read: (_k, load) => load(), clear() {}, forget() {}, onForget() {} },
  });

  it('are each named once and due on a pattern the scheduler reads', () => {
    expect(new Set(jobs.map((job) => job.name)).size).toBe(jobs.length);
    for (const job of jobs) expect(new Cron(job.pattern, { paused: true }).nextRun()).toBeInstanceOf(Date);
  });

  it('run their use cases on an empty portal without failing', async () => {
    const quick = jobs.filter((job) => job.frequent);
    expect(quick.map((job) => job.name)).toContain('match-saved-searches');
    for (const job of quick) await expect(job.run()).resolves.toBeDefined();
  });
});
