// The labelled corpus of the property matcher, made from the demo generator: properties with photos of their own
// (tiles of real photographs), other agencies' duplicates made the way agencies make them, relists by other accounts, and
// the hard negatives (other flats of one building, a developer's units with one set of renders, the same street and
// area). Each offer carries its facts, its photos' perceptual hashes and the property it truly shows.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { DemoPlaces } from '../apps/server/src/db/demo/demo-places.ts';
import { generateEstate } from '../apps/server/src/db/demo/generate-estate.ts';
import { photoPool } from '../apps/server/src/db/demo/photo-pool.ts';
import { createRandom, type Random } from '../apps/server/src/db/demo/random.ts';
import { perceptualHash } from '../apps/server/src/features/properties/index.ts';
import { agencyCopy, randomSpec } from './photo-variants.ts';

export type CorpusKind =
  | 'original'
  | 'agencyCopy'
  | 'relist'
  | 'sameBuilding'
  | 'developerUnit'
  | 'sameStreetArea';

export type CorpusOffer = {
  key: string;
  /** The property it truly shows. */
  property: string;
  kind: CorpusKind;
  /** 'agency-3', 'developer-1', 'private-12': one account each. */
  advertiser: string;
  /** The offer its advertiser deleted before this one was posted (a relist). */
  replaces: string | null;
  estate: {
    type: 'apartment' | 'house';
    rent: 0 | 1;
    cityId: number;
    provinceId: number;
    address: string;
    district: string | null;
    area: number;
    rooms: number | null;
    floor: number | null;
    price: number;
    title: string;
    description: string;
    latitude: number | null;
    longitude: number | null;
  };
  /** Perceptual hashes, as decimal strings. */
  photos: string[];
};

type Photo = { image: Buffer; hash: string };
type Tile = { file: string; column: number; row: number; mirrored: boolean };

// Distinct photos for each property, cut from the real photographs of bench/photo-corpus.sh: each a tile of a 4x4
// grid over one photograph, or its mirror image. Drawn demo scenes are too alike for a perceptual hash (a sky, a
// wall, a floor): one in seven pairs of different scenes came within the same-image distance.
const sourceFolder = join(import.meta.dirname, '.data', 'photo-corpus');
const grid = 4;
let tiles: Tile[] = [];

function nextTile(random: Random): Tile {
  if (!tiles.length) {
    const files = readdirSync(sourceFolder).sort();
    const all = files.flatMap((file) =>
      Array.from({ length: grid * grid * 2 }, (_, n) => ({
        file,
        column: n % grid,
        row: Math.floor(n / grid) % grid,
        mirrored: n >= grid * grid,
      })),
    );
    tiles = random.sample(all, all.length);
  }
  const tile = tiles.pop();
  if (!tile) throw new Error('The photographs of bench/photo-corpus.sh are used up: make a smaller corpus');
  return tile;
}

async function distinctPhoto(random: Random): Promise<Photo> {
  const { file, column, row, mirrored } = nextTile(random);
  const source = sharp(join(sourceFolder, file)).rotate();
  const { width, height } = await source.metadata();
  const w = Math.floor(width / grid);
  const h = Math.floor(height / grid);
  let image = sharp(await source.extract({ left: column * w, top: row * h, width: w, height: h }).toBuffer());
  if (mirrored) image = image.flop();
  const jpeg = await image.resize(800, 600, { fit: 'cover' }).jpeg({ quality: 90 }).toBuffer();
  return { image: jpeg, hash: (await perceptualHash(jpeg)).toString() };
}

async function copied(random: Random, photo: Photo, agency: string): Promise<Photo> {
  const image = await agencyCopy(photo.image, randomSpec(random.next), agency);
  return { image, hash: (await perceptualHash(image)).toString() };
}

/** The photos of one flat: its building outside, then its rooms. */
async function flatPhotos(random: Random, building: Photo | null): Promise<Photo[]> {
  const rooms = await Promise.all(Array.from({ length: random.int(3, 6) }, () => distinctPhoto(random)));
  return [building ?? (await distinctPhoto(random)), ...rooms];
}

/** Another agency's copy: each photo resized, recompressed, cropped or watermarked, reordered, one left out or added. */
async function agencyPhotos(random: Random, photos: Photo[], agency: string): Promise<Photo[]> {
  let copies = await Promise.all(photos.map((photo) => copied(random, photo, agency)));
  copies = random.sample(copies, copies.length);
  if (copies.length > 3 && random.chance(0.3)) copies.pop();
  if (random.chance(0.3)) copies.push(await distinctPhoto(random));
  return copies;
}

const otherText = (random: Random, places: DemoPlaces) => {
  const ad = generateEstate(random, {
    place: random.weighted(places.big),
    createdAt: new Date(),
    now: new Date(),
    pool: photoPool(1),
  });
  return { title: ad.title, description: ad.description };
};

export async function makeCorpus(places: DemoPlaces, propertyCount: number): Promise<CorpusOffer[]> {
  const random = createRandom(2026_11_28);
  const offers: CorpusOffer[] = [];
  let accounts = 0;
  const account = (kind: 'agency' | 'developer' | 'private') => `${kind}-${++accounts}`;
  const add = (offer: Omit<CorpusOffer, 'key' | 'photos'>, photos: Photo[]) => {
    const key = `o${offers.length + 1}`;
    offers.push({ ...offer, key, photos: photos.map((photo) => photo.hash) });
    return key;
  };

  for (let n = 1; n <= propertyCount; n++) {
    const place = random.weighted(places.big);
    let ad = generateEstate(random, { place, createdAt: new Date(), now: new Date(), pool: photoPool(1) });
    while (ad.type !== 'apartment')
      ad = generateEstate(random, { place, createdAt: new Date(), now: new Date(), pool: photoPool(1) });
    const property = `p${n}`;
    const street = `ul. ${random.pick(['Lipowa', 'Długa', 'Polna', 'Ogrodowa', 'Słoneczna', 'Krótka', 'Leśna', 'Kwiatowa'])}`;
    const address = `${street} ${random.int(1, 60)}`;
    const estate: CorpusOffer['estate'] = {
      type: 'apartment',
      rent: ad.rent === 1 ? 1 : 0,
      cityId: ad.cityId,
      provinceId: ad.provinceId,
      address,
      district: place.districts.length ? random.pick(place.districts) : null,
      area: Math.round(random.float(25, 110)),
      rooms: random.int(1, 5),
      floor: random.chance(0.85) ? random.int(0, 10) : null,
      price: ad.price,
      title: ad.title,
      description: ad.description,
      latitude: random.chance(0.3) ? ad.latitude : null,
      longitude: null,
    };
    estate.longitude = estate.latitude === null ? null : ad.longitude;
    const building = await distinctPhoto(random);
    const photos = await flatPhotos(random, building);
    const original = add(
      { property, kind: 'original', advertiser: account('agency'), replaces: null, estate },
      photos,
    );

    // Other agencies' offers of the flat: most flats have one or two.
    const duplicates = random.weighted([
      [0, 0.35],
      [1, 0.4],
      [2, 0.2],
      [3, 0.05],
    ] as const);
    for (let d = 0; d < duplicates; d++) {
      const agency = account('agency');
      const wording = random.weighted([
        ['same', 0.5],
        ['street', 0.3],
        ['district', 0.2],
      ] as const);
      add(
        {
          property,
          kind: 'agencyCopy',
          advertiser: agency,
          replaces: null,
          estate: {
            ...estate,
            ...otherText(random, places),
            address:
              wording === 'same' ? address : wording === 'street' ? street : (estate.district ?? street),
            area: Math.round((estate.area + random.float(-1, 1)) * 10) / 10,
            rooms: random.chance(0.9) ? estate.rooms : null,
            floor: random.chance(0.8) ? estate.floor : null,
            district: random.chance(0.8) ? estate.district : null,
            price: Math.round(estate.price * random.float(0.95, 1.06)),
          },
        },
        await agencyPhotos(random, photos, `Biuro ${agency}`),
      );
    }
    // A relist by another account after the first offer is gone.
    if (random.chance(0.15))
      add(
        {
          property,
          kind: 'relist',
          advertiser: account('private'),
          replaces: original,
          estate: { ...estate, ...otherText(random, places) },
        },
        random.chance(0.5) ? photos : await agencyPhotos(random, photos, 'Właściciel'),
      );

    // Another flat of the building: its outside photo is the same, its rooms are not.
    if (random.chance(0.3)) {
      const sameFacts = random.chance(0.5);
      add(
        {
          property: `${property}-neighbour`,
          kind: 'sameBuilding',
          advertiser: random.chance(0.5)
            ? account('agency')
            : offers.find((o) => o.key === original)!.advertiser,
          replaces: null,
          estate: {
            ...estate,
            ...otherText(random, places),
            area: sameFacts ? estate.area : Math.round(random.float(25, 110)),
            floor: random.chance(0.3) ? null : (estate.floor ?? 0) + random.int(1, 4),
          },
        },
        await flatPhotos(random, building),
      );
    }
    // The same street and about the same area, another building and flat.
    if (random.chance(0.2))
      add(
        {
          property: `${property}-street`,
          kind: 'sameStreetArea',
          advertiser: account('agency'),
          replaces: null,
          estate: {
            ...estate,
            ...otherText(random, places),
            address: `${street} ${random.int(61, 120)}`,
            area: Math.round((estate.area + random.float(-0.5, 0.5)) * 10) / 10,
          },
        },
        await flatPhotos(random, null),
      );
  }

  // Developers' units: one set of renders for every unit of a development, each unit its own floor.
  for (let d = 1; d <= Math.ceil(propertyCount / 15); d++) {
    const developer = account('developer');
    const place = random.weighted(places.big);
    const renders = await Promise.all([1, 2, 3, 4].map(() => distinctPhoto(random)));
    const area = Math.round(random.float(35, 80));
    const address = `ul. Nowa ${random.int(1, 30)}`;
    for (let unit = 1; unit <= random.int(2, 4); unit++) {
      const text = otherText(random, places);
      add(
        {
          property: `d${d}-unit${unit}`,
          kind: 'developerUnit',
          advertiser: developer,
          replaces: null,
          estate: {
            type: 'apartment',
            rent: 0,
            cityId: place.cityId,
            provinceId: place.provinceId,
            address,
            district: null,
            area: random.chance(0.5) ? area : area + unit * 2,
            rooms: 2,
            floor: random.chance(0.7) ? unit : null,
            price: 9000 * area,
            ...text,
            latitude: null,
            longitude: null,
          },
        },
        renders,
      );
    }
  }
  // Posted in a mixed order, a relist after the offer it replaces.
  const order = random.sample(
    offers.filter((offer) => !offer.replaces),
    offers.filter((offer) => !offer.replaces).length,
  );
  for (const relist of offers.filter((offer) => offer.replaces)) {
    const after = order.findIndex((offer) => offer.key === relist.replaces);
    order.splice(random.int(after + 1, order.length), 0, relist);
  }
  return order;
}
