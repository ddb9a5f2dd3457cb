import { Cron } from 'croner';

// A frequent job (every minute) logs its outcome at debug level, so the log is not a clock.
export type ScheduledJob = { name: string; pattern: string; run: () => Promise<unknown>; frequent?: boolean };
type Log = {
  info: (message: string) => void;
  debug: (message: string) => void;
  error: (object: unknown, message: string) => void;
};

/**
 * Starts the jobs on their cron patterns in Europe/Warsaw (night there is when the portal is quiet). A run still
 * going when the next one is due is skipped. The answer stops the timers and waits for runs in progress.
 */
export function startScheduler(
  jobs: ScheduledJob[],
  log: Log,
  count: (job: string, outcome: 'ok' | 'failed') => void = () => {},
): () => Promise<void> {
  const running = new Set<Promise<unknown>>();
  const timers = jobs.map(
    (job) =>
      new Cron(job.pattern, { name: job.name, timezone: 'Europe/Warsaw', protect: true }, async () => {
        const run = job
          .run()
          .then((result) => {
            count(job.name, 'ok');
            (job.frequent ? log.debug : log.info).call(log, `job ${job.name}: ${JSON.stringify(result)}`);
          })
          .catch((error: unknown) => {
            count(job.name, 'failed');
            log.error({ err: error }, `job ${job.name} failed`);
          });
        running.add(run);
        await run;
        running.delete(run);
      }),
  );
  return async () => {
    for (const timer of timers) timer.stop();
    await Promise.all(running);
  };
}
