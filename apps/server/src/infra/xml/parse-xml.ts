import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { decodeEntities } from './entities.ts';
import { repairXml } from './repair-xml.ts';

/** A parsed element: attributes under '@name', text under '#text', children by tag name (repeated tags as arrays). */
export type XmlNode = { [key: string]: XmlValue };
export type XmlValue = string | XmlNode | XmlValue[];

/** The file is not well-formed XML (truncated, broken) or uses a DTD; nothing of it may be imported. */
export class XmlError extends Error {
  /** `message` is shown to the company as it is (Polish); the parser's own words, in English, go in `cause`. */
  constructor(message: string, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'XmlError';
  }
}

/**
 * Parses strictly: the whole text is validated first, because the parser alone accepts a cut file and would import
 * half of it. DTDs are refused (no entity expansion, no external files); entity references are decoded here, after
 * parsing, together with the double-escaped ones CRMs send. What is broken beyond doubt (a raw '&', a control
 * character) is repaired first (repair-xml.ts).
 */
export function parseXml(source: string): XmlNode {
  const text = repairXml(source);
  if (/<!DOCTYPE/i.test(text)) throw new XmlError('plik XML zawiera DTD, którego nie przyjmujemy');
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    throw new XmlError(`niepoprawny XML (linia ${valid.err.line})`, valid.err.msg);
  }
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    parseTagValue: false,
    parseAttributeValue: false,
    processEntities: false,
    trimValues: false,
    ignoreDeclaration: true,
    ignorePiTags: true,
    commentPropName: false,
    tagValueProcessor: (_name, value) => decodeEntities(value),
    attributeValueProcessor: (_name, value) => decodeEntities(value),
  });
  const parsed = parser.parse(text) as XmlNode;
  return parsed;
}

/** The children of a node under a tag, always as a list. */
export function children(node: XmlValue | undefined, tag: string): XmlValue[] {
  if (!node || typeof node === 'string' || Array.isArray(node)) return [];
  const value = node[tag];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** The first child element under a tag, as a node ('' elements become empty nodes). */
export function child(node: XmlValue | undefined, tag: string): XmlNode | undefined {
  const first = children(node, tag)[0];
  if (first === undefined) return undefined;
  return typeof first === 'string' ? { '#text': first } : Array.isArray(first) ? undefined : first;
}

/** The text of a node: its own text, trimmed ('' when none). */
export function textOf(node: XmlValue | undefined): string {
  if (node === undefined) return '';
  if (typeof node === 'string') return node.trim();
  if (Array.isArray(node)) return textOf(node[0]);
  const text = node['#text'];
  return typeof text === 'string' ? text.trim() : '';
}

/** The text of the first child under a tag. */
export function childText(node: XmlValue | undefined, tag: string): string {
  return textOf(children(node, tag)[0]);
}

/** An attribute of a node, trimmed ('' when missing). */
export function attribute(node: XmlValue | undefined, name: string): string {
  if (!node || typeof node === 'string' || Array.isArray(node)) return '';
  const value = node[`@${name}`];
  return typeof value === 'string' ? value.trim() : '';
}
