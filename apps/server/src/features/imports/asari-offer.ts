import { categoriesByType, type EstateType, materials, roadTypes } from '@portal/domain';
import { attribute, children, childText, textOf, type XmlValue } from '../../infra/xml/parse-xml.ts';
import { amenitiesOf, type Param } from './asari-amenities.ts';
import type { OfferDraft } from './finish-offer.ts';
import { detailReader } from './offer-details.ts';
import { placeClues } from './read-package.ts';
import { assumed, plainText, toNumber, valueReader } from './values.ts';

// One ASARI offer read by the parameter names of the office's dictionary (definictions.xml). The names are those of a
// real office's dictionary (CRM-EXPORTS §3.4, asari/parameters.tsv); their ids may differ between offices.

/** Parameter name (nameKey) → its ids in the dictionary's order. */
export type Dictionary = Map<string, string[]>;

/** Names compare exactly but for letter case and spacing: 'szerokość' alone is also a plot's width. */
export const nameKey = (name: string) => name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

/** The parameters without which offers cannot become ads, or land in the wrong place or section. */
export const neededNames = [
  'cena ofertowa PLN',
  'czynsz ofertowy PLN',
  'operacja',
  'nieruchomość',
  'pow. użytkowa [m2]',
  'pow. całkowita [m2]',
  'lotArea',
  'tytuł ogłoszenia',
  'województwo',
  'powiat',
  'gmina',
  'miejscowość',
];

// The kind (parameter 'nieruchomość', dictionary 'typ nieruchomości'), else the signature's section code
// {number}/{branch}/O{kind}{S|W}: OMS, OMW, ODS, OGS and OOS were seen in a real stream; L for a commercial place is
// ASARI's API word for it, not a code seen. The portal has no rooms: a room to let is a flat's ad.
const kindByWord: Record<string, EstateType> = {
  MIESZKANIE: 'apartment',
  POKÓJ: 'apartment',
  DOM: 'house',
  DZIAŁKA: 'land',
  LOKAL: 'place',
  OBIEKT: 'object',
};
const kindByCode: Record<string, EstateType> = {
  M: 'apartment',
  D: 'house',
  G: 'land',
  L: 'place',
  O: 'object',
};
// The parameter holding each kind's category; values.ts reads ASARI's words for the portal's labels.
const categoryName: Record<EstateType, string> = {
  apartment: 'rodzaj budynku',
  house: 'typ domu',
  land: 'rodzaj działki',
  place: 'rodzaj lokalu użytkowego',
  object: 'rodzaj obiektu',
};
// A deposit of n months' rent ('kaucja', dictionary 'kaucja'): 'BEZ KAUCJI' is none, 'DO UZGODNIENIA' says nothing.
const depositMonths = (word: string) =>
  /BEZ KAUCJI/.test(word) ? 0 : Number(/^(\d)-MIES/.exec(word)?.[1] ?? Number.NaN);

/** The offer's values by parameter id, read through the dictionary; ids it does not name are told in `notes`. */
export function paramsOf(offer: XmlValue, dictionary: Dictionary): { param: Param; notes: string[] } {
  const values = new Map<string, string>();
  for (const p of children(children(offer, 'parameters')[0], 'p')) {
    values.set(attribute(p, 'id') || childText(p, 'id'), textOf(p).trim());
  }
  const known = new Set([...dictionary.values()].flat());
  const notes = [...values]
    .filter(([id, value]) => value && !known.has(id))
    .map(([id]) => `pominięto parametr nr ${id} (brak w pliku definicji)`);
  const valuesOf = (name: string) =>
    (dictionary.get(nameKey(name)) ?? []).map((id) => values.get(id) ?? '').filter(Boolean);
  return {
    notes,
    param: {
      // A name the dictionary repeats is the first of its parameters the offer fills.
      one: (name) => valuesOf(name)[0] ?? '',
      all: (name) => valuesOf(name).join(', '),
    },
  };
}

/** The offer as an ad, or why it is none: KUPNO and NAJEM are a client's search for a property, not an offer. */
export function asariDraft(
  offer: XmlValue,
  id: string,
  params: ReturnType<typeof paramsOf>,
): OfferDraft | string {
  const { param } = params;
  const notes = [...params.notes];
  const read = valueReader(notes);
  const v = param.one;
  if (/^(KUPNO|NAJEM)$/i.test(v('operacja')))
    return `operacja '${v('operacja')}' to poszukiwanie, nie oferta`;
  const code = id.split('/')[2]?.toUpperCase() ?? '';
  const type = kindOf(v('nieruchomość'), code, notes);
  const rent = rentOf(v('operacja'), code, notes);
  const usable = v('pow. użytkowa [m2]') || v('pow. całkowita [m2]');
  const price = rent ? v('czynsz ofertowy PLN') : v('cena ofertowa PLN');
  const months = depositMonths(v('kaucja').toUpperCase());
  const rentPrice = toNumber(price);
  const details = detailReader(read);
  return {
    externalId: id,
    type,
    rent,
    market: read.market('market', v('rynek')),
    title: plainText(v('tytuł ogłoszenia')),
    description: plainText(childText(offer, 'description')),
    price,
    area: type === 'land' ? v('lotArea') || v('pow. całkowita [m2]') : usable,
    landArea: type === 'land' ? null : read.number('landArea', v('lotArea')),
    monthlyFees: rent ? read.number('monthlyFees', v('administrativeRent')) : null,
    deposit: rent && rentPrice !== null && Number.isInteger(months) ? rentPrice * months : null,
    rooms: read.int('rooms', v('liczba pokoi')),
    floor: read.int('floor', v('piętro')),
    floors: read.int('floors', v('ilość pięter')),
    year: read.int('year', v('rok budowy')),
    // ASARI's 'wysokość pomieszczeń' is free text without a unit: metres or centimetres cannot be told apart.
    height: null,
    material: read.option('material', materials, v('materiał ścian')),
    category: read.option('category', categoriesByType[type], v(categoryName[type])),
    access: read.option('access', roadTypes, v('droga dojazdowa')),
    amenities: amenitiesOf(param, read),
    bathrooms: details.bathrooms(v('liczba łazienek')),
    // The standard of the rooms first; the building's stage says more only of a house being built.
    finish: details.finish(v('standard') || v('stan zaawansowania budynku')),
    heating: details.heating(v('ogrzewanie')),
    ownership: details.ownership(v('forma własności')),
    availableFrom: details.availableFrom(v('dostępne od')),
    pets: details.pets(v('zwierzęta domowe')),
    address: titleCase(v('ulica')),
    cityCode: '',
    district: titleCase(v('dzielnica')) || null,
    place: {
      province: v('województwo'),
      clues: placeClues([
        { field: 'miejscowość', value: v('miejscowość'), role: 'town' },
        { field: 'dzielnica', value: v('dzielnica'), role: 'part' },
        { field: 'gmina', value: v('gmina'), role: 'commune' },
        { field: 'powiat', value: v('powiat'), role: 'county' },
      ]),
    },
    latitude: read.number('latitude', v('szerokość geograficzna')),
    longitude: read.number('longitude', v('długość geograficzna')),
    photos: photosOf(offer),
    notes,
  };
}

/** The kind parameter, else the signature's section code; an offer that gives neither is taken for a flat, and told. */
function kindOf(word: string, code: string, notes: string[]): EstateType {
  const byWord = kindByWord[word.toUpperCase()];
  if (byWord) return byWord;
  const byCode = kindByCode[code[1] ?? ''];
  if (byCode) {
    if (word) notes.push(`pominięto rodzaj nieruchomości '${word}' (nieznana wartość)`);
    return byCode;
  }
  notes.push(assumed('rodzaj nieruchomości', word || code, 'mieszkanie'));
  return 'apartment';
}

/** The operation (dictionary 'typ oferty'), else the code's last letter (S sale, W rent); sale when neither says, told. */
function rentOf(operation: string, code: string, notes: string[]): 0 | 1 {
  const word = operation.toUpperCase();
  if (word === 'WYNAJEM') return 1;
  if (word === 'SPRZEDAŻ') return 0;
  if (!word && /[SW]$/.test(code)) return code.endsWith('W') ? 1 : 0;
  notes.push(assumed('rodzaj transakcji', operation || code, 'sprzedaż'));
  return 0;
}

/** The main photo (status 1) first, then by weight; names are matched to files case-insensitively later. */
function photosOf(offer: XmlValue): string[] {
  return children(children(offer, 'pictures')[0], 'picture')
    .map((picture, index) => ({
      name: childText(picture, 'unique'),
      main: childText(picture, 'status') === '1' ? 0 : 1,
      weight: toNumber(childText(picture, 'weight')) ?? index,
    }))
    .filter((picture) => picture.name)
    .sort((a, b) => a.main - b.main || a.weight - b.weight)
    .map((picture) => picture.name);
}

/** ASARI writes dictionary values in capitals ('MOKOTÓW'); an ad shows them as names ('Mokotów'). */
function titleCase(text: string): string {
  if (text !== text.toUpperCase()) return text;
  return text
    .toLowerCase()
    .replace(/(^|[\s\-./(])(\p{L})/gu, (_, before, letter) => before + letter.toUpperCase());
}
