// Page views for a Plausible- or Umami-style service (spec §4): one script tag, one call per path or query change.
import type { AnalyticsConfig } from '../api/runtime-config.ts';

type Plausible = (event: 'pageview', options: { u: string }) => void;
type Umami = { track: (payload: (props: Record<string, unknown>) => Record<string, unknown>) => void };

declare global {
  interface Window {
    plausible?: Plausible;
    umami?: Umami;
  }
}

let injected = false;
/** A view reported before the script has loaded; sent once it has. */
let pendingUrl: string | undefined;

function send(url: string): boolean {
  if (window.plausible) {
    window.plausible('pageview', { u: url });
    return true;
  }
  if (window.umami) {
    const { pathname, search } = new URL(url);
    window.umami.track((props) => ({ ...props, url: pathname + search }));
    return true;
  }
  return false;
}

/**
 * Adds the service's script once. The configured script must be its manual variant (Plausible's
 * `script.manual.js`; Umami reads `data-auto-track="false"`): an SPA reports each route change itself.
 */
export function injectAnalyticsScript(config: AnalyticsConfig): void {
  if (injected) return;
  injected = true;
  const script = document.createElement('script');
  script.defer = true;
  script.src = config.scriptUrl;
  script.dataset.domain = config.domain;
  script.dataset.autoTrack = 'false';
  script.addEventListener('load', () => {
    if (pendingUrl && send(pendingUrl)) pendingUrl = undefined;
  });
  document.head.append(script);
}

/** Sends one page view for an absolute URL, or keeps it until the script has loaded. */
export function trackPageView(url: string): void {
  pendingUrl = send(url) ? undefined : url;
}
