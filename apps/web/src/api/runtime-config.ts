// Deployment settings the server announces at GET /api/config (analytics, error reporting, map tiles).
import { apiPaths, Limits } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from './client.ts';

export type AnalyticsConfig = { scriptUrl: string; domain: string };

export type RuntimeConfig = {
  siteName?: string;
  analytics: AnalyticsConfig | null;
  sentryDsn: string | null;
  tileUrl: string;
  tileAttribution: string;
  streetViewKey: string | null;
  siteEmail: string;
  /** How long an expired ad is kept before removal (the terms and FAQ say it). */
  removalAfterExpiryMonths: number;
};

/** Used until the server answers, or when it cannot: no tracking, no error reporting, OpenStreetMap tiles. */
export const fallbackConfig: RuntimeConfig = {
  analytics: null,
  sentryDsn: null,
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  tileAttribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
  streetViewKey: null,
  siteEmail: 'kontakt@dachowo.pl',
  removalAfterExpiryMonths: Limits.removalAfterExpiryMonths,
};

let loading: Promise<RuntimeConfig> | undefined;

/** Fetched once per page load; a failure falls back to the defaults so that the portal still works. */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  loading ??= apiGet<Partial<RuntimeConfig>>(apiPaths.config)
    .then((config) => ({ ...fallbackConfig, ...config }))
    .catch((error: unknown) => {
      console.warn('GET /api/config failed; using defaults', error);
      return fallbackConfig;
    });
  return loading;
}

/** Pages the server sends carry the config (api/initial-data.ts seeds it): then it is never fetched. */
export const runtimeConfigQuery = queryOptions({
  queryKey: ['runtime-config'],
  queryFn: loadRuntimeConfig,
  staleTime: Number.POSITIVE_INFINITY,
});

/** The runtime config for components; `fallbackConfig` while it loads. */
export function useRuntimeConfig(): RuntimeConfig {
  return useQuery(runtimeConfigQuery).data ?? fallbackConfig;
}
