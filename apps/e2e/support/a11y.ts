import { expect, type Frame, type Page } from '@playwright/test';
import axe from 'axe-core';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const blockingImpacts = new Set(['serious', 'critical']);
const runOptions: axe.RunOptions = { runOnly: { type: 'tag', values: wcagTags } };

type AxeWindow = { axe: typeof axe };

/** Runs axe on the page as it is now and fails listing every serious or critical WCAG 2 A/AA violation. */
export async function checkA11y(page: Page): Promise<void> {
  // The checks of @axe-core/playwright's AxeBuilder without its cost: it compiled axe's half-megabyte source into
  // the page again for every check and opened a blank tab to merge the frames' results in. Here axe stays in each
  // document once put there, and merges in the page itself: the portal's scripts do not touch what axe relies on.
  const partials = await partialResults(page.mainFrame(), { include: [], exclude: [] });
  const { violations } = await page.evaluate(
    ([results, options]) => (window as unknown as AxeWindow).axe.finishRun(results, options),
    [partials, runOptions] as const,
  );
  const blocking = violations
    .filter((violation) => blockingImpacts.has(violation.impact ?? ''))
    .map((violation) => {
      const targets = violation.nodes.slice(0, 5).map((node) => node.target.join(' '));
      return `${violation.impact} ${violation.id}: ${violation.help} [${targets.join(' | ')}]`;
    });
  expect(blocking, `accessibility violations on ${page.url()}`).toEqual([]);
}

/** Axe's results of the frame and then of each frame inside it, in the order `axe.finishRun` expects them. */
async function partialResults(frame: Frame, context: axe.FrameContextObject): Promise<axe.PartialResults> {
  await injectAxe(frame);
  const children = await frame.evaluate(
    (frameContext) => (window as unknown as AxeWindow).axe.utils.getFrameContexts(frameContext),
    context,
  );
  const own = await frame.evaluate(
    ([frameContext, options]) => (window as unknown as AxeWindow).axe.runPartial(frameContext, options),
    [context, runOptions] as const,
  );
  const results: axe.PartialResults = [own];
  for (const { frameSelector, frameContext } of children) {
    const element = await frame.evaluateHandle(
      (selector) => (window as unknown as AxeWindow).axe.utils.shadowSelect(selector),
      frameSelector,
    );
    const child = await element.asElement()?.contentFrame();
    results.push(...(child ? await partialResults(child, frameContext) : [null]));
  }
  return results;
}

/** Puts axe into the frame's document unless it is there from an earlier check. */
async function injectAxe(frame: Frame): Promise<void> {
  const present = await frame.evaluate(
    () => typeof (window as Partial<AxeWindow>).axe?.runPartial === 'function',
  );
  if (!present) await frame.evaluate(axe.source);
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
