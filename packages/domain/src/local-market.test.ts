import { describe, expect, it } from 'vitest';
import type { LocalMarket } from './api.ts';
import { localMarketText } from './local-market.ts';

const nbsp = '\u00a0';
const krowodrza: LocalMarket = { place: 'district', name: 'Krowodrza', medianPerM2: 10_000, offers: 143 };
const krakow: LocalMarket = { place: 'city', name: 'Kraków', medianPerM2: 10_000, offers: 1204 };

// 50 m², so a price of 50 × the price per m².
const textFor = (perM2: number, market: LocalMarket) => localMarketText(perM2 * 50, 50, market);

describe("an ad's price per m² against its local market", () => {
  it('says how far below or above the median, in whole percent, of the district or the city', () => {
    expect(textFor(8800, krowodrza)).toBe(
      `o 12${nbsp}% poniżej mediany ofert w dzielnicy Krowodrza (143${nbsp}oferty)`,
    );
    expect(textFor(10_800, krakow)).toBe(
      `o 8${nbsp}% powyżej mediany ofert w mieście Kraków (1${nbsp}204${nbsp}oferty)`,
    );
  });

  it('is within the median up to 2 % either way', () => {
    expect(textFor(10_200, krowodrza)).toBe(
      `w granicach mediany ofert w dzielnicy Krowodrza (143${nbsp}oferty)`,
    );
    expect(textFor(9_800, krowodrza)).toMatch(/^w granicach mediany/);
    expect(textFor(9_750, krowodrza)).toMatch(/^o 3\u00a0% poniżej/);
    expect(textFor(10_250, krowodrza)).toMatch(/^o 3\u00a0% powyżej/);
  });

  it('counts the offers with the Polish plural', () => {
    const counted = (offers: number) => textFor(10_000, { ...krowodrza, offers })?.match(/\((.+)\)$/)?.[1];
    expect([10, 12, 21, 22, 112, 1001, 1002].map(counted)).toEqual([
      `10${nbsp}ofert`,
      `12${nbsp}ofert`,
      `21${nbsp}ofert`,
      `22${nbsp}oferty`,
      `112${nbsp}ofert`,
      `1${nbsp}001${nbsp}ofert`,
      `1${nbsp}002${nbsp}oferty`,
    ]);
  });

  it('says nothing of an ad without an area', () => {
    expect(localMarketText(500_000, 0, krakow)).toBeUndefined();
  });
});
