// The CRM package the import benchmarks deliver: a full IMO (Oferty.net) export of N offers with `photosPerOffer`
// distinct JPEGs each, built by the server tests' own package builders (the benches send what the tests send).
import { readFileSync, writeFileSync } from 'node:fs';
import { buildZip } from '../apps/server/test/fixtures/crm/build-zip.ts';
import { ofertyNetXml, type TestOffer } from '../apps/server/test/fixtures/crm/packages.ts';

const jpeg = readFileSync(new URL('../apps/server/test/fixtures/photos/house.jpg', import.meta.url));
// Bytes after a JPEG's end marker are ignored by decoders: each photo is a different file at the cost of none.
const distinctPhoto = (n: number) => Buffer.concat([jpeg, Buffer.from(`bench-photo-${n}`)]);

export function benchOffers(count: number, photosPerOffer: number): TestOffer[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `BENCH-${i + 1}`,
    price: 300_000 + i * 100,
    photos: Array.from({ length: photosPerOffer }, (_, p) => `o${i + 1}-p${p + 1}.jpg`),
  }));
}

/** Writes the package to `path`; `comment` makes a new export of the same offers a different file. */
export function writeBenchPackage(path: string, offers: TestOffer[], comment: string): void {
  const xml = `${ofertyNetXml({ full: true, offers })}<!-- ${comment} -->`;
  let photo = 0;
  const photoFiles = offers.flatMap((offer) =>
    (offer.photos ?? []).map((name) => ({ name, content: distinctPhoto(photo++) })),
  );
  writeFileSync(path, buildZip([{ name: 'oferty.xml', content: xml }, ...photoFiles]));
}
