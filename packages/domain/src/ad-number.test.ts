import { describe, expect, it } from 'vitest';
import { parseAdNumber } from './ad-number.ts';

describe('an ad number typed into the search', () => {
  it.each([
    ['12345', 12345],
    [' nr 12345 ', 12345],
    ['Nr.12345', 12345],
    ['numer 7', 7],
    ['#12345', 12345],
  ])('reads %j as ad %d', (text, adNumber) => {
    expect(parseAdNumber(text)).toBe(adNumber);
  });

  it.each(['', 'balkon', '2 pokoje', '12345 balkon', '0', '012', '99999999999', 'nr'])(
    'leaves %j to the words search',
    (text) => {
      expect(parseAdNumber(text)).toBeUndefined();
    },
  );
});
