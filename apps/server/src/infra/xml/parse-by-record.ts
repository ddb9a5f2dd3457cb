import { parseXml, type XmlNode } from './parse-xml.ts';
import { repairXml } from './repair-xml.ts';

/** An offer element that is not well-formed even alone: its id when it can be read from the raw text, its line. */
export type UnreadableRecord = { id: string; line: number };

/** Where an offer's id stands in its element: a child element's text or an attribute of the element. */
export type RecordId = { child: string } | { attribute: string };

/**
 * Parses a file whose offers are `tag` elements. When the whole does not parse, each offer is parsed alone and the
 * ones that fail are cut out and named: one broken offer costs that offer, not the package with its other offers
 * and its withdrawals. The rest of the file (header, withdrawals, the good offers) must still be well-formed.
 */
export function parseXmlByRecord(
  text: string,
  tag: string,
  id: RecordId,
): { document: XmlNode; unreadable: UnreadableRecord[] } {
  const repaired = repairXml(text);
  try {
    return { document: parseXml(repaired), unreadable: [] };
  } catch (error) {
    const unreadable: UnreadableRecord[] = [];
    let kept = '';
    let from = 0;
    for (const { start, end } of recordsOf(repaired, tag)) {
      const element = repaired.slice(start, end);
      if (isWellFormed(element)) continue;
      unreadable.push({ id: idIn(element, tag, id), line: repaired.slice(0, start).split('\n').length });
      kept += repaired.slice(from, start);
      from = end;
    }
    if (unreadable.length === 0) throw error;
    return { document: parseXml(kept + repaired.slice(from)), unreadable };
  }
}

function isWellFormed(element: string): boolean {
  try {
    parseXml(element);
    return true;
  } catch {
    return false;
  }
}

/**
 * The spans of the `tag` elements. An element runs to its closing tag, or, when it has none before the next one
 * opens, up to that next one (an unclosed offer does not swallow its neighbour).
 */
function recordsOf(text: string, tag: string): { start: number; end: number }[] {
  const starts = [...text.matchAll(new RegExp(`<${tag}(?=[\\s/>])`, 'g'))].map((match) => match.index);
  return starts.map((start, index) => {
    const next = starts[index + 1] ?? text.length;
    const span = text.slice(start, next);
    const selfClosed = /^<[^<>]*\/>/.exec(span);
    if (selfClosed) return { start, end: start + selfClosed[0].length };
    const close = span.indexOf(`</${tag}>`);
    return { start, end: close >= 0 ? start + close + tag.length + 3 : next };
  });
}

function idIn(element: string, tag: string, id: RecordId): string {
  const pattern =
    'child' in id
      ? new RegExp(`<${id.child}>\\s*([^<]*?)\\s*</${id.child}>`)
      : new RegExp(`^<${tag}\\b[^>]*?\\s${id.attribute}\\s*=\\s*["']([^"']*)["']`);
  return pattern.exec(element)?.[1]?.trim() ?? '';
}
