// Reports a page view on every path or query change, only once the visitor has accepted cookies.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useRuntimeConfig } from '../api/runtime-config.ts';
import { injectAnalyticsScript, trackPageView } from './analytics.ts';
import { useCookieConsent } from './cookie-consent.ts';

export function PageViewTracker() {
  const { analytics } = useRuntimeConfig();
  const hasConsent = useCookieConsent();
  const { pathname, search } = useLocation();

  useEffect(() => {
    if (!analytics || !hasConsent) return;
    injectAnalyticsScript(analytics);
    trackPageView(window.location.origin + pathname + search);
  }, [analytics, hasConsent, pathname, search]);

  return null;
}
