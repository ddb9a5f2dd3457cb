import { afterEach, describe, expect, it, vi } from 'vitest';
import { injectAnalyticsScript, trackPageView } from './analytics.ts';

let injectedScript: HTMLScriptElement | undefined;

afterEach(() => {
  delete window.plausible;
});

describe('analytics adapter', () => {
  it('adds the configured script once, with its domain', () => {
    // Captured rather than inserted: the test DOM does not load scripts from the network.
    const append = vi.spyOn(document.head, 'append').mockImplementation(() => {});
    const config = { scriptUrl: 'https://stats.example/js/script.manual.js', domain: 'dachowo.pl' };
    injectAnalyticsScript(config);
    injectAnalyticsScript(config);
    expect(append).toHaveBeenCalledOnce();
    const script = append.mock.calls[0]?.[0];
    append.mockRestore();
    if (!(script instanceof HTMLScriptElement)) throw new Error('no script added');
    expect(script.src).toBe(config.scriptUrl);
    expect(script.dataset.domain).toBe('dachowo.pl');
    injectedScript = script;
  });

  it('sends a Plausible page view with the full URL', () => {
    const plausible = vi.fn();
    window.plausible = plausible;
    trackPageView('https://dachowo.pl/domy/sprzedaz/?sortBy=price');
    expect(plausible).toHaveBeenCalledWith('pageview', {
      u: 'https://dachowo.pl/domy/sprzedaz/?sortBy=price',
    });
  });

  it('keeps a view reported before the script has loaded and sends it once it has', () => {
    trackPageView('https://dachowo.pl/schowek');
    const plausible = vi.fn();
    window.plausible = plausible;
    injectedScript?.dispatchEvent(new Event('load'));
    expect(plausible).toHaveBeenCalledWith('pageview', { u: 'https://dachowo.pl/schowek' });
  });
});
