import { parseXmlByRecord } from '../../infra/xml/parse-by-record.ts';
import {
  attribute,
  children,
  childText,
  parseXml,
  textOf,
  type XmlNode,
  type XmlValue,
} from '../../infra/xml/parse-xml.ts';
import { asariDraft, type Dictionary, nameKey, neededNames, paramsOf } from './asari-offer.ts';
import { ImportProblem } from './import-problems.ts';
import type { ImportPackage } from './offer.ts';
import { addOffer, addUnreadable, emptyPackage, withdrawalsNotSent } from './read-package.ts';

/**
 * The ASARI package: a {prefix}_{date}_{time}_CFG.xml manifest, the offer files it lists, the dictionary
 * (definictions.xml) that names the numbered parameters, photos anywhere in the package. `files` holds the package's
 * XML texts by path.
 */
export function parseAsari(files: Map<string, string>): ImportPackage {
  const cfgPath = [...files.keys()].find((name) => /_CFG\.xml$/i.test(name));
  if (!cfgPath) throw new ImportProblem('brak manifestu *_CFG.xml');
  const cfg = rootOf(parseXml(files.get(cfgPath)!));
  const folder = cfgPath.includes('/') ? cfgPath.slice(0, cfgPath.lastIndexOf('/') + 1) : '';
  const prefix = cfgPath.slice(folder.length).split('_')[0]!;
  const byBase = new Map([...files.keys()].map((name) => [baseName(name), name]));
  const definitionsName =
    childText(cfg, 'definictions') ||
    childText(cfg, 'definitions') ||
    ['definictions.xml', 'definitions.xml'].find((name) => byBase.has(name)) ||
    'definictions.xml';
  const definitions = files.get(byBase.get(definitionsName.toLowerCase()) ?? '');
  const listed = children(children(cfg, 'FILES')[0], 'file').map((file) => textOf(file));
  const offerFiles =
    listed.length > 0 ? listed : [...files.keys()].filter((name) => /_\d{3}\.xml$/i.test(name)).map(baseName);
  const result = emptyPackage(childText(cfg, 'empty_offers') === '1' ? 'full' : 'diff', prefix || null);
  const offers: XmlValue[] = [];
  for (const fileName of offerFiles) {
    const path = byBase.get(fileName.toLowerCase());
    // A package without one of its listed files is incomplete: nothing of it is applied.
    if (!path) throw new ImportProblem(`brak pliku ofert ${fileName} wymienionego w manifeście`);
    // An offer broken beyond repair costs that offer only: the file's other offers and its withdrawals still apply.
    const { document, unreadable } = parseXmlByRecord(files.get(path)!, 'offer', { child: 'signature' });
    addUnreadable(result, unreadable);
    const root = rootOf(document);
    offers.push(...children(root, 'offer'));
    for (const removal of children(root, 'DELETE')) {
      for (const list of children(removal, 'offers'))
        result.withdrawals.push(...children(list, 'signature').map((s) => textOf(s)));
    }
  }
  if (offers.length > 0) {
    // Withdrawals need no dictionary; offers cannot be read without one.
    if (definitions === undefined) throw new ImportProblem(`brak pliku definicji ${definitionsName}`);
    const dictionary = dictionaryOf(definitions);
    // An office's dictionary may name a parameter otherwise: every offer would lose that field without a word.
    const lacking = neededNames.filter((name) => !dictionary.has(nameKey(name)));
    result.notes = lacking.map((name) => `plik definicji ${definitionsName} nie zawiera parametru '${name}'`);
    for (const offer of offers) {
      const id = childText(offer, 'signature');
      if (!id) continue;
      result.presentIds.push(id);
      const draft = asariDraft(offer, id, paramsOf(offer, dictionary));
      if (typeof draft === 'string') result.refusals.push({ externalId: id, reason: draft });
      else addOffer(result, draft);
    }
  }
  return { ...result, withdrawals: withdrawalsNotSent(result) };
}

/**
 * Parameter name → its ids in the dictionary's order: a name may repeat (ASARI's 'miejscowość' is 48, 193 and 465;
 * 'dodatkowe' 120, 153 and 154 for flats, commercial places and houses). The id comes as an attribute or a child.
 */
function dictionaryOf(xml: string): Dictionary {
  if (lastDictionary?.xml === xml) return lastDictionary.dictionary;
  const dictionary: Dictionary = new Map();
  for (const p of children(children(rootOf(parseXml(xml)), 'parameters')[0], 'p')) {
    const id = attribute(p, 'id') || childText(p, 'id');
    const name = nameKey(childText(p, 'name') || textOf(p));
    if (id && name) dictionary.set(name, [...(dictionary.get(name) ?? []), id]);
  }
  lastDictionary = { xml, dictionary };
  return dictionary;
}

// An office sends its whole dictionary (hundreds of kB with the value lists) with every export, a one-offer increment
// too: read once for as long as it stays the same, it no longer costs each package most of its time.
let lastDictionary: { xml: string; dictionary: Dictionary } | undefined;

function rootOf(document: XmlNode): XmlValue | undefined {
  const key = Object.keys(document).find((name) => !name.startsWith('#') && !name.startsWith('?'));
  return key ? document[key] : undefined;
}

function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1).toLowerCase();
}
