import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cutDescription,
  formatArea,
  formatDate,
  formatDateTime,
  formatPrice,
  formatPricePerM2,
  isHiddenPostalCode,
} from './format.ts';

const nbsp = '\u00a0';

describe('formatPrice', () => {
  it('separates thousands and the currency with non-breaking spaces', () => {
    expect(formatPrice(1_250_000)).toBe(`1${nbsp}250${nbsp}000${nbsp}zł`);
    expect(formatPrice(999)).toBe(`999${nbsp}zł`);
    expect(formatPrice(1000)).toBe(`1${nbsp}000${nbsp}zł`);
    expect(formatPrice(0)).toBe(`0${nbsp}zł`);
  });
});

describe('formatPricePerM2', () => {
  it('divides the price by the area, rounded to whole złoty', () => {
    expect(formatPricePerM2(617_250, 50, 0)).toBe(`12${nbsp}345${nbsp}zł/m²`);
    expect(formatPricePerM2(1_000_005, 2, 0)).toBe(`500${nbsp}003${nbsp}zł/m²`);
    expect(formatPricePerM2(500_000, 0, 0)).toBeUndefined();
  });

  it("says a rent's price per m² is per month", () => {
    expect(formatPricePerM2(2_250, 50, 1)).toBe(`45${nbsp}zł/m²/mies.`);
  });
});

describe('formatArea', () => {
  it('shows square metres, decimals with a comma', () => {
    expect(formatArea(54)).toBe(`54${nbsp}m²`);
    expect(formatArea(54.5)).toBe(`54,5${nbsp}m²`);
    expect(formatArea(12500)).toBe(`12${nbsp}500${nbsp}m²`);
  });
});

describe('dates in Europe/Warsaw', () => {
  it('adds two hours in summer, across midnight UTC', () => {
    expect(formatDateTime('2024-07-15T22:30:00Z')).toBe('2024-07-16 00:30');
    expect(formatDate('2024-07-15T22:30:00Z')).toBe('2024-07-16');
  });

  it('changes the clock at 01:00 UTC on the last Sundays of March and October', () => {
    expect(formatDateTime('2025-03-30T00:59:00Z')).toBe('2025-03-30 01:59');
    expect(formatDateTime('2025-03-30T01:00:00Z')).toBe('2025-03-30 03:00');
    expect(formatDateTime('2025-10-26T00:59:00Z')).toBe('2025-10-26 02:59');
    expect(formatDateTime('2025-10-26T01:00:00Z')).toBe('2025-10-26 02:00');
  });

  it('agrees with the time zone database at any instant from 1996 to 2037', () => {
    const zone = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Warsaw',
      dateStyle: 'short',
      timeStyle: 'short',
    });
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1996-01-01T00:00:00Z'),
          max: new Date('2037-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        (date) => {
          expect(formatDateTime(date)).toBe(zone.format(date));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('refuses a text that is no date', () => {
    expect(() => formatDate('wczoraj')).toThrow(RangeError);
  });

  it('adds one hour in winter, across midnight UTC', () => {
    expect(formatDateTime(new Date('2024-01-31T23:05:00Z'))).toBe('2024-02-01 00:05');
    expect(formatDate('2024-01-31T22:59:00Z')).toBe('2024-01-31');
  });
});

describe('cutDescription', () => {
  it('keeps a short text whole', () => {
    expect(cutDescription('Ładne mieszkanie.')).toBe('Ładne mieszkanie.');
  });

  it('cuts at a word boundary within the limit and marks the cut', () => {
    const text = 'Przestronne mieszkanie w centrum miasta, blisko parku';
    const cut = cutDescription(text, 30);
    expect(cut).toBe('Przestronne mieszkanie w…');
    expect(cut.length).toBeLessThanOrEqual(30);
  });

  it('uses 160 characters for cards by default', () => {
    const cut = cutDescription('słowo '.repeat(100));
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('słowo…')).toBe(true);
  });

  it('cuts one long word hard', () => {
    expect(cutDescription('a'.repeat(50), 10)).toBe(`${'a'.repeat(9)}…`);
  });

  it('reads white space of any kind as one space, and none at the ends', () => {
    expect(cutDescription('\n\t Dom\u00a0 z \r\n ogrodem \n')).toBe('Dom z ogrodem');
    expect(cutDescription('  Dom   z   ogrodem   i   garażem', 16)).toBe('Dom z ogrodem i…');
    expect(cutDescription('Dom z ogrodem   \n', 13)).toBe('Dom z ogrodem');
  });

  it('leaves no punctuation before the ellipsis', () => {
    expect(cutDescription('Blisko: sklep, szkoła, park.', 15)).toBe('Blisko: sklep…');
    expect(cutDescription('Uwaga!!! - okazja', 12)).toBe('Uwaga…');
  });

  it('cuts a text whose spaces come late as the whole tidy text would be cut', () => {
    const text = `${' '.repeat(500)}Mieszkanie${' \n'.repeat(300)}na sprzedaż, w cichej okolicy`;
    expect(cutDescription(text, 24)).toBe('Mieszkanie na sprzedaż…');
  });
});

describe('isHiddenPostalCode', () => {
  it('hides the placeholder and empty codes only', () => {
    expect(isHiddenPostalCode('00-000')).toBe(true);
    expect(isHiddenPostalCode('')).toBe(true);
    expect(isHiddenPostalCode(null)).toBe(true);
    expect(isHiddenPostalCode('31-042')).toBe(false);
  });
});
