import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const blockingImpacts = new Set(['serious', 'critical']);
// Axe details only the violations; for passes it keeps one node instead of working out every node's selector.
const runOptions: axe.RunOptions = {
  runOnly: { type: 'tag', values: wcagTags },
  resultTypes: ['violations'],
};

type AxeWindow = { axe: typeof axe };

/** Runs axe on the page as it is now and fails listing every serious or critical WCAG 2 A/AA violation. */
export async function checkA11y(page: Page): Promise<void> {
  // The checks of @axe-core/playwright's AxeBuilder without its cost: it compiled axe's half-megabyte source into
  // the page again for every check, described every node that passed, and opened a blank tab to merge the frames'
  // results in. Here axe stays in each document once put there and runs in it as one piece, which sees no frames.
  expect(
    page.frames().map((frame) => frame.url()),
    `checkA11y does not look into frames, and ${page.url()} has some`,
  ).toHaveLength(1);
  await injectAxe(page);
  const { violations } = await page.evaluate(
    (options) => (window as unknown as AxeWindow).axe.run(document, options),
    runOptions,
  );
  const blocking = violations
    .filter((violation) => blockingImpacts.has(violation.impact ?? ''))
    .map((violation) => {
      const targets = violation.nodes.slice(0, 5).map((node) => node.target.join(' '));
      return `${violation.impact} ${violation.id}: ${violation.help} [${targets.join(' | ')}]`;
    });
  expect(blocking, `accessibility violations on ${page.url()}`).toEqual([]);
}

/** Puts axe into the page's document unless it is there from an earlier check. */
async function injectAxe(page: Page): Promise<void> {
  const present = await page.evaluate(() => typeof (window as Partial<AxeWindow>).axe?.run === 'function');
  if (!present) await page.evaluate(axe.source);
}

/**
 * Waits until the page has loaded its data and finished its entrance transitions, so that axe sees what a
 * person sees (a half-faded bar would be reported as low contrast). Endless animations such as loading
 * skeletons or a rotating banner are not waited for.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  // Public pages arrive rendered by the server: a click before React has hydrated them would do nothing.
  await page.waitForSelector('html[data-ready]', { state: 'attached' });
  await settleTransitions(page);
}

/**
 * Waits until the page's fonts have loaded and its entrance transitions have ended, e.g. a popup's or a dialog's
 * fade-in. The page may be one without the app (its scripts blocked).
 */
export async function settleTransitions(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}
