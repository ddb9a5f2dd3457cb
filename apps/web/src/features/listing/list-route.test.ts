import { describe, expect, it } from 'vitest';
import { readListRoute } from './list-route.ts';
import { listTitle } from './listing-texts.ts';

describe('list addresses', () => {
  it('reads the category, rent, city and page', () => {
    expect(readListRoute('/mieszkania/sprzedaz/', {})).toEqual({
      type: 'apartment',
      rent: 0,
      cityId: undefined,
      page: 1,
    });
    expect(readListRoute('/domy/wynajem/oferty-3', { page: 'oferty-3' })).toMatchObject({
      type: 'house',
      page: 3,
    });
    expect(
      readListRoute('/dzialki/sprzedaz/123/krakow/oferty-2', { cityId: '123', page: 'oferty-2' }),
    ).toEqual({ type: 'land', rent: 0, cityId: 123, page: 2 });
  });

  it('names no list for unknown slugs, bad city ids or page segments', () => {
    expect(readListRoute('/zamki/sprzedaz/', {})).toBeUndefined();
    expect(readListRoute('/domy/kupno/', {})).toBeUndefined();
    expect(readListRoute('/domy/sprzedaz/12', { page: '12' })).toBeUndefined();
    expect(readListRoute('/domy/sprzedaz/oferty-0', { page: 'oferty-0' })).toBeUndefined();
    expect(readListRoute('/domy/sprzedaz/x1/krakow', { cityId: 'x1' })).toBeUndefined();
  });
});

describe('list titles', () => {
  it('follows the spec pattern', () => {
    expect(listTitle('apartment', 0)).toBe('Mieszkania na sprzedaż');
    expect(listTitle('house', 1, 'Kraków')).toBe('Domy na wynajem w miejscowości Kraków');
  });
});
