import { type EstateType, materials } from '@portal/domain';
import { parseXmlByRecord } from '../../infra/xml/parse-by-record.ts';
import { attribute, children, childText, textOf, type XmlValue } from '../../infra/xml/parse-xml.ts';
import type { OfferDraft } from './finish-offer.ts';
import { ImportProblem } from './import-problems.ts';
import type { ImportPackage } from './offer.ts';
import { addOffer, addUnreadable, emptyPackage, placeClues, withdrawalsNotSent } from './read-package.ts';
import { compact, plainText, toFlag, toNumber, valueReader } from './values.ts';

// Przedmiot, the kind of the offer. A room is an apartment ad; Virgo files office buildings and halls as objects.
const typeBySubject: Record<string, EstateType> = {
  mieszkanie: 'apartment',
  pokoj: 'apartment',
  pokój: 'apartment',
  dom: 'house',
  dzialka: 'land',
  działka: 'land',
  lokal: 'place',
  obiekt: 'object',
  biurowiec: 'object',
  hala: 'object',
  magazyn: 'object',
};

/**
 * Galactica Virgo's native XML (<Dane><Agenci/><Oddzialy/><Oferty><Oferta ID Symbol …/></Oferty><Usuniete/>), which
 * some offices deliver under the name oferty.xml. An offer's values stand in attributes or in child elements,
 * depending on its kind. Withdrawals (<Usuniete>) name offers by their numeric ID, so that ID is the offer's key.
 * A package carries the changes since the last one: what it does not hold is never taken for withdrawn. Pure.
 */
export function parseVirgo(xml: string): ImportPackage {
  const { document, unreadable } = parseXmlByRecord(xml, 'Oferta', { attribute: 'ID' });
  const root = document.Dane;
  if (!root || typeof root !== 'object') throw new ImportProblem('oferty.xml: brak elementu <Dane>');
  const result = emptyPackage('diff');
  addUnreadable(result, unreadable);
  for (const removed of children(root, 'Usuniete')) {
    if (typeof removed !== 'object' || Array.isArray(removed)) continue;
    for (const [tag, value] of Object.entries(removed)) {
      if (tag.startsWith('@') || tag === '#text') continue;
      for (const entry of Array.isArray(value) ? value : [value]) {
        result.withdrawals.push(attribute(entry, 'ID') || textOf(entry));
      }
    }
  }
  for (const offer of children(children(root, 'Oferty')[0], 'Oferta')) {
    const id = attribute(offer, 'ID');
    if (!id) continue;
    result.presentIds.push(id);
    const subject = field(offer, 'Przedmiot');
    const type = typeBySubject[subject.toLowerCase()];
    if (!type) {
      result.refusals.push({
        externalId: id,
        reason: `nieobsługiwany rodzaj nieruchomości ${subject || 'brak'}`,
      });
      continue;
    }
    const currency = (field(offer, 'Waluta') || 'PLN').toUpperCase();
    if (currency !== 'PLN') {
      result.refusals.push({
        externalId: id,
        reason: `cena w walucie ${currency}, portal przyjmuje tylko złote`,
      });
      continue;
    }
    addOffer(result, draftOf(offer, id, type));
  }
  return { ...result, withdrawals: withdrawalsNotSent(result) };
}

/** A value of the offer: its attribute, else its child element of that name (Virgo writes both). */
function field(offer: XmlValue, name: string): string {
  return attribute(offer, name) || childText(offer, name);
}

function draftOf(offer: XmlValue, id: string, type: EstateType): OfferDraft {
  const v = (name: string) => field(offer, name);
  const notes: string[] = [];
  const read = valueReader(notes);
  const rent = toFlag(v('Wynajem')) === 1 ? 1 : 0;
  const primary = read.flag('market', v('Pierwotny'));
  // LokalizacjaJakoGmina: the office named the commune, not the town.
  const asCommune = toFlag(v('LokalizacjaJakoGmina')) === 1;
  return {
    externalId: id,
    type,
    rent,
    market: primary === null ? null : primary === 1 ? 1 : 2,
    title: plainText(v('TytulOferty')),
    description: plainText(v('UwagiOpis')),
    price: v('Cena'),
    area:
      type === 'land'
        ? v('PowierzchniaDzialki') || v('PowierzchniaCalkowita')
        : v('PowierzchniaCalkowita') || v('PowierzchniaUzytkowa'),
    landArea: type === 'land' ? null : read.number('landArea', v('PowierzchniaDzialki')),
    monthlyFees: null,
    deposit: null,
    rooms: read.int('rooms', v('IloscPokoi')),
    floor: read.int('floor', /^parter$/i.test(v('Pietro')) ? '0' : v('Pietro')),
    floors: read.int('floors', v('IloscPieter')),
    year: read.int('year', v('RokBudowy')),
    height: null,
    material: read.option('material', materials, v('MaterialKonstrukcyjny') || v('TechnologiaBudowlana')),
    category: null,
    access: null,
    amenities: compact({
      balcony: read.flag('balcony', v('Balkon')),
      basement: read.flag('basement', v('Piwnica')),
      elevator: read.flag('elevator', v('WindaJest')),
    }),
    address: v('Ulica'),
    cityCode: '',
    district: v('Dzielnica') || null,
    place: {
      province: v('Wojewodztwo'),
      clues: placeClues([
        { field: 'Lokalizacja', value: v('Lokalizacja'), role: asCommune ? 'commune' : 'town' },
        { field: 'Dzielnica', value: v('Dzielnica'), role: 'part' },
        { field: 'Rejon', value: v('Rejon'), role: 'part' },
        { field: 'Powiat', value: v('Powiat'), role: 'county' },
      ]),
    },
    latitude: read.number('latitude', v('MapSzerokoscGeogr')),
    longitude: read.number('longitude', v('MapDlugoscGeogr')),
    photos: photosOf(offer),
    notes,
  };
}

/**
 * Photos (<Zdjecia><Foto ID><lp/><typ/>) in their lp order, floor plans among them; films, maps and documents are
 * not photos. The files lie beside the XML as ofe_{Foto ID}.jpg; <plik> is the name the office uploaded.
 */
function photosOf(offer: XmlValue): string[] {
  return children(children(offer, 'Zdjecia')[0], 'Foto')
    .filter((photo) => ['', 'zdjecie', 'rzut'].includes((field(photo, 'typ') || '').toLowerCase()))
    .map((photo, index) => ({
      id: attribute(photo, 'ID'),
      order: toNumber(field(photo, 'lp')) ?? Number.MAX_SAFE_INTEGER,
      index,
    }))
    .filter((photo) => photo.id)
    .sort((a, b) => a.order - b.order || a.index - b.index)
    .map((photo) => `ofe_${photo.id}.jpg`);
}
