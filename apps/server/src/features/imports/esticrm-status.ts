import {
  attribute,
  children,
  childText,
  parseXml,
  textOf,
  type XmlValue,
} from '../../infra/xml/parse-xml.ts';
import { toFlag } from './values.ts';

/** Labels of a package's dictionaries (definitions.xml): dictionary name → key → label. */
export type Dictionaries = Map<string, Map<string, string>>;

/** Whether an EstiCRM offer may be online, or why the portal cannot tell (an unknown value: it stays offline). */
export type Publication = { online: boolean; unknown?: string };

// EstiCRM's `status` is the office's workflow state: a key of the dictionary its `dictionary` attribute names,
// labelled in the package's definitions.xml. Only key 3, "Aktywna publikacja", is confirmed across installations
// (CRM-EXPORTS §3.5 and the production importers it cites): the others are read by their label. Active means online;
// withdrawn, sold, rented, reserved, archived, inactive or draft means offline; any other state keeps the offer
// offline too, and the company is told, since publishing what the office did not mean to publish is the worse error.
const activeKey = '3';
const activeLabel = /^aktywn/;
const offlineLabel = /wycofan|sprzedan|wynaj[eę]t|zarezerw|rezerwac|archiw|nieaktywn|zawieszon|robocz|usuni/;

/**
 * Whether the offer is online: its status says active (or the file gives none) and its `offerExport` flag does not
 * say it is not exported. A status or a flag the file does not give is no statement: the CRM sent the offer to us.
 */
export function publicationOf(offer: XmlValue, dictionaries: Dictionaries): Publication {
  const status = childText(offer, 'status');
  const statusLabel = labelOf(offer, 'status', dictionaries);
  const byStatus = statusStanding(status, statusLabel);
  if (byStatus !== 'online') {
    return byStatus === 'offline'
      ? { online: false }
      : { online: false, unknown: `nieznany status oferty '${statusLabel || status}'` };
  }
  const exported = childText(offer, 'offerExport');
  if (!exported) return { online: true };
  const flag = toFlag(labelOf(offer, 'offerExport', dictionaries) || exported);
  if (flag === null) return { online: false, unknown: `nieznana wartość offerExport '${exported}'` };
  return { online: flag === 1 };
}

function statusStanding(key: string, label: string): 'online' | 'offline' | 'unknown' {
  if (!key) return 'online';
  const text = label.toLowerCase();
  if (offlineLabel.test(text)) return 'offline';
  if (activeLabel.test(text)) return 'online';
  if (!label && key === activeKey) return 'online';
  return 'unknown';
}

/** The label of a coded field: from its dictionary, or the value itself when the CRM wrote words, not a key. */
export function labelOf(offer: XmlValue, field: string, dictionaries: Dictionaries): string {
  const node = children(offer, field)[0];
  const value = textOf(node);
  const dictionary = attribute(node, 'dictionary') || field;
  return dictionaries.get(dictionary)?.get(value) ?? (/^\d+$/.test(value) ? '' : value);
}

/**
 * definitions.xml: one element per dictionary, named by its tag or by `<dictionary name>`, its items labelled by
 * their text and keyed by a `key` or `id` attribute. The exact tag names are not documented (CRM-EXPORTS §7), so
 * both shapes are accepted.
 */
export function dictionariesOf(xml: string | undefined): Dictionaries {
  const dictionaries: Dictionaries = new Map();
  if (!xml) return dictionaries;
  const root = elementsOf(parseXml(xml))[0]?.[1];
  for (const [tag, dictionary] of elementsOf(root)) {
    const name = attribute(dictionary, 'name') || tag;
    const labels = new Map<string, string>();
    for (const [, item] of elementsOf(dictionary)) {
      const key = attribute(item, 'key') || attribute(item, 'id');
      const label = textOf(item);
      if (key && label) labels.set(key, label);
    }
    if (labels.size > 0) dictionaries.set(name, labels);
  }
  return dictionaries;
}

/** The child elements of a node as [tag, element] pairs, repeated tags one by one. */
function elementsOf(node: XmlValue | undefined): [string, XmlValue][] {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return [];
  return Object.entries(node)
    .filter(([tag]) => !tag.startsWith('@') && !tag.startsWith('#'))
    .flatMap(([tag, value]) =>
      (Array.isArray(value) ? value : [value]).map((one): [string, XmlValue] => [tag, one]),
    );
}
