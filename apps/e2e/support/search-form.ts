import type { Page } from '@playwright/test';

/**
 * The search form as a person reaches it: on a phone it waits behind 'Filtry' (issue 22), on a desktop it is open.
 * `isMobile` is the test's own fixture, so that the branch is chosen by the project, not by what the page shows.
 */
export async function searchForm(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByRole('button', { name: 'Filtry' }).click();
  return page.getByRole('form', { name: 'Kryteria wyszukiwania' });
}
