import {
  categoriesByType,
  type EstateType,
  type IntegrationType,
  materials,
  roadTypes,
} from '@portal/domain';
import { parseXmlByRecord } from '../../infra/xml/parse-by-record.ts';
import { attribute, children, childText, textOf, type XmlValue } from '../../infra/xml/parse-xml.ts';
import type { OfferDraft } from './finish-offer.ts';
import { ImportProblem } from './import-problems.ts';
import type { ImportPackage, PlaceClue } from './offer.ts';
import { detailReader } from './offer-details.ts';
import { addOffer, addUnreadable, emptyPackage, placeClues, withdrawalsNotSent } from './read-package.ts';
import { compact, plainText, toNumber, type ValueReader, valueReader } from './values.ts';

// Type and transaction come from the <dzial> container, never from id prefixes (Galactica files halls as LS/HS).
const typeBySection: Record<string, EstateType> = {
  mieszkania: 'apartment',
  pokoje: 'apartment',
  domy: 'house',
  dzialki: 'land',
  lokale: 'place',
  obiekty: 'object',
};

// Galactica's versioned land ids: 'AKM-GS-55571-18' → '-19' is the same offer (CRM-EXPORTS §3.1).
const versioned = /^(.*G[SW]-\d+)-\d+$/;

/**
 * Oferty.net / Domy.pl XML 0.4 (oferty.xml) as Galactica, IMO and Agencja3000 write it, and other CRMs for that
 * portal; `profile` is the integration's CRM (Galactica's versioned ids). Pure: text in, package out.
 */
export function parseOfertyNet(xml: string, profile: IntegrationType): ImportPackage {
  const { document, unreadable } = parseXmlByRecord(xml, 'oferta', { child: 'id' });
  const root = document.plik;
  if (!root || typeof root !== 'object') throw new ImportProblem('oferty.xml: brak elementu <plik>');
  const header = children(root, 'header')[0];
  const list = children(root, 'lista_ofert')[0];
  const photoBlock = photoBlockOf(root, list);
  const result = emptyPackage(
    childText(header, 'zawartosc_pliku').toLowerCase() === 'calosc' ? 'full' : 'diff',
  );
  addUnreadable(result, unreadable);
  result.withdrawals.push(...children(list, 'oferta_usun').map((node) => childText(node, 'id')));
  for (const section of children(list, 'dzial')) {
    result.withdrawals.push(...children(section, 'oferta_usun').map((node) => childText(node, 'id')));
    const tab = attribute(section, 'tab').toLowerCase();
    const type = typeBySection[tab];
    for (const offer of children(section, 'oferta')) {
      const id = childText(offer, 'id');
      if (!id) continue;
      result.presentIds.push(id);
      if (!type) {
        result.refusals.push({ externalId: id, reason: `nieobsługiwany dział ${tab}` });
        continue;
      }
      // The portal shows złoty only and converts nothing: a price in EUR or USD is refused, with that reason.
      const currency = attribute(children(offer, 'cena')[0], 'waluta').toUpperCase() || 'PLN';
      if (currency !== 'PLN') {
        result.refusals.push({
          externalId: id,
          reason: `cena w walucie ${currency}, portal przyjmuje tylko złote`,
        });
        continue;
      }
      addOffer(result, draftOf(offer, id, type, attribute(section, 'typ'), photoBlock));
    }
  }
  return settleWithdrawals(result, profile);
}

function draftOf(
  offer: XmlValue,
  id: string,
  type: EstateType,
  transaction: string,
  photoBlock: PhotoBlock,
): OfferDraft {
  const params = paramsOf(offer);
  const p = (name: string) => params.get(name) ?? '';
  const tree = treeOf(offer);
  const notes: string[] = [];
  const read = valueReader(notes);
  const rent = transaction.toLowerCase() === 'wynajem' ? 1 : 0;
  const power = read.media('power', p('prad')) ?? (/pr[aą]d-(?!w ulicy)/i.test(p('uzbrojenie')) ? 1 : null);
  const details = detailReader(read);
  return {
    externalId: id,
    type,
    rent,
    market: marketOfFlag(read.flag('market', p('rynek_pierwotny'))),
    title: plainText(p('advertisement_text')),
    description: plainText(p('opis')),
    price: textOf(children(offer, 'cena')[0]),
    area:
      type === 'land'
        ? p('powierzchnia') || p('powierzchniadzialki')
        : p('powierzchnia') || p('available_area'),
    landArea: type === 'land' ? null : read.number('landArea', p('powierzchniadzialki')),
    // Galactica's monthly fees and deposit (param_inventory.tsv); the portal keeps them for rent ads only.
    monthlyFees: rent ? read.number('monthlyFees', p('dodatkowe_koszty')) : null,
    deposit: rent ? read.number('deposit', p('kaucja')) : null,
    rooms: read.int('rooms', p('liczbapokoi')),
    floor: read.int('floor', p('pietro')),
    floors: read.int('floors', p('liczbapieter')),
    year: read.int('year', p('rokbudowy')),
    height: read.number('height', p('wysokoscpomieszczen')),
    material: read.option('material', materials, p('materialbudowy')),
    category: read.option(
      'category',
      categoriesByType[type],
      p('typbudynkumieszk') || p('typzabudowy') || p('typdzialki') || p('typlokalu'),
    ),
    access: read.option('access', roadTypes, p('drogadojazdowa')),
    amenities: compact({
      power,
      gas: read.media('gas', p('gaz')),
      water: read.media('water', p('typpodlaczeniawody')),
      canalization: read.media('canalization', p('kanalizacja')),
      phone: read.flag('phone', p('ma_telefon')),
      internet: read.media('internet', p('internet')),
      ...parkingOf(p('miejscaparkingowe'), read),
      basement: read.flag('basement', p('piwnica')),
      furnished: read.flag('furnished', p('meble')),
      elevator: read.flag('elevator', p('winda')),
      balcony: read.flag('balcony', p('balkon')),
      duplexes: read.flag('duplexes', p('dwupoziomowe')),
      wc: read.flag('wc', p('lazienka_wc')),
      fence: read.media('fence', p('ogrodzenie')),
    }),
    // Galactica's words (param_inventory.tsv): stannieruchomosci for flats and shops, stanbudynku for houses.
    bathrooms: details.bathrooms(p('liczbalazienek')),
    finish: details.finish(p('stannieruchomosci') || p('stanbudynku')),
    heating: details.heating(p('ogrzewanie')),
    ownership: details.ownership(p('forma_wlasnosci')),
    availableFrom: details.availableFrom(p('zwalnianeod')),
    address: p('ulica'),
    cityCode: '',
    district: p('dzielnica') || null,
    place: {
      province: p('wojewodztwo') || tree.find((area) => area.level === '2')?.value || '',
      clues: placeClues([
        { field: 'miasto', value: p('miasto'), role: 'town' },
        { field: 'dzielnica', value: p('dzielnica'), role: 'part' },
        { field: 'gmina', value: p('gmina'), role: 'commune' },
        { field: 'powiat', value: p('powiat'), role: 'county' },
        ...tree.flatMap(({ level, type, value }): PlaceClue[] =>
          Number(level) < 3
            ? []
            : [{ field: `lokalizacja, poziom ${level}`, value, role: treeRole(level, type) }],
        ),
      ]),
    },
    // n_geo_x is the longitude; wsp_x/wsp_y are the same point the other way round.
    latitude: read.number('latitude', p('n_geo_y') || p('wsp_x')),
    longitude: read.number('longitude', p('n_geo_x') || p('wsp_y')),
    photos: photosOf(params, photoBlock.get(id) ?? photoBlockOf(offer, undefined).get(id) ?? []),
    notes,
  };
}

/**
 * miejscaparkingowe is free text ('brak', 'garaż', 'miejsce parkingowe', 'Własny parking Tak'): a garage is also a
 * parking place; text that names neither says nothing the portal can show.
 */
function parkingOf(text: string, read: ValueReader): { garage: 0 | 1 | null; parking: 0 | 1 | null } {
  const lower = text.trim().toLowerCase();
  if (!lower) return { garage: null, parking: null };
  if (/^(brak|nie)\b/.test(lower)) return { garage: 0, parking: 0 };
  if (lower.includes('garaż')) return { garage: 1, parking: 1 };
  if (/parking|postoj/.test(lower)) return { garage: 0, parking: 1 };
  read.drop('parking', text, 'nieznana wartość');
  return { garage: null, parking: null };
}

/** A rynek_pierwotny flag → the market: 1 primary, 2 secondary, null when the file does not say. */
function marketOfFlag(primary: 0 | 1 | null): 1 | 2 | null {
  if (primary === null) return null;
  return primary === 1 ? 1 : 2;
}

/** <location><area level="3" type="district">…: the tree's levels as the file gives them. */
function treeOf(offer: XmlValue) {
  return children(children(offer, 'location')[0], 'area').map((area) => ({
    level: attribute(area, 'level'),
    type: attribute(area, 'type').toLowerCase(),
    value: textOf(area),
  }));
}

// Level 3 is the county ('district' in Agencja3000's type), 4 and 5 a commune, a town or a part of one: a
// type the file states wins over the level.
function treeRole(level: string, type: string): PlaceClue['role'] {
  if (type === 'commune') return 'commune';
  if (type === 'district' || (!type && level === '3')) return 'county';
  if (type === 'city' || type === 'town') return 'town';
  return 'part';
}

/** Params by trimmed, lower-cased name ('cenazametr ' has a trailing space); <linia> lines are joined. */
function paramsOf(offer: XmlValue): Map<string, string> {
  const params = new Map<string, string>();
  for (const param of children(offer, 'param')) {
    const lines = children(param, 'linia');
    const value = lines.length > 0 ? lines.map((line) => textOf(line)).join('\n') : rawText(param);
    params.set(attribute(param, 'nazwa').toLowerCase(), value);
  }
  return params;
}

// Descriptions keep their line breaks: textOf trims only the ends.
function rawText(node: XmlValue): string {
  return typeof node === 'string' ? node : textOf(node);
}

type PhotoBlock = Map<string, string[]>;

/** The <zdjecia><zdjecie><id/><nazwa/><kolejnosc/><akcja/> block: photos per offer id, removed ones (akcja u) left out. */
function photoBlockOf(...nodes: (XmlValue | undefined)[]): PhotoBlock {
  const byOffer = new Map<string, { name: string; order: number }[]>();
  for (const node of nodes) {
    for (const photo of children(children(node, 'zdjecia')[0], 'zdjecie')) {
      if (childText(photo, 'akcja').toLowerCase() === 'u') continue;
      const list = byOffer.get(childText(photo, 'id')) ?? [];
      list.push({
        name: childText(photo, 'nazwa'),
        order: toNumber(childText(photo, 'kolejnosc')) ?? list.length,
      });
      byOffer.set(childText(photo, 'id'), list);
    }
  }
  return new Map(
    [...byOffer].map(([id, list]) => [id, list.sort((a, b) => a.order - b.order).map((p) => p.name)]),
  );
}

function photosOf(params: Map<string, string>, fromBlock: string[]): string[] {
  const numbered = [...params]
    .map(([name, value]) => ({ n: /^zdjecie(\d+)$/.exec(name)?.[1], value: value.trim() }))
    .filter((photo) => photo.n !== undefined && photo.value)
    .sort((a, b) => Number(a.n) - Number(b.n))
    .map((photo) => photo.value);
  return numbered.length > 0 ? numbered : fromBlock.filter(Boolean);
}

/**
 * An id both withdrawn and sent in one package stays; for Galactica a withdrawn 'base-N' sent again as 'base-M' is
 * the same ad under a new id (relinked, not withdrawn). Withdrawals by base id are never made.
 */
function settleWithdrawals(result: ImportPackage, profile: IntegrationType): ImportPackage {
  const withdrawals: string[] = [];
  for (const id of withdrawalsNotSent(result)) {
    const base = versioned.exec(id)?.[1];
    const successor =
      profile === 'galactica' && base
        ? result.presentIds.find((other) => versioned.exec(other)?.[1] === base)
        : undefined;
    if (successor) result.relinks.push({ from: id, to: successor });
    else withdrawals.push(id);
  }
  return { ...result, withdrawals };
}
