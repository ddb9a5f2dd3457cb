import { drawPolygon } from '../support/area-map.ts';
import { searchForm } from '../support/search-form.ts';
import { expect, test } from '../support/test.ts';

test('a visitor opens the map of a list, zooms into a cluster, opens an ad’s popup and follows it', async ({
  page,
  visit,
  checkA11y,
}) => {
  // A map, its markers and an ad page, each checked by axe, on a slow machine.
  test.slow();
  await visit('/mieszkania/sprzedaz/');
  const map = page.getByRole('region', { name: 'Mapa wyników' });
  // On a phone the list comes first and the switch shows the map instead; a desktop has both side by side.
  const view = page.getByLabel('Widok wyników');
  const switchToMap = view.getByText('Mapa', { exact: true });
  if (await switchToMap.isVisible()) {
    await switchToMap.click();
    await expect(view.getByRole('radio', { name: 'Mapa' })).toBeChecked();
    await expect(page.getByRole('article').first()).toBeHidden();
  } else {
    await expect(page.getByRole('article').first()).toBeVisible();
  }
  await expect(map).toHaveClass(/leaflet-container/);
  await expect(map.getByRole('button', { name: 'Przybliż', exact: true })).toBeVisible();

  const clusters = map.getByRole('button', { name: /ogłosze.*, przybliż$/ });
  const ads = map.locator('.leaflet-marker-icon[aria-label]:not([aria-label$="przybliż"])');
  await expect(clusters.or(ads).first()).toBeVisible();
  await checkA11y();

  // Into the first cluster until single ads show (each click zooms in by two levels).
  for (let zoomIns = 0; (await ads.count()) === 0; zoomIns++) {
    expect(zoomIns, 'clusters split into single ads when zoomed in').toBeLessThan(8);
    const count = await clusters.count();
    await clusters.first().click();
    await expect(async () => {
      expect((await clusters.count()) + (await ads.count())).not.toBe(count);
    }).toPass();
  }

  const ad = ads.first();
  const title = (await ad.getAttribute('aria-label')) ?? '';
  await ad.click();
  const popup = map.locator('.leaflet-popup');
  await expect(popup).toContainText('zł');
  await expect(popup).toContainText('m²');
  // Leaflet fades it in from a transparent start.
  await expect(popup).toHaveCSS('opacity', '1');
  await checkA11y();
  await popup.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('a visitor draws a polygon as the search area, in Polish, and searches within it', async ({
  page,
  visit,
  checkA11y,
  isMobile,
}) => {
  test.slow();
  await visit('/wyszukaj-ogloszenia?type=apartment&rent=0&page=1');
  await (await searchForm(page, isMobile)).getByRole('button', { name: 'Zaznacz na mapie' }).click();
  const dialog = page.getByRole('dialog', { name: 'Zaznacz obszar wyszukiwania' });
  const map = dialog.getByRole('application', { name: 'Mapa obszaru wyszukiwania' });
  await expect(map).toHaveClass(/leaflet-container/);
  const save = dialog.getByRole('button', { name: 'Zapisz obszar wyszukiwania' });
  await expect(save).toBeDisabled();

  await dialog.getByText('Wielokąt', { exact: true }).click();
  await expect(map.getByRole('button', { name: 'Przybliż', exact: true })).toBeVisible();
  await expect(map.getByRole('button', { name: 'Oddal', exact: true })).toBeVisible();
  // Geoman's tooltip follows the pointer over the map.
  const box = await map.boundingBox();
  await page.mouse.move((box?.x ?? 0) + 40, (box?.y ?? 0) + 80, { steps: 4 });
  // On a phone geoman has once left the previous tool's hint of the same words beneath the new one: one of them is
  // seen, in Polish.
  await expect(map.getByText('Kliknij, aby umieścić pierwszy wierzchołek').first()).toBeVisible();
  await expect(save).toBeDisabled();

  // Around Łódź, near the map's centre so that a phone's map holds it too.
  await drawPolygon(page, map, [
    [52.5, 19.0],
    [52.6, 20.2],
    [51.8, 20.3],
    [51.7, 19.2],
  ]);
  await expect(map.locator('path.leaflet-interactive')).toHaveCount(1);
  await expect(save).toBeEnabled();
  await checkA11y();
  await save.click();

  await expect(page).toHaveURL(/polygon=/);
  const vertices = (new URL(page.url()).searchParams.get('polygon') ?? '').split(';');
  expect(vertices).toHaveLength(4);
  const [lat, lng] = (vertices[0] ?? '').split(',').map(Number);
  expect(lat).toBeCloseTo(52.5, 1);
  expect(lng).toBeCloseTo(19.0, 1);
  await expect(page.getByRole('link', { name: 'Usuń kryterium: Obszar na mapie' })).toBeVisible();
});

/** How many ads the map shows: each cluster's count and each single ad. */
async function adsOnMap(map: import('@playwright/test').Locator): Promise<number> {
  const labels = await map
    .locator('.leaflet-marker-icon[aria-label]')
    .evaluateAll((icons) => icons.map((icon) => icon.getAttribute('aria-label') ?? ''));
  return labels.reduce((sum, label) => {
    const cluster = /^(\d[\d\s]*) ogłosze.*, przybliż$/.exec(label);
    return sum + (cluster ? Number(cluster[1]?.replace(/\s/g, '')) : 1);
  }, 0);
}

test('the map of a search shows every ad the search finds, following its criteria', async ({
  page,
  request,
  visit,
  checkA11y,
}) => {
  test.slow();
  const [city] = await (await request.get('/api/cities?query=Kraków')).json();
  await visit(`/wyszukaj-ogloszenia?type=apartment&rent=0&city=${city.cityId}&priceTo=900000`);
  const count = Number(
    ((await page.getByText(/^\d[\d\s]*\sogłosze(nie|nia|ń)$/).textContent()) ?? '').replace(/\D/g, ''),
  );
  expect(count).toBeGreaterThan(1);

  const view = page.getByLabel('Widok wyników');
  const switchToMap = view.getByText('Mapa', { exact: true });
  if (await switchToMap.isVisible()) await switchToMap.click();
  const map = page.getByRole('region', { name: 'Mapa wyników' });
  // The map zooms onto the city's ads; every one of them is in a cluster or shown alone.
  await expect.poll(() => adsOnMap(map)).toBe(count);
  await checkA11y();
});
