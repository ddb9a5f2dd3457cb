// The accounts, ads and links the fuzzed requests aim at, so that protected routes get past the 401 and ids reach
// real rows. Requests refer to them by name (Known) and get the current ones when they are sent: an accepted request
// may delete an ad or end a session, after which the world is built anew.
import { randomUUID } from 'node:crypto';
import {
  estateTypeInfo,
  estateTypes,
  markets,
  materials,
  rentInfo,
  rents,
  roadTypes,
  serializeCoordinates,
} from '@portal/domain';
import fc from 'fast-check';
import type { Context } from '../../src/context.ts';
import { photoUploads } from '../../src/db/schema.ts';
import { addIntegration } from '../../src/features/admin/add-integration.ts';
import { issueLink } from '../../src/features/users/one-time-links.ts';
import { krakow, makeEstate, makePhoto, makeUser, testPassword, warszawa } from '../factories.ts';
import { authHeader } from '../users.ts';
import { edgeNumber, numberSpelling } from './hostile-values.ts';
import type { KnownValues } from './schema-values.ts';

/** Who sends a request: nobody, one of three accounts, or a token the server never issued. */
export type Actor = 'visitor' | 'user' | 'company' | 'admin' | 'forged';

/** A value the world fills in when the request is sent: the pick-th id, hash or e-mail of that name. */
export class Known {
  readonly name: string;
  readonly pick: number;
  constructor(name: string, pick: number) {
    this.name = name;
    this.pick = pick;
  }
  [fc.toStringMethod]() {
    return `known(${this.name}#${this.pick})`;
  }
}

/** A page address of the web app (the `/{*}` route) with a number in it, which may be a Known id. */
export class PagePath {
  readonly template: string;
  readonly number: unknown;
  constructor(template: string, number: unknown) {
    this.template = template;
    this.number = number;
  }
  [fc.toStringMethod]() {
    return `page(${this.template}, ${fc.stringify(this.number)})`;
  }
}

type Seeded = Awaited<ReturnType<typeof seed>>;

const optionValues = (options: readonly { value: number }[]) => options.map((option) => option.value);

// Values the schemas cannot tell (their JSON schema says only "digits" or "text"): selects, photo files, a map area.
const domainValues: Record<string, unknown[]> = {
  rent: [...rents],
  market: optionValues(markets),
  category: [1, 2, 3],
  material: optionValues(materials),
  access: optionValues(roadTypes),
  name: ['zdjecie.jpg', 'plan.png'],
  coordinates: [serializeCoordinates({ north: 50.2, south: 49.9, east: 20.2, west: 19.7 })],
};

async function seed(context: Pick<Context, 'db' | 'secrets'>) {
  const { db, secrets } = context;
  const user = await makeUser(db);
  const company = await makeUser(db, {
    company: true,
    name: null,
    surname: null,
    companyName: 'Biuro Nieruchomości Test',
    nip: '1234567890',
    address: 'ul. Krótka 2',
    cityCode: '30-002',
  });
  const admin = await makeUser(db, { admin: true });
  const inactive = await makeUser(db, { active: false });
  const integrationId = await addIntegration(context as Context, {
    userId: company.userId,
    ftpLogin: `ftp-${company.userId}@example.com`,
    ftpPassword: 'tajne-haslo',
    type: 'asari',
  });
  const listed = await makeEstate(db, user.userId);
  const companyAd = await makeEstate(db, company.userId, { type: 'house', rent: 1, ...warszawa });
  const draft = await makeEstate(db, user.userId, { active: 0 });
  const photos = [await makePhoto(db, listed.estateId, 0), await makePhoto(db, listed.estateId, 1)];
  const uploadId = randomUUID();
  await db.insert(photoUploads).values({
    uploadId,
    estateId: listed.estateId,
    name: 'zdjecie.jpg',
    size: 1000,
    contentType: 'image/jpeg',
    expiresAt: new Date(Date.now() + 3600_000),
  });
  const hashes = [
    await issueLink(db, inactive.userId, 'activation'),
    await issueLink(db, user.userId, 'password-reset'),
  ];
  const headers: Record<Actor, Record<string, string>> = {
    visitor: {},
    user: await authHeader(secrets.jwtSecret, user),
    company: await authHeader(secrets.jwtSecret, company),
    admin: await authHeader(secrets.jwtSecret, admin),
    forged: { authorization: 'JWT eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.' },
  };
  const known: Record<string, unknown[]> = {
    ...domainValues,
    id: [listed.estateId, companyAd.estateId, draft.estateId],
    estateId: [listed.estateId, companyAd.estateId, draft.estateId],
    clipboard: [`[${listed.estateId},${companyAd.estateId}]`, `[${draft.estateId}]`],
    userId: [user.userId, company.userId, admin.userId, inactive.userId],
    photoId: photos.map((photo) => photo.photoId),
    uploadId: [uploadId],
    integrationId: [integrationId],
    cityId: [krakow.cityId, warszawa.cityId],
    provinceId: [krakow.provinceId, warszawa.provinceId],
    // Each with one that matches nothing.
    hash: [...hashes, 'NIEZNANYKOD123'],
    email: [user.email, company.email, admin.email, 'nikt@example.com'],
    password: [testPassword, 'inne-haslo'],
    currentPassword: [testPassword, 'inne-haslo'],
  };
  return { headers, known };
}

const plurals = estateTypes.map((type) => estateTypeInfo[type].plural);
const singulars = estateTypes.map((type) => estateTypeInfo[type].singular);
const rentSlugs = Object.values(rentInfo).map((rent) => rent.slug);

// Pages whose address carries a number the server reads (ad, city, user, page number); '#' is the number.
const pageTemplates = [
  ...plurals.flatMap((plural) => rentSlugs.map((rent) => `${plural}/${rent}/oferty-#`)),
  ...plurals.map((plural) => `${plural}/${rentSlugs[0]}/#/krakow/`),
  `${plurals[0]}/${rentSlugs[1]}/#/krakow/oferty-2`,
  ...singulars.map((singular) => `${singular}/tytul/#`),
  'ogloszenia-uzytkownika/#',
  'ogloszenia-uzytkownika/1/oferty-#',
  'zarzadzaj-ogloszeniami/oferty-#',
  'aktywuj/#/ABC123',
  'nowe-haslo/#/ABC123',
  'edytuj-ogloszenie/#/krok/1',
  'wyszukaj-ogloszenia',
];

export async function createWorld(context: Pick<Context, 'db' | 'secrets'>) {
  let current: Seeded = await seed(context);
  const names = new Set(Object.keys(current.known));
  const pageNumber = fc.oneof(
    fc.nat({ max: 20 }).map((pick) => new Known('id', pick)),
    edgeNumber(),
    numberSpelling(),
  );

  /** Known values of a body field. */
  const body: KnownValues = (name) =>
    names.has(name) ? fc.nat({ max: 20 }).map((pick) => new Known(name, pick)) : undefined;
  /** Known values of a query parameter: there the clipboard's ids are a JSON list. */
  const query: KnownValues = (name) => body(name === 'estateId' ? 'clipboard' : name);
  /** Known values of a path parameter: also the list slugs and the web app's page addresses. */
  const path: KnownValues = (name) => {
    if (name === 'type') return fc.constantFrom(...plurals);
    if (name === 'rent') return fc.constantFrom(...rentSlugs);
    if (name === '*')
      return fc
        .tuple(fc.constantFrom(...pageTemplates), pageNumber)
        .map(([template, number]) => new PagePath(template, number));
    return body(name);
  };

  return {
    known: { path, query, body },
    headers: (actor: Actor) => current.headers[actor],
    valueOf(known: Known): unknown {
      const values = current.known[known.name] ?? [];
      return values[known.pick % values.length];
    },
    /** New accounts, ads and links, for when an accepted request used up or removed the old ones. */
    async renew() {
      current = await seed(context);
    },
  };
}

export type FuzzWorld = Awaited<ReturnType<typeof createWorld>>;
