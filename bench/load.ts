import autocannon from 'autocannon';
import type { BenchRequest } from './scenarios.ts';
import { summarize, type Timing } from './stats.ts';

export type LoadResult = Timing & {
  connections: number;
  requests: number;
  rps: number;
  failed: number;
  /** CPU milliseconds per request by process, where measured (run.ts). */
  cpu?: Record<string, number>;
};

/**
 * Drives the server with `connections` concurrent keep-alive connections for `seconds`, cycling through the
 * requests. Latencies come from each response (autocannon's own histogram has whole milliseconds and no p95).
 */
export async function drive(
  url: string,
  requests: BenchRequest[],
  connections: number,
  seconds: number,
): Promise<LoadResult> {
  const latencies: number[] = [];
  const instance = autocannon({
    url,
    connections,
    duration: seconds,
    requests: requests.map((request) => ({
      ...request,
      headers: { ...request.headers, ...(request.body ? { 'content-type': 'application/json' } : {}) },
    })),
  });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) =>
    latencies.push(ms),
  );
  const result = await instance;
  const rps = Math.round(result.requests.total / seconds);
  return {
    connections,
    requests: result.requests.total,
    rps,
    failed: result.non2xx + result.errors + result.timeouts,
    ...summarize(latencies),
  };
}
