import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EstateDetail } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { buildZip, type ZipInput } from '../../../test/fixtures/crm/build-zip.ts';
import { authHeader } from '../../../test/users.ts';
import { estates, integrations, users } from '../../db/schema.ts';
import { makeIntegration } from '../../infra/ftp/ftp.fixture.ts';
import { importPackage } from './import-package.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
const folder = mkdtempSync(join(tmpdir(), 'dropped-'));

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * Imports one package of a new company through the real path; answers the run's problems, the problems the
 * company's /integracja shows for it, and what a visitor sees of each ad by its CRM id.
 */
async function importAs(system: 'agencja3000' | 'asari' | 'esticrm', files: ZipInput[], name: string) {
  const { integrationId, userId } = await makeIntegration(
    t.db,
    t.secrets.secretKey,
    `pominiete-${system}`,
    'haslo',
  );
  await t.db.update(integrations).set({ type: system }).where(eq(integrations.integrationId, integrationId));
  const home = mkdtempSync(join(folder, `${system}-`));
  if (name.endsWith('.zip')) writeFileSync(join(home, name), buildZip(files));
  else for (const file of files) writeFileSync(join(home, file.name), file.content);
  const run = await importPackage(t, integrationId, join(home, name));
  const [user] = await t.db.select().from(users).where(eq(users.userId, userId));
  const own = await t.app.inject({
    method: 'GET',
    url: `/api/user/${userId}/integration/${integrationId}`,
    headers: await authHeader(t.secrets.jwtSecret, user!),
  });
  const ad = async (externalId: string) => {
    const [row] = await t.db
      .select({ estateId: estates.estateId })
      .from(estates)
      .where(and(eq(estates.integrationId, integrationId), eq(estates.externalId, externalId)));
    return (
      row && (await t.app.inject({ method: 'GET', url: `/api/estates/${row.estateId}` })).json<EstateDetail>()
    );
  };
  return { run, shown: own.json().runs[0].problems as string[], ad };
}

const sorted = (lines: string[]) => [...lines].sort();
const yearsAhead = new Date().getFullYear() + 5;

describe('values an adapter cannot take', () => {
  it('are each told once per offer in an Oferty.net package, and the rest of the offer goes in', async () => {
    const param = (name: string, value: string, typ = 'text') =>
      `<param nazwa="${name}" typ="${typ}">${value}</param>`;
    const offer = (id: string, price: string, area: string, params: string[]) => `<oferta><id>${id}</id>
${param('wojewodztwo', 'MAŁOPOLSKIE')}${param('miasto', 'Kraków')}${param('powierzchnia', area, 'real')}
<cena waluta="PLN">${price}</cena>${param('advertisement_text', `Mieszkanie ${id} przy parku`)}
${param('opis', 'Jasne mieszkanie z widokiem na park, blisko tramwaju.')}${params.join('')}</oferta>`;
    const xml = `<?xml version="1.0" encoding="UTF-8"?><plik><header><wersja>0.4</wersja>
<zawartosc_pliku>roznica</zawartosc_pliku></header><lista_ofert><dzial typ="sprzedaz" tab="mieszkania">
${offer('460', '490000.00', '54.5', [
  param('materialbudowy', 'glina'),
  param('typbudynkumieszk', 'blok'),
  param('liczbapokoi', '3-4', 'int'),
  param('pietro', '7', 'int'),
  param('liczbapieter', '4', 'int'),
  param('rokbudowy', '2999', 'int'),
  param('rynek_pierwotny', 'może', 'bool'),
  param('winda', 'b/d', 'bool'),
  '<param nazwa="balkon" typ="bool"/>',
  param('piwnica', '1', 'bool'),
  param('miejscaparkingowe', 'na ulicy'),
  param('drogadojazdowa', 'asfalt'),
  param('n_geo_y', '50,06 N', 'float'),
  param('n_geo_x', '19.94', 'float'),
])}
${offer('461', '490 000 zł', '54.5', [])}${offer('462', '500000', '1e9', [])}
</dzial></lista_ofert></plik>`;
    const { run, shown, ad } = await importAs(
      'agencja3000',
      [{ name: 'oferty.xml', content: xml }],
      'oferty_1.zip',
    );
    const problems = [
      "oferta 460: pominięto materiał budynku 'glina' (nieznana wartość)",
      "oferta 460: pominięto liczbę pokoi '3-4' (nieczytelna liczba)",
      "oferta 460: pominięto piętro '7' (powyżej liczby pięter budynku: 4)",
      `oferta 460: pominięto rok budowy '2999' (spoza lat 1000–${yearsAhead})`,
      "oferta 460: pominięto rynek 'może' (nieznana wartość)",
      "oferta 460: pominięto pole „Winda” 'b/d' (nieznana wartość)",
      "oferta 460: pominięto pole „Parking” 'na ulicy' (nieznana wartość)",
      "oferta 460: pominięto szerokość geograficzną '50,06 N' (nieczytelna liczba)",
      "oferta 461: cena '490 000 zł' nieczytelna",
      "oferta 462: powierzchnia '1e9' nieczytelna",
    ];
    expect(run).toMatchObject({ status: 'done', added: 1, failed: 2 });
    expect(sorted(run.status === 'done' ? run.problems : [])).toEqual(sorted(problems));
    expect(sorted(shown)).toEqual(sorted(problems));
    expect(await ad('460')).toMatchObject({
      title: 'Mieszkanie 460 przy parku',
      price: 490000,
      area: 54.5,
      category: 1,
      access: 3,
      material: null,
      rooms: null,
      floor: null,
      floors: 4,
      year: null,
      market: null,
      elevator: null,
      balcony: null,
      basement: 1,
      parking: null,
      garage: null,
      matchGeo: 0,
    });
    expect(await ad('461')).toBeUndefined();
  });

  it('are told for an ASARI offer, with a parameter its definitions do not name and a sale assumed', async () => {
    const stem = '3877_20260916_151353';
    const names = [
      'cena ofertowa PLN',
      'pow. użytkowa [m2]',
      'województwo',
      'miejscowość',
      'tytuł ogłoszenia',
    ];
    const more = ['liczba pokoi', 'piętro', 'rok budowy', 'rynek', 'operacja', 'instalacje w budynku'];
    const unused = [
      'czynsz ofertowy PLN',
      'nieruchomość',
      'pow. całkowita [m2]',
      'lotArea',
      'powiat',
      'gmina',
    ];
    const definitions = [...names, ...more, ...unused].map(
      (name, i) => `<p id="${i + 1}"><name>${name}</name></p>`,
    );
    const values = ['450000', '61,2', 'mazowieckie', 'Warszawa', 'Mieszkanie na Mokotowie', '3,5'];
    const given = ['parter', '1985', 'inny', 'zamiana', 'WINDA OSOB., DOMOFON'];
    const params = [...values, ...given].map((value, i) => `<p id="${i + 1}">${value}</p>`);
    const files = [
      {
        name: `${stem}_CFG.xml`,
        content: `<PACKAGE><empty_offers>0</empty_offers><definictions>definictions.xml</definictions><FILES><file>${stem}_001.xml</file></FILES></PACKAGE>`,
      },
      {
        name: `${stem}_001.xml`,
        content: `<PACKAGE><offer><signature>77/3877/OMS</signature><description>Mieszkanie blisko metra, po remoncie.</description><parameters>${params.join('')}<p id="777">ogródek zimowy</p></parameters></offer></PACKAGE>`,
      },
      {
        name: 'definictions.xml',
        content: `<definitions><parameters>${definitions.join('')}</parameters></definitions>`,
      },
    ];
    const { run, shown, ad } = await importAs('asari', files, `${stem}_CFG.xml`);
    const problems = [
      "oferta 77/3877/OMS: pominięto liczbę pokoi '3,5' (to nie liczba całkowita)",
      "oferta 77/3877/OMS: pominięto piętro 'parter' (nieczytelna liczba)",
      "oferta 77/3877/OMS: pominięto rynek 'inny' (nieznana wartość)",
      "oferta 77/3877/OMS: nieznany rodzaj transakcji 'zamiana', przyjęto sprzedaż",
      'oferta 77/3877/OMS: pominięto parametr nr 777 (brak w pliku definicji)',
    ];
    expect(run).toMatchObject({ status: 'done', added: 1, failed: 0 });
    expect(sorted(run.status === 'done' ? run.problems : [])).toEqual(sorted(problems));
    expect(sorted(shown)).toEqual(sorted(problems));
    expect(await ad('77/3877/OMS')).toMatchObject({
      title: 'Mieszkanie na Mokotowie',
      price: 450000,
      area: 61.2,
      rent: 0,
      rooms: null,
      floor: null,
      year: 1985,
      market: null,
      elevator: 1,
    });
  });

  it('are told for an EstiCRM offer, with a dictionary key its definitions do not label', async () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?><offers export="incremental"><offer><id>5501</id>
<action>update</action><status dictionary="status">3</status><mainTypeId dictionary="types">2</mainTypeId>
<transaction dictionary="transaction">133</transaction><market dictionary="market">17</market>
<price>620000</price><areaTotal>72.4</areaTotal><areaPlot>0</areaPlot><apartmentRoomNumber>0</apartmentRoomNumber>
<apartmentFloor>2</apartmentFloor><buildingFloornumber>5</buildingFloornumber><buildingYear>2010</buildingYear>
<buildingElevatornumber>jedna</buildingElevatornumber><mediaGas>7</mediaGas><additionalBalcony>1</additionalBalcony>
<locationProvinceName>pomorskie</locationProvinceName><locationCityName>Gdańsk</locationCityName>
<portalTitle>Mieszkanie z widokiem na zatokę</portalTitle><description>Trzy pokoje, widok na zatokę.</description>
</offer></offers>`;
    const definitions = `<definitions><market><item key="11">wtórny</item><item key="12">pierwotny</item></market>
<status><item key="3">Aktywna publikacja</item></status></definitions>`;
    const { run, shown, ad } = await importAs(
      'esticrm',
      [
        { name: 'EstiCRM_22196_20260826_095342.xml', content: xml },
        { name: 'definitions.xml', content: definitions },
      ],
      'EstiCRM_22196_20260826_095342.zip',
    );
    const problems = [
      "oferta 5501: nieznany rodzaj transakcji '133', przyjęto sprzedaż",
      "oferta 5501: pominięto rynek '17' (klucz spoza słownika)",
      "oferta 5501: pominięto powierzchnię działki '0' (nie większa od zera)",
      "oferta 5501: pominięto liczbę pokoi '0' (mniej niż jeden pokój)",
      "oferta 5501: pominięto pole „Winda” 'jedna' (nieczytelna liczba)",
      "oferta 5501: pominięto pole „Gaz” '7' (nieznana wartość)",
    ];
    expect(run).toMatchObject({ status: 'done', added: 1, failed: 0 });
    expect(sorted(run.status === 'done' ? run.problems : [])).toEqual(sorted(problems));
    expect(sorted(shown)).toEqual(sorted(problems));
    expect(await ad('5501')).toMatchObject({
      title: 'Mieszkanie z widokiem na zatokę',
      price: 620000,
      area: 72.4,
      rent: 0,
      market: null,
      rooms: null,
      floor: 2,
      floors: 5,
      year: 2010,
      elevator: null,
      gas: null,
      balcony: 1,
    });
  });
});
