import { test as base, expect, type Page } from '@playwright/test';
import { checkA11y, settle, settleTransitions } from './a11y.ts';
import { checkFitsWidth, checkStyled } from './styles.ts';

type PortalFixtures = {
  /**
   * Opens a path of the portal, waits for it to settle and checks its accessibility and that every Mantine part on
   * it has its styles and fits the screen's width. Use it for every visit.
   */
  visit: (path: string) => Promise<void>;
  /** Reloads the current page the same way as `visit`. */
  reload: () => Promise<void>;
  /** Checks a page (the test's own by default) as `visit` does, once it has settled, e.g. after a dialog opened. */
  checkA11y: (target?: Page) => Promise<void>;
  /**
   * Fails the test if the page threw an uncaught error, or if the browser could not hydrate the server's HTML of a
   * page: a broken script is a bug even when the page looks fine.
   */
  failOnPageErrors: undefined;
};

async function checkPage(page: Page): Promise<void> {
  await checkA11y(page);
  await checkStyled(page);
  await checkFitsWidth(page);
}

export const test = base.extend<PortalFixtures>({
  checkA11y: async ({ page }, use) => {
    // Settled first: a popup or dialog just opened may still be fading in, which axe would report as low contrast.
    await use(async (target = page) => {
      await settleTransitions(target);
      await checkPage(target);
    });
  },
  visit: async ({ page }, use) => {
    await use(async (path) => {
      const response = await page.goto(path);
      // Unknown paths may answer 404 with the app's error page; a 5xx is a server bug whatever the page shows.
      expect(response?.status(), `status of GET ${path}`).toBeLessThan(500);
      await settle(page);
      await checkPage(page);
    });
  },
  reload: async ({ page }, use) => {
    await use(async () => {
      await page.reload();
      await settle(page);
      await checkPage(page);
    });
  },
  failOnPageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error' && message.text().startsWith('Hydration mismatch'))
          errors.push(message.text());
      });
      await use(undefined);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
