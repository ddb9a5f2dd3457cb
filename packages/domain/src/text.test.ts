import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeSearchText, slugify } from './text.ts';

describe('slugify', () => {
  it.each([
    ['Łódź', 'lodz'],
    ['Żółta Górka', 'zolta-gorka'],
    ['ZAŻÓŁĆ GĘŚLĄ JAŹŃ', 'zazolc-gesla-jazn'],
    ['  Dom   z   ogrodem  ', 'dom-z-ogrodem'],
    ['Mieszkanie, 3 pokoje!!! (centrum)', 'mieszkanie-3-pokoje-centrum'],
    ['Crème brûlée', 'creme-brulee'],
    ['---', ''],
  ])('%s → %s', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  it('always gives lowercase words joined by single dashes, or nothing', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const slug = slugify(text);
        expect(slug === '' || /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)).toBe(true);
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(fc.property(fc.string(), (text) => slugify(slugify(text)) === slugify(text)));
  });
});

describe('normalizeSearchText', () => {
  it('transliterates, lowercases and collapses spaces so prefixes match either spelling', () => {
    expect(normalizeSearchText('  Biała   Podlaska ')).toBe('biala podlaska');
    expect(normalizeSearchText('ŁÓDŹ')).toBe(normalizeSearchText('lodz'));
  });

  it('keeps dashes of compound names', () => {
    expect(normalizeSearchText('Kędzierzyn-Koźle')).toBe('kedzierzyn-kozle');
  });
});
