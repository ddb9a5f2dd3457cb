// Drawing on the search overlay's map (Leaflet with geoman) by pointer, at the places given.
import type { Locator, Page } from '@playwright/test';

// The search map opens centred here at zoom 7 (spec §9); the test converts places to pixels the way Leaflet does.
const start = { lat: 52.069, lng: 19.48, zoom: 7 };

function worldPixel(lat: number, lng: number): { x: number; y: number } {
  const scale = 256 * 2 ** start.zoom;
  const sin = Math.sin((lat * Math.PI) / 180);
  return {
    x: ((lng + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
}

export async function pointOnMap(map: Locator, lat: number, lng: number): Promise<{ x: number; y: number }> {
  const box = await map.boundingBox();
  if (!box) throw new Error('the map is not visible');
  const centre = worldPixel(start.lat, start.lng);
  const point = worldPixel(lat, lng);
  return { x: box.x + box.width / 2 + point.x - centre.x, y: box.y + box.height / 2 + point.y - centre.y };
}

/** Geoman's rectangle tool: a click on one corner, a move, a click on the opposite corner. */
export async function drawRectangle(
  page: Page,
  map: Locator,
  north: number,
  west: number,
  south: number,
  east: number,
) {
  const from = await pointOnMap(map, north, west);
  const to = await pointOnMap(map, south, east);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.up();
  await page.mouse.move(to.x, to.y, { steps: 10 });
  await page.mouse.down();
  await page.mouse.up();
}

/** Geoman's polygon tool: a click on each vertex, then on the first one again to close it. */
export async function drawPolygon(page: Page, map: Locator, vertices: [number, number][]) {
  for (const [lat, lng] of [...vertices, vertices[0]!]) {
    const point = await pointOnMap(map, lat, lng);
    await page.mouse.move(point.x, point.y, { steps: 5 });
    await page.mouse.down();
    await page.mouse.up();
  }
}
