import { Limits, normalizeSearchText } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';

type City = {
  cityId: number;
  city: string;
  provinces_provinceId: number;
  label: string;
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

  it('finds names by prefix ignoring case and Polish letters, the biggest places first', async () => {
    for (const query of ['lodz', 'ŁÓDŹ', 'Łódź']) {
      const rows = await search(`/api/cities?query=${encodeURIComponent(query)}`);
      expect(rows[0]).toMatchObject({ city: 'Łódź', provinces_provinceId: 10 });
    }
    const rows = await search('/api/cities?query=Kra');
    const names = rows.map((row) => row.city);
    expect(names[0]).toBe('Kraków');
    // Towns with county rights, then towns that are a commune of their own, then the small towns, then villages.
    expect(names.indexOf('Kraśnik')).toBeGreaterThan(0);
    expect(names.indexOf('Kraśnik')).toBeLessThan(names.indexOf('Krajenka'));
    const kinds = rows.map((row) => row.kind);
    expect(kinds.lastIndexOf('miasto')).toBeLessThan(kinds.indexOf('wieś'));
    for (const row of rows) expect(normalizeSearchText(row.city).startsWith('kra')).toBe(true);
  });

  it("shows TERYT's city districts as districts of their city, right after it", async () => {
    const rows = await search('/api/cities?query=krak');
    expect(rows.slice(0, 5).map((row) => row.label)).toEqual([
      'Kraków',
      'Kraków, Krowodrza',
      'Kraków, Nowa Huta',
      'Kraków, Podgórze',
      'Kraków, Śródmieście',
    ]);
    const [mokotow] = await search('/api/cities?query=mokot');
    expect(mokotow).toMatchObject({ city: 'Mokotów', label: 'Warszawa, Mokotów' });
    expect(await t.app.inject('/api/cities/950470').then((res) => res.json())).toMatchObject({
      label: 'Kraków, Krowodrza',
    });
  });

  it('labels a place the same in every answer, naming commune and county only where its kind repeats', async () => {
    const rows = await search('/api/cities?query=nowa%20wies');
    expect(rows).toHaveLength(Limits.citySearch.maxRows);
    const repeated = rows.filter((row) => row.city === 'Nowa Wieś');
    expect(repeated.length).toBeGreaterThan(1);
    for (const row of repeated) expect(row.label).toMatch(/^Nowa Wieś \(gmina .+, powiat .+\)$/);
    expect(new Set(repeated.map((row) => row.label)).size).toBe(repeated.length);
    for (const row of repeated.slice(0, 3)) {
      const one = (await t.app.inject(`/api/cities/${row.cityId}`)).json() as City;
      expect(one.label).toBe(row.label);
    }
    // Villages called Warszawa do not make the capital ambiguous; two towns called Olsztyn are, and so is a village.
    const [warszawa] = await search('/api/cities?query=warszawa');
    expect(warszawa).toMatchObject({ cityId: 918123, label: 'Warszawa' });
    expect((await t.app.inject('/api/cities/918123')).json()).toMatchObject({ label: 'Warszawa' });
    const olsztyn = (await search('/api/cities?query=olsztyn')).filter((row) => row.city === 'Olsztyn');
    expect(olsztyn.map((row) => row.label)).toEqual([
      'Olsztyn (gmina Olsztyn)',
      'Olsztyn (gmina Olsztyn, powiat częstochowski)',
      expect.stringMatching(/^Olsztyn \(gmina .+, powiat .+\)$/),
    ]);
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
