import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config.ts';

/**
 * Security headers, and HTTPS enforced when the public URL is https: behind a TLS-terminating proxy a plain-HTTP
 * request is redirected (the health checks excepted) and HSTS is sent. On localhost (http) both stay off so that
 * `npm start` just works.
 * Helmet's middleware is built once here: @fastify/helmet builds it anew for every request, parsing its directives
 * again each time, work every answer would pay for (bench/run.ts, the server's CPU per request).
 */
export async function registerSecurity(app: FastifyInstance, config: Config) {
  const origin = (url: string | undefined) => (url ? [new URL(url.replaceAll(/[{}]/g, '')).origin] : []);
  const tileHosts = config.TILE_URL.includes('{s}')
    ? ['a', 'b', 'c'].map((s) => new URL(config.TILE_URL.replace('{s}', s).replaceAll(/[{}]/g, '')).origin)
    : origin(config.TILE_URL);
  const setHeaders = helmet({
    hsts: config.httpsOnly ? { maxAge: 31536000, includeSubDomains: true } : false,
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'upgrade-insecure-requests': config.httpsOnly ? [] : null,
        'script-src': ["'self'", ...origin(config.ANALYTICS_SCRIPT_URL)],
        // Mantine writes its CSS variables into style attributes.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', ...tileHosts, 'https://maps.googleapis.com'],
        // Photo uploads go straight to the bucket when the storage is S3-compatible.
        'connect-src': [
          "'self'",
          ...origin(config.ANALYTICS_SCRIPT_URL),
          ...sentryOrigin(config.SENTRY_DSN),
          ...(config.STORAGE === 's3' ? origin(config.S3_ENDPOINT) : []),
        ],
        // The captcha solves its proof-of-work in workers.
        'worker-src': ["'self'", 'blob:'],
      },
    },
  });
  // Helmet 8 throws instead of passing errors on; its callback only says that the headers are set.
  app.addHook('onRequest', (request, reply, done) => setHeaders(request.raw, reply.raw, () => done()));
  if (!config.httpsOnly) return;
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https' || isHealthProbe(request.url)) return;
    return reply.redirect(`${config.publicUrl}${request.url}`, 301);
  });
}

// A load balancer probes each instance directly over plain HTTP, and takes a redirect for a failed check.
const healthPaths = new Set(['/api/health', '/api/health/live']);
const isHealthProbe = (url: string) => healthPaths.has(url.split('?', 1)[0] ?? '');

function sentryOrigin(dsn: string | undefined): string[] {
  if (!dsn) return [];
  const url = new URL(dsn);
  return [`${url.protocol}//${url.host}`];
}
