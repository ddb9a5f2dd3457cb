// The ALTCHA widget (a web component, too large for every page) is fetched only when a form with a captcha is on
// screen.
let loading: Promise<void> | undefined;

/** Defines <altcha-widget> with its Polish strings; later calls share the first download. */
export function loadAltcha(): Promise<void> {
  loading ??= import('altcha/i18n/pl')
    .then(() => import('altcha'))
    .then(() => undefined)
    .catch((error: unknown) => {
      // A failed download (offline for a moment) may be retried by the next form that needs it.
      loading = undefined;
      throw error;
    });
  return loading;
}
