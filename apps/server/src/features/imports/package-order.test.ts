import { describe, expect, it } from 'vitest';
import { byExportTime, nameTime } from './package-order.ts';

describe('the export time in a package name', () => {
  it.each([
    ['oferty_2026-04-21_03-00.zip', Date.UTC(2026, 3, 21, 3, 0)],
    ['oferty_20260501033000.zip', Date.UTC(2026, 4, 1, 3, 30)],
    ['EstiCRM_22196_20260826_095342.zip', Date.UTC(2026, 7, 26, 9, 53, 42)],
    ['16470_20260903_142033_CFG.xml', Date.UTC(2026, 8, 3, 14, 20, 33)],
    ['oferty_2017-03-13.zip', Date.UTC(2017, 2, 13)],
  ])('%s', (name, time) => {
    expect(nameTime(name)).toBe(time);
  });

  it('is not read from office numbers or names without a date', () => {
    expect(nameTime('EstiCRM_22196.zip')).toBeUndefined();
    expect(nameTime('oferty.zip')).toBeUndefined();
    expect(nameTime('export_123456789012.zip')).toBeUndefined();
  });
});

describe('the order of waiting packages', () => {
  const file = (name: string, mtime: number) => ({ path: `/ftp/1/${name}`, name, mtime });

  it('puts an older export uploaded later before the newer one', () => {
    const newer = file('oferty_2026-04-21_14-30.zip', 1000);
    const older = file('oferty_2026-04-21_03-00.zip', 2000);
    expect([newer, older].sort(byExportTime).map((f) => f.name)).toEqual([older.name, newer.name]);
  });

  it('falls back on the upload time, then the name', () => {
    const [a, b, c] = [file('b.zip', 10), file('a.zip', 20), file('c.zip', 10)];
    expect([b, a, c].sort(byExportTime).map((f) => f.name)).toEqual(['b.zip', 'c.zip', 'a.zip']);
  });
});
