import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { outboxBacklog, queueMail } from '../mail/outbox-store.ts';
import { startMetricsServer } from './metrics-server.ts';

describe('Prometheus metrics', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let server: Awaited<ReturnType<typeof startMetricsServer>>;
  const scrape = async () => {
    const response = await fetch(`http://127.0.0.1:${server.port}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    return response.text();
  };

  beforeAll(async () => {
    t = await createTestApp();
    t.metrics.gauge('portal_mail_outbox_messages', 'E-mails not yet delivered', ['state'], () =>
      outboxBacklog(t.db),
    );
    server = await startMetricsServer(t.metrics.registry, 0, '127.0.0.1');
  });
  afterAll(async () => {
    await server.close();
    await t.close();
  });

  it('times requests by route template and status, not by URL', async () => {
    await t.app.inject('/api/estates/999999');
    await t.app.inject('/api/estates/999998');
    const text = await scrape();
    expect(text).toMatch(
      /portal_http_request_duration_seconds_count\{method="GET",route="\/api\/estates\/:id",status="404"\} 2/,
    );
    expect(text).not.toContain('/api/estates/999999');
  });

  it('counts the mail waiting in the outbox at each scrape', async () => {
    await queueMail(t.db, { to: 'ktos@example.pl', subject: 'Test', text: 'Treść', html: '<p>Treść</p>' });
    expect(await scrape()).toMatch(/portal_mail_outbox_messages\{state="queued"\} 1/);
  });

  it('serves the process figures, and nothing on other paths', async () => {
    expect(await scrape()).toContain('process_cpu_seconds_total');
    expect((await fetch(`http://127.0.0.1:${server.port}/`)).status).toBe(404);
  });

  it('is not published on the public port', async () => {
    expect((await t.app.inject('/metrics')).body).not.toContain('portal_http_request_duration_seconds');
  });
});
