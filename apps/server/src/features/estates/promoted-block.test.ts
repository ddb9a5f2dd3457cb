import { Limits, pricePerSquareMetre, sortOptions } from '@portal/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { krakow, makeUser, warszawa } from '../../../test/factories.ts';
import { pageLayout, promotedPerPage } from './promoted-block.ts';

type Card = { estateId: number; promoted: number; price: number; area: number };

describe('the promoted block of a list page', () => {
  it('places every ad on exactly one page, at most 4 promoted a page while other ads last', () => {
    fc.assert(
      fc.property(fc.nat(150), fc.nat(150), (promoted, rest) => {
        const pages = Math.ceil((promoted + rest) / Limits.pageSize);
        const seen = { promoted: [] as number[], rest: [] as number[] };
        for (let page = 1; page <= pages + 1; page++) {
          const layout = pageLayout(page, promoted, rest);
          const left = promoted + rest - (page - 1) * Limits.pageSize;
          expect(layout.promotedCount + layout.restCount).toBe(Math.max(0, Math.min(Limits.pageSize, left)));
          // More than the block only on a page the other ads do not fill.
          if (layout.promotedCount > promotedPerPage) expect(layout.restOffset + layout.restCount).toBe(rest);
          for (let i = 0; i < layout.promotedCount; i++) seen.promoted.push(layout.promotedOffset + i);
          for (let i = 0; i < layout.restCount; i++) seen.rest.push(layout.restOffset + i);
        }
        expect(seen.promoted).toEqual([...Array(promoted).keys()]);
        expect(seen.rest).toEqual([...Array(rest).keys()]);
      }),
    );
  });

  describe('through the API', () => {
    let t: Awaited<ReturnType<typeof createTestApp>>;
    let userId: number;
    let all: { promoted: number[]; rest: number[] };
    beforeAll(async () => {
      t = await createTestApp();
      ({ userId } = await makeUser(t.db));
      // 72 houses for rent in Warszawa, 12 of them promoted, prices repeating so that ties are paged too.
      await t.db.execute(sql`
        insert into estates (user_id, type, rent, market, title, description, price, area, address, city_code,
          city_id, province_id, rooms, active, promoted, latitude, longitude, match_geo, expires_at)
        select ${userId}, 'house', 1, 1, 'Dom ' || g, 'Opis.', 2000 + (g % 13) * 100, 120, 'ul. Leśna 1', '00-001',
          ${warszawa.cityId}, ${warszawa.provinceId}, 4, 1, (g % 6 = 0)::int, 52.2, 21.0, 1, now() + interval '30 days'
        from generate_series(1, 72) g`);
      const { rows } = await t.db.execute<{ estate_id: number; promoted: number }>(
        sql`select estate_id, promoted from estates where user_id = ${userId}`,
      );
      const ids = (promoted: number) =>
        rows.filter((row) => row.promoted === promoted).map((row) => row.estate_id);
      all = { promoted: ids(1), rest: ids(0) };
      expect(all.promoted.length).toBe(12);
    });
    afterAll(() => t.close());

    it('fills the pages with promoted ads once the others run out', async () => {
      const owner = await makeUser(t.db);
      await t.db.execute(sql`
        insert into estates (user_id, type, rent, market, title, description, price, area, address, city_code,
          city_id, province_id, rooms, active, promoted, latitude, longitude, match_geo, expires_at)
        select ${owner.userId}, 'house', 0, 1, 'Dom ' || g, 'Opis.', 900000 + g, 120, 'ul. Polna 1', '30-001',
          ${krakow.cityId}, ${krakow.provinceId}, 4, 1, (g > 10)::int, 50.06, 19.94, 1, now() + interval '30 days'
        from generate_series(1, 40) g`);
      const pages: Card[][] = [];
      for (let page = 1; page <= 3; page++) {
        const res = await t.app.inject(`/api/estates/domy/sprzedaz/city/${krakow.cityId}?page=${page}`);
        pages.push((res.json() as { rows: Card[] }).rows);
      }
      // Page 1: 4 promoted, the 10 others, 10 more promoted; page 2: the last 16 promoted.
      expect(pages.map((cards) => cards.length)).toEqual([24, 16, 0]);
      expect(pages[0]!.filter((card) => card.promoted === 0)).toHaveLength(10);
      expect(new Set(pages.flat().map((card) => card.estateId)).size).toBe(40);
    });

    it('answers a page far past the end, whose offset passes the integer range, with no ads', async () => {
      const res = await t.app.inject(`/api/estates/user/${userId}?page=89478487`);
      expect(res.statusCode).toBe(200);
      expect((res.json() as { rows: Card[] }).rows).toEqual([]);
    });

    const lists = {
      'city list': `/api/estates/domy/wynajem/city/${warszawa.cityId}?`,
      search: `/api/estates/search?type=house&rent=1&city=${warszawa.cityId}&`,
      "user's ads": () => `/api/estates/user/${userId}?`,
    };

    for (const [name, address] of Object.entries(lists)) {
      it(`leads each page of the ${name} with at most 4 promoted ads, under every sort, none lost or repeated`, async () => {
        const base = typeof address === 'function' ? address() : address;
        for (const { sortBy, sortOrder } of sortOptions) {
          const pages: Card[][] = [];
          for (let page = 1; page <= 4; page++) {
            const res = await t.app.inject(`${base}page=${page}&sortBy=${sortBy}&sortOrder=${sortOrder}`);
            expect(res.statusCode, res.body).toBe(200);
            pages.push((res.json() as { rows: Card[] }).rows);
          }
          const sign = sortOrder === 'ASC' ? 1 : -1;
          const key = (card: Card) =>
            sortBy === 'pricePerM2' ? (pricePerSquareMetre(card.price, card.area) ?? 0) : card[sortBy];
          for (const cards of pages.slice(0, 3)) {
            const promoted = cards.filter((card) => card.promoted === 1);
            expect(promoted.length).toBe(promotedPerPage);
            // The block first, then the others, each part in the sort.
            expect(cards.slice(0, promotedPerPage)).toEqual(promoted);
            for (const part of [promoted, cards.slice(promotedPerPage)])
              for (let i = 1; i < part.length; i++)
                expect(sign * (key(part[i]!) - key(part[i - 1]!))).toBeGreaterThanOrEqual(0);
          }
          expect(pages.map((cards) => cards.length)).toEqual([24, 24, 24, 0]);
          const shown = pages.flat();
          const ids = (promoted: number) =>
            shown.filter((card) => card.promoted === promoted).map((card) => card.estateId);
          expect(ids(1).toSorted()).toEqual(all.promoted.toSorted());
          expect(ids(0).toSorted()).toEqual(all.rest.toSorted());
        }
      });
    }
  });
});
