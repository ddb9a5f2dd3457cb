import type { EstateType } from '@portal/domain';
import {
  attribute,
  children,
  childText,
  parseXml,
  textOf,
  type XmlNode,
  type XmlValue,
} from '../../infra/xml/parse-xml.ts';
import type { OfferDraft } from './finish-offer.ts';
import { ImportProblem } from './import-problems.ts';
import type { ImportPackage } from './offer.ts';
import { addOffer, emptyPackage, placeClues, withdrawalsNotSent } from './read-package.ts';
import { assumed, compact, plainText, toNumber, valueReader } from './values.ts';

// Section codes of the signature '{number}/{branch}/{code}': O + kind + S (sale) or W (rent). Only OGS and OMS are
// confirmed; the rest follow ASARI's API sections. A type parameter, when present, wins.
const typeByCode: Record<string, EstateType> = {
  M: 'apartment',
  D: 'house',
  G: 'land',
  L: 'place',
  B: 'object',
  H: 'object',
};
const typeByWord: [RegExp, EstateType][] = [
  [/mieszka/, 'apartment'],
  [/dom/, 'house'],
  [/dzia|grunt/, 'land'],
  [/lokal/, 'place'],
  [/obiekt|hala|magazyn/, 'object'],
];

/**
 * The ASARI package: a {prefix}_{date}_{time}_CFG.xml manifest, the offer files it lists, the definitions file that
 * names the numbered parameters, photos anywhere in the package. `files` holds the package's XML texts by path.
 */
export function parseAsari(files: Map<string, string>): ImportPackage {
  const cfgPath = [...files.keys()].find((name) => /_CFG\.xml$/i.test(name));
  if (!cfgPath) throw new ImportProblem('brak manifestu *_CFG.xml');
  const cfg = rootOf(parseXml(files.get(cfgPath)!));
  const folder = cfgPath.includes('/') ? cfgPath.slice(0, cfgPath.lastIndexOf('/') + 1) : '';
  const prefix = cfgPath.slice(folder.length).split('_')[0]!;
  const byBase = new Map([...files.keys()].map((name) => [baseName(name), name]));
  const definitionsName = childText(cfg, 'definictions') || childText(cfg, 'definitions');
  const definitions = definitionsName
    ? files.get(byBase.get(definitionsName.toLowerCase()) ?? '')
    : undefined;
  if (definitionsName && definitions === undefined)
    throw new ImportProblem(`brak pliku definicji ${definitionsName}`);
  const names = namesOf(
    definitions ?? (files.get(byBase.get('definictions.xml') ?? byBase.get('definitions.xml') ?? '') || ''),
  );
  const listed = children(children(cfg, 'FILES')[0], 'file').map((file) => textOf(file));
  const offerFiles =
    listed.length > 0 ? listed : [...files.keys()].filter((name) => /_\d{3}\.xml$/i.test(name)).map(baseName);
  const result = emptyPackage(childText(cfg, 'empty_offers') === '1' ? 'full' : 'diff', prefix || null);
  for (const fileName of offerFiles) {
    const path = byBase.get(fileName.toLowerCase());
    // A package without one of its listed files is incomplete: nothing of it is applied.
    if (!path) throw new ImportProblem(`brak pliku ofert ${fileName} wymienionego w manifeście`);
    const root = rootOf(parseXml(files.get(path)!));
    for (const offer of children(root, 'offer')) {
      const id = childText(offer, 'signature');
      if (!id) continue;
      result.presentIds.push(id);
      addOffer(result, draftOf(offer, id, names));
    }
    for (const removal of children(root, 'DELETE')) {
      for (const list of children(removal, 'offers'))
        result.withdrawals.push(...children(list, 'signature').map((s) => textOf(s)));
    }
  }
  return { ...result, withdrawals: withdrawalsNotSent(result) };
}

function draftOf(offer: XmlValue, id: string, names: Map<string, string>): OfferDraft {
  const notes: string[] = [];
  const read = valueReader(notes);
  const values = new Map<string, string>();
  for (const param of children(children(offer, 'parameters')[0], 'p')) {
    const key = attribute(param, 'id') || childText(param, 'id');
    const name = names.get(key);
    if (name) values.set(name, textOf(param));
    else if (textOf(param)) notes.push(`pominięto parametr nr ${key} (brak w pliku definicji)`);
  }
  // Names are matched exactly: "szerokość" alone is also a plot's width (a loose match put pins outside Poland).
  const v = (...candidates: string[]) => candidates.map((name) => values.get(name)).find(Boolean) ?? '';
  const code = id.split('/')[2]?.toUpperCase() ?? '';
  const type = typeOf(v('rodzaj nieruchomości', 'typ nieruchomości', 'nieruchomość'), code, notes);
  return {
    externalId: id,
    type,
    rent: rentOf(v('transakcja', 'rodzaj transakcji'), code, notes),
    market: read.market('market', v('rynek')),
    title: plainText(v('tytuł oferty', 'tytuł')),
    description: plainText(childText(offer, 'description') || v('opis')),
    price: v('cena'),
    area:
      type === 'land'
        ? v('powierzchnia działki', 'powierzchnia')
        : v('powierzchnia', 'powierzchnia użytkowa'),
    landArea: type === 'land' ? null : read.number('landArea', v('powierzchnia działki')),
    // The format carries no monthly fees or deposit (CRM-EXPORTS.md).
    monthlyFees: null,
    deposit: null,
    rooms: read.int('rooms', v('liczba pokoi')),
    floor: read.int('floor', v('piętro')),
    floors: read.int('floors', v('liczba pięter')),
    year: read.int('year', v('rok budowy')),
    height: null,
    material: null,
    category: null,
    access: null,
    amenities: compact({
      power: read.media('power', v('prąd')),
      gas: read.media('gas', v('gaz')),
      water: read.media('water', v('woda')),
      canalization: read.media('canalization', v('kanalizacja')),
      elevator: read.flag('elevator', v('winda')),
      balcony: read.flag('balcony', v('balkon')),
      basement: read.flag('basement', v('piwnica')),
      garage: read.flag('garage', v('garaż')),
    }),
    address: v('ulica'),
    cityCode: '',
    district: v('dzielnica') || null,
    place: {
      province: v('województwo'),
      clues: placeClues([
        { field: 'Miejscowość', value: v('miejscowość'), role: 'town' },
        { field: 'Dzielnica', value: v('dzielnica'), role: 'part' },
        { field: 'Gmina', value: v('gmina'), role: 'commune' },
        { field: 'Powiat', value: v('powiat'), role: 'county' },
      ]),
    },
    latitude: read.number('latitude', v('szerokość geograficzna')),
    longitude: read.number('longitude', v('długość geograficzna')),
    photos: photosOf(offer),
    notes,
  };
}

/** The type parameter, else the signature's section code; an offer that gives neither is taken for a flat, and told. */
function typeOf(word: string, code: string, notes: string[]): EstateType {
  const byWord = typeByWord.find(([pattern]) => pattern.test(word.toLowerCase()))?.[1];
  if (byWord) return byWord;
  const byCode = typeByCode[code[1] ?? ''];
  if (byCode) {
    if (word) notes.push(`pominięto rodzaj nieruchomości '${word}' (nieznana wartość)`);
    return byCode;
  }
  notes.push(assumed('rodzaj nieruchomości', word || code, 'mieszkanie'));
  return 'apartment';
}

/** The transaction parameter, else the section code's last letter (S sale, W rent); sale when neither says, told. */
function rentOf(transaction: string, code: string, notes: string[]): 0 | 1 {
  const text = transaction.toLowerCase();
  if (/wynaj|dzierż/.test(text)) return 1;
  if (/sprzeda/.test(text)) return 0;
  if (!text && /[SW]$/.test(code)) return code.endsWith('W') ? 1 : 0;
  notes.push(assumed('rodzaj transakcji', transaction || code, 'sprzedaż'));
  return 0;
}
/** status=1 (the main photo) first, then by weight; names are matched to files case-insensitively later. */
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

/** Parameter id → lower-cased name from the definitions file (the id as attribute or child, both seen). */
function namesOf(xml: string): Map<string, string> {
  if (!xml) return new Map();
  const root = rootOf(parseXml(xml));
  return new Map(
    children(children(root, 'parameters')[0], 'p').map((p) => [
      attribute(p, 'id') || childText(p, 'id'),
      (childText(p, 'name') || textOf(p)).toLowerCase(),
    ]),
  );
}

function rootOf(document: XmlNode): XmlValue | undefined {
  const key = Object.keys(document).find((name) => !name.startsWith('#') && !name.startsWith('?'));
  return key ? document[key] : undefined;
}

function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1).toLowerCase();
}
