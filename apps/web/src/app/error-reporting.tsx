// Error reporting (spec §4): Sentry only when the deployment configures a DSN, loaded lazily so that visitors of
// a portal without it never download it. Network failures are the visitor's connection, not our bugs.
import { useEffect } from 'react';
import { ApiError } from '../api/client.ts';
import { useRuntimeConfig } from '../api/runtime-config.ts';
import { useProfile } from '../api/session.ts';

type Sentry = typeof import('@sentry/react');

let loading: Promise<Sentry> | undefined;

export function isNetworkError(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 0;
  return error instanceof TypeError && /Failed to fetch|NetworkError|Load failed/i.test(error.message);
}

function startErrorReporting(dsn: string): Promise<Sentry> {
  loading ??= import('@sentry/react').then((sentry) => {
    sentry.init({
      dsn,
      beforeSend: (event, hint) => (isNetworkError(hint.originalException) ? null : event),
    });
    return sentry;
  });
  return loading;
}

/** Starts reporting once the config names a DSN and keeps the logged-in user's id on every report. */
export function ErrorReporting() {
  const { sentryDsn } = useRuntimeConfig();
  const userId = useProfile()?.userId;

  useEffect(() => {
    if (!sentryDsn) return;
    void startErrorReporting(sentryDsn).then((sentry) => {
      sentry.setUser(userId === undefined ? null : { id: String(userId) });
      sentry.setTag('userId', userId === undefined ? undefined : String(userId));
    });
  }, [sentryDsn, userId]);

  return null;
}
