import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.ts';

function makeWebDist() {
  const dir = mkdtempSync(join(tmpdir(), 'portal-web-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html lang="pl"><title>Portal</title></html>');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'app-1234.js'), 'console.log(1)');
  return dir;
}

describe('the HTTP shell', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST: makeWebDist() });
  });
  afterAll(() => t.close());

  it('answers the health checks: ready with its database, and live', async () => {
    const ready = await t.app.inject('/api/health');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: 'up' });
    const live = await t.app.inject('/api/health/live');
    expect(live.json()).toEqual({ status: 'ok' });
  });

  it('answers an unknown API path with a JSON error and 404', async () => {
    const res = await t.app.inject('/api/no-such-call');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Nie znaleziono.' });
  });

  it('serves the single-page app for any page path, uncached', async () => {
    const res = await t.app.inject('/mieszkania/sprzedaz/950463/krakow/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<html lang="pl">');
  });

  it('caches hashed assets for a year', async () => {
    const res = await t.app.inject('/assets/app-1234.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('sends security headers and no HSTS on plain-http localhost', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('describes the API in OpenAPI at /api/docs', async () => {
    const res = await t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/estates/recently-added');
  });

  it('gives the web app its runtime settings, analytics off by default', async () => {
    const res = await t.app.inject('/api/config');
    expect(res.json()).toMatchObject({ analytics: null, sentryDsn: null, streetViewKey: null });
  });
});

describe('behind a TLS-terminating proxy', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://portal.example.pl', TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  it('redirects plain HTTP to HTTPS', async () => {
    const res = await t.app.inject({ url: '/kontakt?x=1', headers: { 'x-forwarded-proto': 'http' } });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('https://portal.example.pl/kontakt?x=1');
  });

  it('answers the health checks on plain HTTP: a load balancer probes each instance directly', async () => {
    for (const url of ['/api/health', '/api/health/live', '/api/health/live?probe=1']) {
      const res = await t.app.inject({ url, headers: { 'x-forwarded-proto': 'http' } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'ok' });
    }
    const page = await t.app.inject({ url: '/api/health-x', headers: { 'x-forwarded-proto': 'http' } });
    expect(page.statusCode).toBe(301);
  });

  it('sends HSTS over HTTPS', async () => {
    const res = await t.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
  });
});
