import { describe, expect, it } from 'vitest';
import { daysOnMarketText, offersCountText, offersPriceRangeText } from './property-offers.ts';

const spaces = (text: string) => text.replaceAll('\u00a0', ' ');

describe('a property of several offers', () => {
  it('counts its offers in the forms Polish asks for', () => {
    expect([2, 3, 4, 5, 12, 22, 25].map((count) => spaces(offersCountText(count)))).toEqual([
      '2 oferty',
      '3 oferty',
      '4 oferty',
      '5 ofert',
      '12 ofert',
      '22 oferty',
      '25 ofert',
    ]);
  });

  it('tells the range of their prices, a rent per month', () => {
    expect(spaces(offersPriceRangeText(520_000, 545_000, 0))).toBe('od 520 000 do 545 000 zł');
    expect(spaces(offersPriceRangeText(2_500, 2_800, 1))).toBe('od 2 500 do 2 800 zł/mies.');
  });

  it('tells its days on the market', () => {
    expect(daysOnMarketText(0)).toBe('Na rynku od dziś');
    expect(daysOnMarketText(1)).toBe('Na rynku od 1 dnia');
    expect(daysOnMarketText(37)).toBe('Na rynku od 37 dni');
  });
});
