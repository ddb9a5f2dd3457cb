import { submitLogin } from '../support/accounts.ts';
import { privateAdvertiser } from '../support/advertiser.ts';
import { expect, test } from '../support/test.ts';

test('a visitor stars two ads, logs in and keeps them on the account, hides an ad and an advertiser, undoes one', async ({
  page,
  request,
  visit,
  checkA11y,
}, testInfo) => {
  // Seven visits, each waiting for the network to idle and running axe.
  test.setTimeout(150_000);
  // Its own demo advertiser per project, apart from the other specs' (0 and 1).
  const email = await privateAdvertiser(request, testInfo.project.name === 'phone' ? 3 : 2);
  const list = '/domy/sprzedaz/';
  await visit(list);
  await page.getByRole('button', { name: 'Rozumiem, zamknij' }).click();
  const cards = page.getByRole('main').getByRole('article');
  const titleOf = async (index: number) =>
    ((await cards.nth(index).getByRole('heading').textContent()) ?? '').trim();
  const starred = [await titleOf(0), await titleOf(1)];
  for (const index of [0, 1])
    await cards.nth(index).getByRole('button', { name: 'Dodaj do schowka' }).click();
  const counter = page.getByRole('banner').getByRole('link', { name: /Schowek/ });
  await expect(counter).toHaveText(/Schowek \(2\)/);

  await visit('/logowanie');
  await submitLogin(page, email, 'demo1234');
  await expect(page).toHaveURL(/\/zarzadzaj-ogloszeniami$/);
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'safe')).toBeUndefined();
  await visit('/schowek');
  for (const title of starred)
    await expect(
      page.getByRole('article').filter({ has: page.getByRole('link', { name: title }) }),
    ).toBeVisible();
  await expect(counter).toHaveText(/Schowek \(2\)/);
  await expect(page.getByRole('switch', { name: /Powiadamiaj mnie e-mailem/ })).not.toBeChecked();

  // Hide an ad from the list, take it back with 'Cofnij', hide it again.
  await visit(list);
  const hiddenTitle = await titleOf(2);
  const hiddenCard = cards.filter({ has: page.getByRole('link', { name: hiddenTitle }) });
  await hiddenCard.getByRole('button', { name: 'Ukryj to ogłoszenie' }).click();
  await expect(hiddenCard).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Ukryto to ogłoszenie.' })).toBeVisible();
  await checkA11y();
  await page.getByRole('button', { name: 'Cofnij' }).click();
  await expect(hiddenCard).toBeVisible();
  await hiddenCard.getByRole('button', { name: 'Ukryj to ogłoszenie' }).click();
  await expect(hiddenCard).toBeHidden();

  // Hide the advertiser of another ad from its page.
  const shunnedTitle = await titleOf(3);
  await cards.nth(3).getByRole('heading').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: shunnedTitle })).toBeVisible();
  await page.getByRole('button', { name: 'Ukryj ogłoszenia tego ogłoszeniodawcy' }).click();
  await expect(page.getByText('Ukryto ogłoszenia tego ogłoszeniodawcy.')).toBeVisible();
  await checkA11y();

  // The server renders the list without either: nothing hidden shows before the scripts run.
  const html = await (await page.request.get(list)).text();
  expect(html).not.toContain(hiddenTitle);
  expect(html).not.toContain(shunnedTitle);
  await visit(list);
  await expect(cards.filter({ has: page.getByRole('link', { name: hiddenTitle }) })).toHaveCount(0);

  await visit('/ukryte');
  await expect(page.getByRole('link', { name: hiddenTitle })).toBeVisible();
  const advertisers = page.getByRole('region', { name: 'Ogłoszeniodawcy' });
  await expect(advertisers.getByRole('button', { name: 'Pokaż' })).toHaveCount(1);
  await advertisers.getByRole('button', { name: 'Pokaż' }).click();
  await expect(advertisers).toBeHidden();
});
