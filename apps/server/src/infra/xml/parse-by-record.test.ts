import { describe, expect, it } from 'vitest';
import { parseXmlByRecord } from './parse-by-record.ts';
import { children, childText, parseXml, XmlError } from './parse-xml.ts';
import { repairXml } from './repair-xml.ts';

const offer = (id: string, description: string) =>
  `<oferta><id>${id}</id><param nazwa="opis">${description}</param></oferta>`;
const file = (...offers: string[]) =>
  `<?xml version="1.0"?>\n<plik><lista_ofert>\n<dzial tab="domy">\n${offers.join('\n')}\n` +
  '<oferta_usun><id>OLD-1</id></oferta_usun>\n</dzial>\n</lista_ofert></plik>';
const ids = (document: ReturnType<typeof parseXml>) =>
  children(children(children(document.plik, 'lista_ofert')[0], 'dzial')[0], 'oferta').map((o) =>
    childText(o, 'id'),
  );

describe('repairXml', () => {
  it('escapes a raw ampersand and drops forbidden control characters, leaving references and CDATA alone', () => {
    expect(repairXml('<a>Kuchnia & salon &amp; &#243; &oacute;\u0001\u000b</a>')).toBe(
      '<a>Kuchnia &amp; salon &amp; &#243; &oacute;</a>',
    );
    expect(repairXml('<a><![CDATA[R&D]]></a>')).toBe('<a><![CDATA[R&D]]></a>');
  });

  it('lets a file with a raw ampersand parse with its text intact', () => {
    const document = parseXml(file(offer('A-1', 'Dom & ogród'), offer('A-2', 'Działka')));
    expect(ids(document)).toEqual(['A-1', 'A-2']);
  });
});

describe('parseXmlByRecord', () => {
  it('cuts out only the offer that is broken beyond repair, naming it with its line', () => {
    const text = file(offer('A-1', 'Dom'), offer('A-2', 'Mieszkanie <b>z ogrodem'), offer('A-3', 'Działka'));
    const { document, unreadable } = parseXmlByRecord(text, 'oferta', { child: 'id' });
    expect(ids(document)).toEqual(['A-1', 'A-3']);
    expect(unreadable).toEqual([{ id: 'A-2', line: 5 }]);
    const dzial = children(children(document.plik, 'lista_ofert')[0], 'dzial')[0];
    expect(childText(children(dzial, 'oferta_usun')[0], 'id')).toBe('OLD-1');
  });

  it('reads an id from an attribute, and an unclosed offer does not take its neighbour along', () => {
    const text =
      '<Dane><Oferty>\n<Oferta ID="1"><Opis>a</Opis>\n<Oferta ID="2"><Opis>b</Opis></Oferta>\n</Oferty></Dane>';
    const { document, unreadable } = parseXmlByRecord(text, 'Oferta', { attribute: 'ID' });
    expect(unreadable).toEqual([{ id: '1', line: 2 }]);
    expect(children(children(document.Dane, 'Oferty')[0], 'Oferta')).toHaveLength(1);
  });

  it('fails the file when what lies around the offers is broken', () => {
    const text = file(offer('A-1', 'Dom')).replace('</lista_ofert>', '');
    expect(() => parseXmlByRecord(text, 'oferta', { child: 'id' })).toThrow(XmlError);
  });
});
