import { categoriesByType, type EstateType, materials } from '@portal/domain';
import { parseXmlByRecord } from '../../infra/xml/parse-by-record.ts';
import { children, childText, textOf, type XmlValue } from '../../infra/xml/parse-xml.ts';
import type { OfferDraft } from './finish-offer.ts';
import { ImportProblem } from './import-problems.ts';
import type { ImportPackage } from './offer.ts';
import { addOffer, addUnreadable, emptyPackage, placeClues, withdrawalsNotSent } from './read-package.ts';
import { assumed, compact, plainText, toNumber, type ValueReader, valueReader } from './values.ts';

// The codes of Otodom's import dictionaries (its XML specification, version 170130). Each kind of property has its
// own details element, and its masks number their values per kind.
type Kind = { type: EstateType; details: string };
const kinds: Record<string, Kind | undefined> = {
  '0': { type: 'apartment', details: 'FlatDetails' },
  '1': { type: 'house', details: 'HouseDetails' },
  '2': { type: 'land', details: 'TerrainDetails' },
  // A room to let is an apartment ad, as the Oferty.net 'pokoje' section is.
  '3': { type: 'apartment', details: 'RoomDetails' },
  '4': { type: 'place', details: 'CommercialPropertyDetails' },
  '5': { type: 'object', details: 'HallDetails' },
};
const kindNames: Record<string, string> = { '6': 'garaż' };

// Provinces in alphabetical order, as the specification numbers them; a name in place of the code is taken as it is.
const provinces = [
  'dolnośląskie',
  'kujawsko-pomorskie',
  'lubelskie',
  'lubuskie',
  'łódzkie',
  'małopolskie',
  'mazowieckie',
  'opolskie',
  'podkarpackie',
  'podlaskie',
  'pomorskie',
  'śląskie',
  'świętokrzyskie',
  'warmińsko-mazurskie',
  'wielkopolskie',
  'zachodniopomorskie',
];

const currencies: Record<string, string> = {
  '1': 'PLN',
  '2': 'EUR',
  '3': 'GBP',
  '4': 'USD',
  '5': 'AED',
  '6': 'EGP',
};

// Dictionary labels in the portal's words where the meaning is the same ('pod inwestycję' is 'inwestycyjna').
const materialLabels = [
  'cegła',
  'drewno',
  'pustak',
  'keramzyt',
  'wielka płyta',
  'beton',
  'inne',
  'silikat',
  'beton komórkowy',
];
const buildingLabels: Partial<Record<EstateType, string[]>> = {
  apartment: ['blok', 'kamienica', 'dom wolnostojący', 'plomba', 'szeregowiec', 'apartamentowiec', 'loft'],
  house: ['wolnostojący', 'bliźniak', 'szeregowiec', 'kamienica', 'dworek/pałac', 'gospodarstwo'],
  land: ['budowlana', 'rolna', 'rekreacyjna', 'inwestycyjna', 'leśna', 'inna', 'siedliskowa'],
};
// AccessMask 0 utwardzony, 1 polny, 2 asfaltowy → the portal's road types.
const accessByCode: Record<string, number> = { '0': 2, '1': 1, '2': 3 };

type Flag = keyof OfferDraft['amenities'];
// Which amenity each mask value states, per details element. A mask lists what there is: a value it leaves out
// says nothing, so only 'yes' is read from it.
const media = { '0': 'power', '1': 'water', '2': 'gas', '3': 'phone', '4': 'canalization' } as const;
const masks: Record<string, Record<string, Record<string, Flag>>> = {
  FlatDetails: {
    ExtrasMask: { '0': 'balcony', '2': 'garage', '3': 'basement', '6': 'elevator', '7': 'duplexes' },
    MediaMask: { '0': 'internet', '2': 'phone' },
  },
  HouseDetails: {
    ExtrasMask: { '0': 'basement', '2': 'garage', '4': 'internet', '7': 'furnished' },
    MediaMask: media,
  },
  TerrainDetails: { MediaMask: media },
  RoomDetails: { MediaMask: { '0': 'internet', '2': 'phone' } },
  CommercialPropertyDetails: {
    ExtrasMask: { '1': 'parking', '3': 'elevator' },
    MediaMask: { '0': 'power', '1': 'water', '2': 'gas', '3': 'phone', '4': 'internet', '6': 'canalization' },
  },
  HallDetails: {
    MediaMask: { '0': 'water', '1': 'power', '3': 'canalization', '4': 'phone', '5': 'gas', '6': 'internet' },
  },
};

// The details (estate-details.ts) by Otodom's codes. ConstructionStatus is the same in every details element for its
// first three codes (a shop's and a hall's 'gotowy' is to move in); 3 and 4 are shells, none of the portal's states.
const finishByCode: Record<string, number> = { '0': 1, '1': 2, '2': 3 };
// A flat's single Heating: miejskie, gazowe, piece kaflowe, elektryczne, inne.
const flatHeatingByCode: Record<string, number> = { '0': 1, '1': 2, '2': 5, '3': 3, '4': 7 };
// A house's HeatingMask: gazowe, węglowe, biomasa, pompa ciepła, kolektor słoneczny, geotermika, olejowe,
// elektryczne, miejskie, kominkowe, piece kaflowe. Coal, biomass and oil burn in the house's own boiler (kotłownia);
// geothermal heat comes through a heat pump.
const houseHeatingByCode: Record<string, number> = {
  '0': 2,
  '1': 4,
  '2': 4,
  '3': 6,
  '4': 7,
  '5': 6,
  '6': 4,
  '7': 3,
  '8': 1,
  '9': 7,
  '10': 5,
};
// A flat's BuildingOwnership: spółdzielcze własnościowe (with or without a land register), pełna własność, udział.
const ownershipByCode: Record<string, number> = { '0': 2, '1': 2, '2': 1, '3': 3 };

/**
 * Otodom's import XML (properties_otodom.xml: <otoDom><ImportType/><Insertions><Insertion>), which most Polish CRMs
 * write for that portal. Action 0 adds or updates an offer, 1 (deactivate) and 2 (delete) take it off the portal.
 * Pure: text in, package out.
 */
export function parseOtodom(xml: string): ImportPackage {
  const { document, unreadable } = parseXmlByRecord(xml, 'Insertion', { child: 'ID' });
  const root = document.otoDom;
  if (!root || typeof root !== 'object')
    throw new ImportProblem('properties_otodom.xml: brak elementu <otoDom>');
  const result = emptyPackage(childText(root, 'ImportType').toLowerCase() === 'full' ? 'full' : 'diff');
  addUnreadable(result, unreadable);
  for (const insertion of children(children(root, 'Insertions')[0], 'Insertion')) {
    const id = childText(insertion, 'ID');
    if (!id) continue;
    if (childText(insertion, 'Action') === '1' || childText(insertion, 'Action') === '2') {
      result.withdrawals.push(id);
      continue;
    }
    result.presentIds.push(id);
    const code = childText(insertion, 'ObjectName');
    const kind = kinds[code];
    if (!kind) {
      const name = kindNames[code] ? ` (${kindNames[code]})` : '';
      result.refusals.push({
        externalId: id,
        reason: `nieobsługiwany rodzaj nieruchomości ${code || 'brak'}${name}`,
      });
      continue;
    }
    const currency = currencies[childText(insertion, 'PriceCurrency')] ?? 'PLN';
    if (currency !== 'PLN') {
      result.refusals.push({
        externalId: id,
        reason: `cena w walucie ${currency}, portal przyjmuje tylko złote`,
      });
      continue;
    }
    addOffer(result, draftOf(insertion, id, code, kind));
  }
  return { ...result, withdrawals: withdrawalsNotSent(result) };
}

function draftOf(insertion: XmlValue, id: string, code: string, kind: Kind): OfferDraft {
  const { type } = kind;
  const details = children(insertion, kind.details)[0];
  const v = (name: string) => childText(insertion, name);
  const d = (name: string) => childText(details, name);
  const notes: string[] = [];
  const read = valueReader(notes);
  const rent = rentOf(v('OfferType'), code, notes);
  const money = (amount: string, currencyCode: string) =>
    (currencies[currencyCode] ?? 'PLN') === 'PLN' ? amount : '';
  const province = v('Province');
  const amenities: OfferDraft['amenities'] = {};
  for (const [mask, flags] of Object.entries(masks[kind.details] ?? {})) {
    for (const value of children(children(details, mask)[0], 'value')) {
      const flag = flags[textOf(value)];
      if (flag) amenities[flag] = 1;
    }
  }
  return {
    externalId: id,
    type,
    rent,
    // MarketType 0 is the primary market, 1 the secondary.
    market: read.market('market', { '0': 'pierwotny', '1': 'wtórny' }[v('MarketType')] ?? v('MarketType')),
    title: plainText(v('Title')),
    description: plainText(v('Description')),
    price: v('Price'),
    area: v('Area'),
    landArea: type === 'land' ? null : read.number('landArea', d('TerrainArea')),
    monthlyFees: rent ? read.number('monthlyFees', money(d('Rent'), d('RentCurrency'))) : null,
    deposit: rent ? read.number('deposit', money(d('Deposit'), d('DepositCurrency'))) : null,
    rooms: read.int('rooms', d('RoomsNum')),
    floor: floorOf(d('FloorNo') || d('Floor'), read.drop),
    floors: read.int('floors', d('BuildingFloorsNum')),
    year: read.int('year', d('BuildYear')),
    height: null,
    material: read.option('material', materials, labelOf(materialLabels, d('BuildingMaterial'))),
    category: read.option(
      'category',
      categoriesByType[type],
      labelOf(buildingLabels[type] ?? [], type === 'land' ? d('Type') : d('BuildingType')),
    ),
    access:
      accessByCode[textOf(children(children(details, 'AccessMask')[0], 'value')[0]) || d('AccessMask')] ??
      null,
    amenities: compact({
      ...amenities,
      furnished: amenities.furnished ?? (d('Furnished') === '1' ? 1 : null),
      fence: d('Fence') === '1' || children(children(details, 'FenceMask')[0], 'value').length > 0 ? 1 : null,
    }),
    ...detailsOf(details, kind, read),
    address: v('Street'),
    cityCode: '',
    district: v('Quarter') || null,
    place: {
      province: /^\d+$/.test(province) ? (provinces[Number(province) - 1] ?? '') : province,
      clues: placeClues([
        { field: 'City', value: v('City'), role: 'town' },
        { field: 'Quarter', value: v('Quarter'), role: 'part' },
        // District is a code of Otodom's own dictionary unless the CRM wrote the county's name.
        { field: 'District', value: /^\d+$/.test(v('District')) ? '' : v('District'), role: 'county' },
      ]),
    },
    latitude: read.number('latitude', childText(children(insertion, 'GeoMarker')[0], 'Latitude')),
    longitude: read.number('longitude', childText(children(insertion, 'GeoMarker')[0], 'Longitude')),
    photos: photosOf(insertion),
    notes,
  };
}

/** The details the specification codes; the house's heating is a mask, its first value the main. */
function detailsOf(details: XmlValue | undefined, kind: Kind, read: ValueReader) {
  const d = (name: string) => childText(details, name);
  const masked = (mask: string) =>
    children(children(details, mask)[0], 'value').map((value) => textOf(value));
  const coded = (field: 'finish' | 'heating' | 'ownership', codes: Record<string, number>, code: string) =>
    !code ? null : (codes[code] ?? read.drop(field, code, 'nieznany kod'));
  const isFlat = kind.details === 'FlatDetails';
  return {
    finish: coded('finish', finishByCode, d('ConstructionStatus')),
    heating: isFlat
      ? coded('heating', flatHeatingByCode, d('Heating'))
      : coded('heating', houseHeatingByCode, masked('HeatingMask')[0] ?? ''),
    ownership: isFlat ? coded('ownership', ownershipByCode, d('BuildingOwnership')) : null,
    // A flat's ExtrasMask lists 4 for a garden (ogródek); a mask states only what there is.
    garden: isFlat && masked('ExtrasMask').includes('4') ? (1 as const) : null,
  };
}

/** A code's label in a dictionary list ('' for no code); a code beyond the list is given back as it is, to be told. */
function labelOf(labels: string[], value: string): string {
  if (!value) return '';
  return /^\d+$/.test(value) ? (labels[Number(value)] ?? value) : value;
}

/** OfferType 1 is a rent, 0 a sale; a room (ObjectName 3) is only let; otherwise a sale, and the company is told. */
function rentOf(offerType: string, code: string, notes: string[]): 0 | 1 {
  if (offerType === '1' || code === '3') return 1;
  if (offerType !== '0') notes.push(assumed('rodzaj transakcji', offerType, 'sprzedaż'));
  return 0;
}

/**
 * FloorNo counts from the basement: 0 suterena, 1 parter, 2 the first floor … 52 'above 50'. The portal's floors
 * count from the ground floor (0), and have no basement or open end.
 */
function floorOf(value: string, drop: (field: 'floor', value: string, why: string) => null): number | null {
  if (!value) return null;
  const code = toNumber(value);
  if (code === null || !Number.isInteger(code)) return drop('floor', value, 'nieczytelna liczba');
  if (code === 0) return drop('floor', 'suterena', 'portal nie zna piętra poniżej parteru');
  if (code >= 52) return drop('floor', 'powyżej 50', 'nieokreślone piętro');
  return code - 1;
}

/** Photos in their Position order; one without a position after those with one, in file order. */
function photosOf(insertion: XmlValue): string[] {
  return children(children(insertion, 'Photos')[0], 'Photo')
    .map((photo, index) => ({
      file: childText(photo, 'File'),
      position: toNumber(childText(photo, 'Position')) ?? Number.MAX_SAFE_INTEGER,
      index,
    }))
    .filter((photo) => photo.file)
    .sort((a, b) => a.position - b.position || a.index - b.index)
    .map((photo) => photo.file);
}
