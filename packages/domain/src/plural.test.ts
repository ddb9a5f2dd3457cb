import { describe, expect, it } from 'vitest';
import { countOf, nouns, pluralForm } from './plural.ts';

const nbsp = '\u00a0';

describe('Polish counted nouns', () => {
  it('takes the form the number asks for', () => {
    const forms = [1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 102, 112].map((n) => pluralForm(n, nouns.rooms));
    expect(forms).toEqual([
      'pokój',
      'pokoje',
      'pokoje',
      'pokoi',
      'pokoi',
      'pokoi',
      'pokoi',
      'pokoi',
      'pokoje',
      'pokoi',
      'pokoje',
      'pokoi',
    ]);
    expect(countOf(0, nouns.photos)).toBe('0\u00a0zdjęć');
  });
});

describe('a count of ads', () => {
  it.each([
    [0, `0${nbsp}ogłoszeń`],
    [1, `1${nbsp}ogłoszenie`],
    [2, `2${nbsp}ogłoszenia`],
    [4, `4${nbsp}ogłoszenia`],
    [5, `5${nbsp}ogłoszeń`],
    [12, `12${nbsp}ogłoszeń`],
    [14, `14${nbsp}ogłoszeń`],
    [21, `21${nbsp}ogłoszeń`],
    [22, `22${nbsp}ogłoszenia`],
    [111, `111${nbsp}ogłoszeń`],
    [112, `112${nbsp}ogłoszeń`],
    [1234, `1${nbsp}234${nbsp}ogłoszenia`],
    [1_000_001, `1${nbsp}000${nbsp}001${nbsp}ogłoszeń`],
  ])('%i → %s', (count, text) => {
    expect(countOf(count, nouns.ads)).toBe(text);
  });
});
