import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { buildZip, type ZipInput } from '../../../test/fixtures/crm/build-zip.ts';
import { asariFiles, estiCrmXml, ofertyNetXml } from '../../../test/fixtures/crm/packages.ts';
import { decodeText } from '../../infra/xml/decode-text.ts';
import type { ImportedOffer } from './offer.ts';
import { openPackage } from './open-package.ts';
import { parsePackage } from './parse-package.ts';

const fixtures = new URL('../../../test/fixtures/crm/', import.meta.url);
const folder = mkdtempSync(join(tmpdir(), 'crm-'));
const jpeg = readFileSync(new URL('../../../test/fixtures/photos/small-400x300.jpg', import.meta.url));

const town = (offer: ImportedOffer) => offer.place.clues.find((clue) => clue.role === 'town')?.value;

async function readZip(name: string, files: ZipInput[]) {
  const path = join(folder, name);
  writeFileSync(path, buildZip(files));
  return openPackage(path);
}

describe('Oferty.net 0.4 (galactica, imo, agencja3000)', () => {
  it('reads the real Galactica export with its quirks', () => {
    const { text } = decodeText(readFileSync(new URL('oferty_trimmed_anonymized.xml', fixtures)));
    const result = parsePackage('galactica', new Map([['oferty.xml', text]]));
    expect(result.mode).toBe('full');
    expect(result.offers.map((o) => [o.externalId, o.type, o.rent])).toEqual([
      ['FIB-MS-4089', 'apartment', 0],
      ['FIB-MW-3993', 'apartment', 1],
      ['FIB-DS-4144', 'house', 0],
      ['FIB-DW-3984', 'house', 1],
      ['FIB-GS-3848', 'land', 0],
      ['FIB-LS-3583', 'place', 0],
      ['FIB-BS-3990', 'object', 0],
    ]);
    const flat = result.offers[0]!;
    expect(flat).toMatchObject({
      price: 474500,
      area: 65.9,
      rooms: 3,
      market: 1,
      height: 260,
      latitude: 50.012786,
      longitude: 18.44332,
    });
    expect(flat.place.province).toBe('ŚLĄSKIE');
    expect(flat.place.clues).toContainEqual({ field: 'miasto', value: 'Wodzisław Śląski', role: 'town' });
    expect(flat.place.clues).toContainEqual({ field: 'powiat', value: 'wodzisławski', role: 'county' });
    expect(flat.description).toContain('65,9 m²');
    expect(flat.description).toContain('również');
    expect(flat.photos[0]).toBe('galactica@grupafibra.pl_ms_FIB-MS-4089_1.jpg');
    expect(result.offers[2]!.landArea).toBe(220);
    // The rent flat's monthly fees (dodatkowe_koszty) and deposit (kaucja).
    expect(result.offers[1]).toMatchObject({ monthlyFees: 700, deposit: 2500 });
    expect(flat).toMatchObject({ monthlyFees: null, deposit: null });
  });

  it('reads an ISO-8859-2 ZIP with photos and withdrawals', async () => {
    const xml = ofertyNetXml({
      encoding: 'ISO-8859-2',
      offers: [{ id: 'A-1', city: 'Łódź', photos: ['a-1_1.JPG'] }],
      withdrawals: ['A-9'],
    });
    const opened = await readZip('oferty_2026-01-01_10-00.zip', [
      { name: 'oferty.xml', content: iconv.encode(xml, 'iso-8859-2') },
      { name: 'a-1_1.jpg', content: jpeg },
    ]);
    const result = parsePackage('agencja3000', opened.xmlFiles);
    expect(result).toMatchObject({ mode: 'diff', withdrawals: ['A-9'] });
    expect(town(result.offers[0]!)).toBe('Łódź');
    expect(await opened.photo(result.offers[0]!.photos[0]!)).toEqual(jpeg);
    opened.close();
  });

  it('relinks a Galactica version bump instead of withdrawing it', () => {
    const xml = ofertyNetXml({
      offers: [{ id: 'LER-GS-3541-2', tab: 'dzialki' }],
      withdrawals: ['LER-GS-3541-1', 'LER-MS-1'],
    });
    const result = parsePackage('galactica', new Map([['oferty.xml', xml]]));
    expect(result.relinks).toEqual([{ from: 'LER-GS-3541-1', to: 'LER-GS-3541-2' }]);
    expect(result.withdrawals).toEqual(['LER-MS-1']);
  });

  it('reports an offer without a price and keeps it as present', () => {
    const xml = ofertyNetXml({ full: true, offers: [{ id: 'B-1', price: 0 }, { id: 'B-2' }] });
    const result = parsePackage('imo', new Map([['oferty.xml', xml]]));
    expect(result.offers.map((o) => o.externalId)).toEqual(['B-2']);
    expect(result.presentIds).toEqual(['B-1', 'B-2']);
    expect(result.refusals).toEqual([{ externalId: 'B-1', reason: 'brak ceny' }]);
  });

  it('refuses a truncated file instead of importing half of it', () => {
    const xml = ofertyNetXml({ offers: [{ id: 'C-1' }, { id: 'C-2' }] });
    expect(() => parsePackage('imo', new Map([['oferty.xml', xml.slice(0, xml.length - 200)]]))).toThrow(
      /niepoprawny XML/,
    );
  });

  it('refuses a ZIP with ../ in an entry path', async () => {
    await expect(
      readZip('evil.zip', [
        { name: 'oferty.xml', content: ofertyNetXml({}) },
        { name: '../../etc/x.jpg', content: jpeg },
      ]),
    ).rejects.toThrow(/niebezpieczna ścieżka/);
  });

  it('refuses a DTD', () => {
    const xml = '<?xml version="1.0"?><!DOCTYPE plik [<!ENTITY a "b">]><plik/>';
    expect(() => parsePackage('imo', new Map([['oferty.xml', xml]]))).toThrow(/DTD/);
  });
});

describe('ASARI package', () => {
  it('reads the synthetic fixture by parameter names', () => {
    const names = ['3877_20260916_151353_CFG.xml', '3877_20260916_151353_001.xml', 'definictions.xml'];
    const files = new Map(
      names.map((name) => [name, readFileSync(new URL(`asari/${name}`, fixtures), 'utf8')]),
    );
    const result = parsePackage('asari', files);
    expect(result).toMatchObject({ mode: 'full', scope: '3877', withdrawals: ['45999/3877/OMS'] });
    expect(result.offers[0]).toMatchObject({
      externalId: '46802/3877/OGS',
      type: 'land',
      rent: 0,
      price: 250000,
      area: 1200,
    });
    expect(result.offers[0]!.photos).toEqual(['46802_1.jpg', '46802_2.jpg']);
    expect(result.offers[0]!.place.province).toBe('mazowieckie');
    expect(town(result.offers[0]!)).toBe('Piaseczno');
  });

  it('reads a zipped diff with photos in a subfolder', async () => {
    const files = asariFiles({
      offers: [{ id: '1/3877/OMS', photos: ['zdj_1.jpg'] }],
      withdrawals: ['2/3877/OMS'],
    });
    const opened = await readZip('asari.zip', [
      ...Object.entries(files).map(([name, content]) => ({ name, content })),
      { name: 'zdjecia/ZDJ_1.jpg', content: jpeg },
    ]);
    const result = parsePackage('asari', opened.xmlFiles);
    expect(result).toMatchObject({ mode: 'diff', withdrawals: ['2/3877/OMS'] });
    // The file does not say which market: none is made up.
    expect(result.offers[0]).toMatchObject({ type: 'apartment', area: 54.5, market: null });
    expect(await opened.photo('zdj_1.jpg')).toEqual(jpeg);
  });

  it('fails when a file listed in the manifest is missing', () => {
    const files = asariFiles({ full: true, offers: [{ id: '1/3877/OMS' }] });
    const incomplete = new Map(Object.entries(files).filter(([name]) => !name.endsWith('_001.xml')));
    expect(() => parsePackage('asari', incomplete)).toThrow(/brak pliku ofert/);
  });
});

describe('EstiCRM', () => {
  it('reads the synthetic fixture with its delete action', () => {
    const xml = readFileSync(new URL('esticrm/EstiCRM_22196_20260826_095342.xml', fixtures), 'utf8');
    const result = parsePackage('esticrm', new Map([['EstiCRM_22196_20260826_095342.xml', xml]]));
    expect(result).toMatchObject({ mode: 'diff', withdrawals: ['11270001'] });
    expect(result.offers[0]).toMatchObject({
      externalId: '11275759',
      type: 'apartment',
      rent: 0,
      price: 550000,
      area: 54.2,
      rooms: 3,
    });
    expect(result.offers[0]!).toMatchObject({
      address: 'ul. Przykładowa',
      district: 'Wrzeszcz',
      latitude: 54.38,
      longitude: 18.6,
    });
  });

  it('reads status labels from <dictionary name> definitions, and words instead of keys', () => {
    const offer = (id: string, fields: string) =>
      `<offer><id>${id}</id><action>update</action>${fields}<mainTypeId>2</mainTypeId><price>1</price>` +
      '<areaTotal>1</areaTotal><locationCityName>Gdańsk</locationCityName></offer>';
    const xml = `<offers export="incremental">${[
      offer('1', '<status dictionary="stan">9</status>'),
      offer('2', '<status dictionary="stan">10</status>'),
      offer('3', '<status>Sprzedana</status>'),
      offer('4', '<status>3</status><offerExport>może</offerExport>'),
    ].join('')}</offers>`;
    const definitions =
      '<definitions><dictionary name="stan"><value id="9">Wycofana</value><value id="10">Aktywna</value>' +
      '</dictionary></definitions>';
    const result = parsePackage(
      'esticrm',
      new Map([
        ['EstiCRM_1_20260101_100000.xml', xml],
        ['definitions.xml', definitions],
      ]),
    );
    expect(result.offers.map((o) => o.externalId)).toEqual(['2']);
    expect(result.withdrawals).toEqual(['1', '3', '4']);
    expect(result.problems).toEqual(["oferta 4: nieznana wartość offerExport 'może', nie publikujemy jej"]);
  });

  it('reads a full export ZIP in windows-1250', async () => {
    const xml = estiCrmXml({
      full: true,
      offers: [{ id: '7', city: 'Świdnica', province: 'dolnośląskie' }],
    }).replace('UTF-8', 'windows-1250');
    const opened = await readZip('esti_full.zip', [
      { name: 'EstiCRM_1_20260101_100000.xml', content: iconv.encode(xml, 'windows-1250') },
      { name: 'definitions.xml', content: '<definitions/>' },
    ]);
    const result = parsePackage('esticrm', opened.xmlFiles);
    expect(result.mode).toBe('full');
    expect(town(result.offers[0]!)).toBe('Świdnica');
    expect(result.offers[0]!.market).toBeNull();
  });
});
