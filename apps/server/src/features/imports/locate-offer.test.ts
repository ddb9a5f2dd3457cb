import type { IntegrationType } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import { asariFiles, estiCrmXml, ofertyNetXml } from '../../../test/fixtures/crm/packages.ts';
import { type Areas, loadAreas, locateOffer, unplacedReason } from './locate-offer.ts';
import type { ImportedOffer, PlaceClue } from './offer.ts';
import { parsePackage } from './parse-package.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let areas: Areas;
beforeAll(async () => {
  database = await createTestDatabase();
  areas = await loadAreas(database.db);
});
afterAll(() => database.close());

// TERYT ids (SIMC) of the localities the cases land on.
const klodzko = 984077;
const torun = 982724;

type Where = { province?: string; clues: [PlaceClue['role'], string, string][]; at?: [number, number] };
const locate = ({ province = 'dolnośląskie', clues, at }: Where) =>
  locateOffer(database.db, areas, {
    place: { province, clues: clues.map(([role, field, value]) => ({ role, field, value })) },
    latitude: at?.[0] ?? null,
    longitude: at?.[1] ?? null,
  });

describe('locating an offer, clue by clue', () => {
  it('takes the town field as it is, before any other clue, and says nothing', async () => {
    const found = await locate({
      clues: [
        ['part', 'dzielnica', 'Wrocław'],
        ['town', 'miasto', 'Kłodzko'],
      ],
    });
    expect(found).toEqual({ city: expect.objectContaining({ cityId: klodzko }), note: null });
  });

  it('prefers, among localities of one name, the one in the county the file names', async () => {
    const found = await locate({
      clues: [
        ['town', 'miasto', 'Nowa Wieś'],
        ['county', 'powiat', 'kłodzki'],
      ],
    });
    expect(found?.city).toMatchObject({ cityId: 853814, name: 'Nowa Wieś' });
  });

  it('reads a county in the town field as the county and takes the town from dzielnica', async () => {
    const found = await locate({
      clues: [
        ['town', 'miasto', 'kłodzki'],
        ['part', 'dzielnica', 'Kłodzko'],
      ],
    });
    expect(found).toEqual({
      city: expect.objectContaining({ cityId: klodzko }),
      note: "miejscowość Kłodzko przyjęto z pola dzielnica 'Kłodzko', bo miasto 'kłodzki' to powiat",
    });
  });

  it('takes a level of the location tree when the town field names nothing known', async () => {
    const found = await locate({
      clues: [
        ['town', 'miasto', 'Kłodzk0'],
        ['county', 'lokalizacja, poziom 3', 'kłodzki'],
        ['part', 'lokalizacja, poziom 4', 'Kłodzko'],
      ],
    });
    expect(found?.note).toBe(
      "miejscowość Kłodzko przyjęto z pola lokalizacja, poziom 4 'Kłodzko', bo miasto 'Kłodzk0' nie jest znaną miejscowością",
    );
  });

  it('counts a part name only inside the county named, or as a town when none is', async () => {
    const outside = await locate({
      province: 'śląskie',
      clues: [
        ['part', 'dzielnica', 'Nowa Wieś'],
        ['county', 'powiat', 'wodzisławski'],
      ],
    });
    const village = await locate({ clues: [['part', 'dzielnica', 'Nowa Wieś']] });
    const town = await locate({ clues: [['part', 'dzielnica', 'Kłodzko']] });
    expect([outside, village]).toEqual([null, null]);
    expect(town?.city.cityId).toBe(klodzko);
  });

  it('takes the locality named like the commune, in its county', async () => {
    const found = await locate({
      clues: [
        ['commune', 'gmina', 'Lewin Kłodzki'],
        ['county', 'powiat', 'kłodzki'],
      ],
    });
    expect(found).toEqual({
      city: expect.objectContaining({ cityId: 853352, name: 'Lewin Kłodzki' }),
      note: "miejscowość Lewin Kłodzki przyjęto z pola gmina 'Lewin Kłodzki', bo plik nie podaje miasta",
    });
  });

  it('takes a city with county rights from the county field', async () => {
    const found = await locate({ province: 'KUJAWSKO-POMORSKIE', clues: [['county', 'powiat', 'Toruń m.']] });
    expect(found?.city).toMatchObject({ cityId: torun, name: 'Toruń' });
  });

  it('takes the nearest locality of the county named from the coordinates, last', async () => {
    const found = await locate({
      clues: [
        ['town', 'miasto', 'Nibylandia'],
        ['county', 'powiat', 'kłodzki'],
      ],
      at: [50.406, 16.291],
    });
    expect(found).toEqual({
      city: expect.objectContaining({ name: 'Lewin Kłodzki' }),
      note: "miejscowość Lewin Kłodzki przyjęto ze współrzędnych (najbliższa; powiat kłodzki), bo miasto 'Nibylandia' nie jest znaną miejscowością",
    });
  });
});

describe('an offer no clue places', () => {
  const xmlOnly = (name: string, xml: string) => new Map([[name, xml]]);
  const cases: [string, () => ImportedOffer | undefined, string][] = [
    [
      'Oferty.net',
      () =>
        parsePackage(
          'agencja3000',
          xmlOnly(
            'oferty.xml',
            ofertyNetXml({ offers: [{ id: 'X-1', city: 'Nibylandia', county: 'bajkowy' }] }),
          ),
        ).offers[0],
      "nie znaleziono miejscowości: miasto 'Nibylandia', powiat 'bajkowy', województwo 'MAŁOPOLSKIE'",
    ],
    [
      'ASARI',
      () =>
        parsePackage(
          'asari',
          new Map(Object.entries(asariFiles({ offers: [{ id: '1/1/OMS', city: 'Nibylandia' }] }))),
        ).offers[0],
      "nie znaleziono miejscowości: miejscowość 'Nibylandia', województwo 'małopolskie'",
    ],
    [
      'EstiCRM',
      () =>
        parsePackage(
          'esticrm',
          xmlOnly('EstiCRM_1_1.xml', estiCrmXml({ offers: [{ id: '1', city: 'Nibylandia' }] })),
        ).offers[0],
      "nie znaleziono miejscowości: locationCityName 'Nibylandia', województwo 'małopolskie'",
    ],
  ];
  it.each(cases)('is not placed from %s, and its reason lists the clues', async (_, parse, reason) => {
    const offer = parse()!;
    expect(await locateOffer(database.db, areas, offer)).toBeNull();
    expect(unplacedReason(offer)).toBe(reason);
  });

  const noClue: [IntegrationType, Map<string, string>][] = [
    ['agencja3000', xmlOnly('oferty.xml', ofertyNetXml({ offers: [{ id: 'X-2', city: '', county: '' }] }))],
    ['asari', new Map(Object.entries(asariFiles({ offers: [{ id: 'X-2', city: '' }] })))],
    ['esticrm', xmlOnly('EstiCRM_1_1.xml', estiCrmXml({ offers: [{ id: 'X-2', city: '' }] }))],
  ];
  it.each(noClue)('is skipped by the %s adapter when the file gives no clue at all', (system, files) => {
    expect(parsePackage(system, files).refusals).toEqual([
      {
        externalId: 'X-2',
        reason: 'brak miejscowości: plik nie podaje miasta, gminy, powiatu ani współrzędnych',
      },
    ]);
  });
});
