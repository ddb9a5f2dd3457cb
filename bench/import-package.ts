// The CRM package the import benchmarks deliver: a full IMO (Oferty.net) export of N offers with `photosPerOffer`
// distinct JPEGs each, built by the server tests' own package builders (the benches send what the tests send).
import { writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { buildZip } from '../apps/server/test/fixtures/crm/build-zip.ts';
import { ofertyNetXml, type TestOffer } from '../apps/server/test/fixtures/crm/packages.ts';

/**
 * A picture of its own for each `seed` and `n`: blocks of colour on a gradient, each photo's drawn afresh. Different
 * agencies' photographs of different flats share nothing, so the photo hashes and the property matcher must see
 * unrelated offers; a common picture behind the blocks gave each offer about 20 candidates, and the same photo under
 * 6,000 names made every offer a copy of every other.
 */
async function distinctPhoto(seed: number, n: number): Promise<Buffer> {
  let state = (seed * 1_000_003 + n * 7_919 + 1) >>> 0;
  const next = (limit: number) => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state % limit;
  };
  const colour = () => `rgb(${next(256)},${next(256)},${next(256)})`;
  const blocks = Array.from(
    { length: 12 },
    () =>
      `<rect x="${next(1400)}" y="${next(1000)}" width="${100 + next(500)}" height="${100 + next(400)}" ` +
      `fill="${colour()}"/>`,
  ).join('');
  const gradient = `<linearGradient id="g" x1="0" y1="0" x2="${next(2)}" y2="1"><stop offset="0" stop-color="${colour()}"/><stop offset="1" stop-color="${colour()}"/></linearGradient>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200"><defs>${gradient}</defs><rect width="1600" height="1200" fill="url(#g)"/>${blocks}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

export function benchOffers(count: number, photosPerOffer: number): TestOffer[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `BENCH-${i + 1}`,
    // About Kraków's price per m² for the fixtures' 54.5 m²: ordinary offers, not ones far below the market.
    price: 750_000 + i * 100,
    photos: Array.from({ length: photosPerOffer }, (_, p) => `o${i + 1}-p${p + 1}.jpg`),
  }));
}

// The photos made so far: a new export of the same offers carries the same photos, made once.
const made = new Map<string, Buffer>();

/**
 * Writes the package to `path`; `comment` makes a new export of the same offers a different file, with the same
 * photos for the same `seed`.
 */
export async function writeBenchPackage(
  path: string,
  offers: TestOffer[],
  comment: string,
  seed = 0,
): Promise<void> {
  const xml = `${ofertyNetXml({ full: true, offers })}<!-- ${comment} -->`;
  const names = offers.flatMap((offer) => offer.photos ?? []);
  const photoFiles = [];
  for (const [n, name] of names.entries()) {
    const key = `${seed}:${n}`;
    const content = made.get(key) ?? (await distinctPhoto(seed, n));
    made.set(key, content);
    photoFiles.push({ name, content });
  }
  writeFileSync(path, buildZip([{ name: 'oferty.xml', content: xml }, ...photoFiles]));
}
