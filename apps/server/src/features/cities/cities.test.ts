import { Limits, normalizeSearchText } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';

type City = {
  cityId: number;
  city: string;
  provinces_provinceId: number;
  kind: string;
  county?: string;
  commune?: string;
};

describe('city look-up', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const search = async (url: string) => {
    const res = await t.app.inject(url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as City[];
  };
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers one city by id and 404 for an unknown one', async () => {
    const res = await t.app.inject('/api/cities/950463');
    expect(res.json()).toMatchObject({ cityId: 950463, city: 'Kraków', provinces_provinceId: 12 });
    const missing = await t.app.inject('/api/cities/1');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: expect.any(String) });
  });

  it('finds names by prefix ignoring case and Polish letters, towns first', async () => {
    for (const query of ['lodz', 'ŁÓDŹ', 'Łódź']) {
      const rows = await search(`/api/cities?query=${encodeURIComponent(query)}`);
      expect(rows[0]).toMatchObject({ city: 'Łódź', provinces_provinceId: 10 });
    }
    const rows = await search('/api/cities?query=krak');
    expect(rows[0]!.city).toBe('Kraków');
    const kinds = rows.map((row) => row.kind);
    expect(kinds.lastIndexOf('miasto')).toBeLessThan(kinds.indexOf('wieś'));
    for (const row of rows) expect(normalizeSearchText(row.city).startsWith('krak')).toBe(true);
  });

  it('tells repeated names apart by county, and by commune where the county repeats too', async () => {
    const rows = await search('/api/cities?query=nowa%20wies');
    expect(rows).toHaveLength(Limits.citySearch.maxRows);
    const repeated = rows.filter((row) => row.city === 'Nowa Wieś');
    expect(repeated.length).toBeGreaterThan(1);
    for (const row of repeated) expect(row.county).toMatch(/\S/);
    const labels = repeated.map((row) => `${row.county} ${row.commune ?? ''}`);
    expect(new Set(labels).size).toBe(labels.length);
    // A name that appears once in the answer needs no county.
    const mixed = await search('/api/cities?query=krakow');
    const names = mixed.map((row) => row.city);
    for (const row of mixed)
      expect(row.county !== undefined).toBe(names.indexOf(row.city) !== names.lastIndexOf(row.city));
    expect(mixed.some((row) => row.county === undefined)).toBe(true);
  });

  it('needs at least 3 characters and limits a search to a province', async () => {
    expect(await search('/api/cities?query=kr')).toEqual([]);
    expect(await search('/api/cities')).toEqual([]);
    const rows = await search('/api/cities/province/14?query=nowa');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.provinces_provinceId).toBe(14);
    expect(await search('/api/cities?query=100%25')).toEqual([]);
  });
});
