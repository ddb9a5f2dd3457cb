import { z } from 'zod';
import type { Config } from '../../config.ts';

export const ConfigResponse = z.object({
  analytics: z.object({ scriptUrl: z.string(), domain: z.string() }).nullable(),
  sentryDsn: z.string().nullable(),
  tileUrl: z.string(),
  tileAttribution: z.string(),
  streetViewKey: z.string().nullable(),
  siteEmail: z.string(),
  removalAfterExpiryMonths: z.number().int(),
});

/** The deployment settings the web app reads (GET /api/config; also in every page's first data). */
export function publicConfig(config: Config): z.infer<typeof ConfigResponse> {
  return {
    analytics:
      config.ANALYTICS_SCRIPT_URL && config.ANALYTICS_DOMAIN
        ? { scriptUrl: config.ANALYTICS_SCRIPT_URL, domain: config.ANALYTICS_DOMAIN }
        : null,
    sentryDsn: config.SENTRY_DSN ?? null,
    tileUrl: config.TILE_URL,
    tileAttribution: config.TILE_ATTRIBUTION,
    streetViewKey: config.STREET_VIEW_KEY ?? null,
    siteEmail: config.SITE_EMAIL,
    removalAfterExpiryMonths: config.REMOVE_AFTER_EXPIRY_MONTHS,
  };
}
