import { readFileSync } from 'node:fs';
import { finishes, heatings, ownerships } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { estiCrmXml } from '../../../test/fixtures/crm/packages.ts';
import { decodeText } from '../../infra/xml/decode-text.ts';
import { dayOf } from './offer-details.ts';
import { parsePackage } from './parse-package.ts';
import { optionByText } from './values.ts';

const fixtures = new URL('../../../test/fixtures/crm/', import.meta.url);
const details = ['bathrooms', 'finish', 'heating', 'ownership', 'availableFrom', 'garden', 'pets'] as const;
const detailsOf = (offer: Record<string, unknown>) =>
  Object.fromEntries(details.map((field) => [field, offer[field]]));
const none = Object.fromEntries(details.map((field) => [field, null]));

describe('the details of the real Galactica export', () => {
  const { text } = decodeText(readFileSync(new URL('oferty_trimmed_anonymized.xml', fixtures)));
  const result = parsePackage('galactica', new Map([['oferty.xml', text]]));
  const offer = (id: string) => detailsOf(result.offers.find((o) => o.externalId === id)!);

  it('reads heating, finish, ownership and bathrooms from their words', () => {
    // 'własne gazowe - kocioł 2-funkcyjny', 'Do wykończenia', 'Własność'.
    expect(offer('FIB-MS-4089')).toEqual({ ...none, finish: 2, heating: 2, ownership: 1 });
    // 'własne elektryczne', 'Do wprowadzenia', 'jeden właściciel'; 'do uzgodnienia' gives no day.
    expect(offer('FIB-MW-3993')).toEqual({ ...none, finish: 1, heating: 3, ownership: 1 });
    // liczbalazienek 1, stanbudynku 'do zamieszkania'.
    expect(offer('FIB-DS-4144')).toEqual({ ...none, bathrooms: 1, finish: 1, heating: 2, ownership: 1 });
    // 'ekogroszek' burns in the house's own boiler.
    expect(offer('FIB-DW-3984')).toMatchObject({ heating: 4 });
    // A building heated by its own boiler ('własne dla budynku').
    expect(offer('FIB-BS-3990')).toEqual({ ...none, heating: 4 });
  });

  it("leaves out what the ad's type has none of, and tells nothing of words that say no day", () => {
    // A shop's 'CO węglowe' and 'Do odświeżenia'; a plot free 'natychmiast'.
    expect(offer('FIB-LS-3583')).toEqual(none);
    expect(offer('FIB-GS-3848')).toEqual(none);
    const lines = (result.notes ?? []).join('\n');
    expect(lines).not.toMatch(/ogrzewanie|stan wykończenia|formę własności|dostępne od|łazienek/);
  });
});

describe("ASARI's details", () => {
  const definictions = readFileSync(new URL('asari/definictions.xml', fixtures), 'utf8');
  /** A rented flat of the real office's dictionary: 83 liczba łazienek, 72 standard, 89 ogrzewanie, 121 forma
   * własności, 488 dostępne od, 495 zwierzęta domowe. */
  const flat = (params: Record<string, string>) => {
    const given = Object.entries(params).map(([id, value]) => `<p id="${id}">${value}</p>`);
    const offer = `<offer><signature>12/3877/OMW</signature><description>Mieszkanie do wynajęcia.</description>
<parameters><p id="11">2800</p><p id="58">48</p><p id="45">małopolskie</p><p id="48">Kraków</p>
<p id="491">Mieszkanie przy parku</p>${given.join('')}</parameters></offer>`;
    const stem = '3877_20260916_151353';
    const files = new Map([
      [
        `${stem}_CFG.xml`,
        `<PACKAGE><empty_offers>0</empty_offers><definictions>definictions.xml</definictions><FILES><file>${stem}_001.xml</file></FILES></PACKAGE>`,
      ],
      [`${stem}_001.xml`, `<PACKAGE>${offer}</PACKAGE>`],
      ['definictions.xml', definictions],
    ]);
    return parsePackage('asari', files);
  };

  it('maps the dictionary words and caps the bathrooms at four and more', () => {
    const result = flat({
      '83': '5',
      '72': 'DO REMONTU KAPIT.',
      '89': 'C.O. Z SIECI MIEJSKIEJ',
      '121': 'SPÓŁDZIELCZE WŁASNOŚCIOWE Z KW',
      '488': '2027-03-01',
      '495': 'NIE',
    });
    expect(detailsOf(result.offers[0]!)).toEqual({
      ...none,
      bathrooms: 4,
      finish: 3,
      heating: 1,
      ownership: 2,
      availableFrom: '2027-03-01',
      pets: 0,
    });
    expect(result.notes ?? []).toEqual([]);
  });

  it('tells each value it cannot read, and takes the rest of the offer', () => {
    const result = flat({
      '83': '0',
      '121': 'SPÓŁDZIELCZE LOKATORSKIE DO WYKUPU',
      '488': 'po świętach',
      '495': 'jeden kot',
    });
    expect(result.offers).toHaveLength(1);
    expect(result.notes).toEqual([
      "oferta 12/3877/OMW: pominięto liczbę łazienek '0' (mniej niż jedna łazienka)",
      "oferta 12/3877/OMW: pominięto formę własności 'SPÓŁDZIELCZE LOKATORSKIE DO WYKUPU' (nieznana wartość)",
      "oferta 12/3877/OMW: pominięto datę „dostępne od” 'po świętach' (nieczytelna data)",
      "oferta 12/3877/OMW: pominięto zwierzęta 'jeden kot' (nieznana wartość)",
    ]);
  });

  it("reads every word of the real dictionary's standard, heating and ownership as Otodom's", () => {
    const expected: [typeof finishes, string, string | null][] = [
      [finishes, 'DO REMONTU', 'do remontu'],
      [finishes, 'DO ODŚWIEŻENIA', 'do remontu'],
      [finishes, 'DO ADAPTACJI', 'do remontu'],
      [finishes, 'DO WYKOŃCZENIA', 'do wykończenia'],
      [finishes, 'PO REMONCIE', 'do zamieszkania'],
      [finishes, 'WYSOKI STANDARD', 'do zamieszkania'],
      [finishes, 'WYKOŃCZONY', 'do zamieszkania'],
      [finishes, 'SUROWY ZAMKNIĘTY', null],
      [heatings, 'C.O. GAZOWE', 'gazowe'],
      [heatings, 'C.O. ELEKTRYCZNE', 'elektryczne'],
      [heatings, 'C.O. WĘGLOWE', 'kotłownia'],
      [heatings, 'C.O. OLEJOWE', 'kotłownia'],
      [heatings, 'C.O. WŁASNE', 'kotłownia'],
      [heatings, 'PALIWO STAŁE', 'kotłownia'],
      [heatings, 'PIEC', 'piece kaflowe'],
      [heatings, 'POMPA CIEPŁA', 'pompa ciepła'],
      [heatings, 'KOMINEK', 'inne'],
      [heatings, 'EKOLOGICZNE', 'inne'],
      [ownerships, 'WŁASNOŚĆ HIPOTECZNA', 'pełna własność'],
      [ownerships, 'SPÓŁDZIELCZE WŁASNOŚCIOWE', 'spółdzielcze własnościowe prawo do lokalu'],
      [ownerships, 'WSPÓŁWŁASNOŚĆ', 'udział'],
      [ownerships, 'UŻYTKOWANIE WIECZYSTE', 'użytkowanie wieczyste / dzierżawa'],
      [ownerships, 'KOMUNALNE DO WYKUPU', null],
    ];
    for (const [options, word, label] of expected) {
      const value = optionByText(options, word);
      expect(options.find((option) => option.value === value)?.label ?? null, word).toBe(label);
    }
  });
});

describe("Otodom's details", () => {
  const insertion = (
    object: string,
    details: string,
    offerType = '0',
  ) => `<Insertion><ID>o1</ID><Action>0</Action>
<Province>6</Province><City>Kraków</City><Price>2800</Price><PriceCurrency>1</PriceCurrency><Area>48</Area>
<ObjectName>${object}</ObjectName><OfferType>${offerType}</OfferType><Title>Mieszkanie przy parku</Title>
<Description>Mieszkanie do wynajęcia.</Description>${details}</Insertion>`;
  const parse = (xml: string) =>
    parsePackage(
      'asari',
      new Map([['properties_otodom.xml', `<otoDom><Insertions>${xml}</Insertions></otoDom>`]]),
      'otodom',
    );

  it("reads a flat's codes and its garden from the extras mask", () => {
    const flat = `<FlatDetails><ConstructionStatus>2</ConstructionStatus><Heating>2</Heating>
<BuildingOwnership>0</BuildingOwnership><ExtrasMask><value>0</value><value>4</value></ExtrasMask></FlatDetails>`;
    expect(detailsOf(parse(insertion('0', flat, '1')).offers[0]!)).toEqual({
      ...none,
      finish: 3,
      heating: 5,
      ownership: 2,
      garden: 1,
    });
  });

  it("takes a house's first heating of its mask, and tells a shell as no finish", () => {
    const house = `<HouseDetails><ConstructionStatus>4</ConstructionStatus>
<HeatingMask><value>3</value><value>0</value></HeatingMask></HouseDetails>`;
    const result = parse(insertion('1', house));
    expect(detailsOf(result.offers[0]!)).toEqual({ ...none, heating: 6 });
    expect(result.notes).toEqual(["oferta o1: pominięto stan wykończenia '4' (nieznany kod)"]);
  });
});

describe("EstiCRM's details", () => {
  it("reads the building's condition through the package's dictionary", () => {
    const xml = estiCrmXml({ offers: [{ id: '501' }, { id: '502' }] })
      .replaceAll('<areaTotal>', '<buildingCondition dictionary="condition">7</buildingCondition><areaTotal>')
      .replace(/(<id>502<\/id>.*?<buildingCondition[^>]*>)7</s, (_, before) => `${before}9<`);
    const definitions =
      '<definitions><condition><item key="7">do odświeżenia</item></condition></definitions>';
    const result = parsePackage(
      'esticrm',
      new Map([
        ['EstiCRM_1_20260826_095342.xml', xml],
        ['definitions.xml', definitions],
      ]),
    );
    expect(result.offers.map((offer) => offer.finish)).toEqual([3, null]);
    expect(result.notes).toEqual(["oferta 502: pominięto stan wykończenia '9' (klucz spoza słownika)"]);
  });
});

describe('dates of availability', () => {
  it('reads the ways CRMs write a day, and no other', () => {
    expect(dayOf('2026-12-01')).toBe('2026-12-01');
    expect(dayOf('2026-12-01 00:00:00')).toBe('2026-12-01');
    expect(dayOf('1.12.2026')).toBe('2026-12-01');
    expect(dayOf('2026-02-30')).toBeNull();
    expect(dayOf('1900-01-01')).toBeNull();
    expect(dayOf('grudzień')).toBeNull();
  });
});
