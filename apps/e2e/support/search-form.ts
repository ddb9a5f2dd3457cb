import type { Page } from '@playwright/test';

/**
 * The search form as a person reaches it: on a phone it waits behind 'Filtry', on a desktop it is open.
 * `isMobile` is the test's own fixture, so that the branch is chosen by the project, not by what the page shows.
 * The button is tapped once it shows the form closed: right after a search, the address is already the results'
 * while the previous page, its form open, may still be on screen for a moment, and a tap there would close it.
 */
export async function searchForm(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByRole('button', { name: 'Filtry', expanded: false }).click();
  return page.getByRole('form', { name: 'Kryteria wyszukiwania' });
}
