import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

export type Metrics = ReturnType<typeof createMetrics>;
type Reading = { labels: Record<string, string>; value: number };

/**
 * What an operator's Prometheus scrapes from one server process. A registry of its own, not prom-client's global
 * one: tests build several servers in one process.
 */
export function createMetrics() {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    requestDuration: new Histogram({
      name: 'portal_http_request_duration_seconds',
      help: 'HTTP requests by method, route template and status code',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
      registers,
    }),
    jobRuns: new Counter({
      name: 'portal_job_runs_total',
      help: 'Runs of scheduled jobs by outcome (ok, failed)',
      labelNames: ['job', 'outcome'] as const,
      registers,
    }),
    importPackages: new Counter({
      name: 'portal_import_packages_total',
      help: 'Delivered packages by outcome (done, failed, duplicate, busy)',
      labelNames: ['status'] as const,
      registers,
    }),
    /**
     * A gauge read when Prometheus scrapes, one series per reading. A reading that fails (the database is away)
     * leaves the last values: the scrape itself must not fail.
     */
    gauge(name: string, help: string, labelNames: string[], read: () => Promise<Reading[]> | Reading[]) {
      new Gauge({
        name,
        help,
        labelNames,
        registers,
        async collect() {
          const readings = await Promise.resolve()
            .then(read)
            .catch(() => []);
          for (const { labels, value } of readings) this.set(labels, value);
        },
      });
    },
  };
}
