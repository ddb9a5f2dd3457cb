import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';

/**
 * Fills a migrated database (with its localities) with `count` minimal but realistic ads in a few SQL statements:
 * every type and rent, most ads in a few big towns, a third in a district, 95% active, 3% expired, 2% promoted,
 * points near their town.
 * Only for query plans; the demo generator writes the rich demo data.
 */
export async function fillEstates(db: Db, count: number) {
  const owners = Math.max(1, Math.round(count / 200));
  await db.execute(sql`
    insert into users (email, password_hash, company, phone, active)
    select 'explain-' || g || '@example.com', 'x', g % 5 = 0, '+48 600 000 000', true
    from generate_series(1, ${owners}::int) g`);
  await db.execute(sql`drop table if exists explain_towns`);
  await db.execute(sql`
    create temporary table explain_towns as
    select row_number() over (order by city_id) as n, city_id, province_id, lat, lng
    from cities where rank = 0`);
  await db.execute(sql`
    insert into estates (user_id, type, rent, market, title, description, price, area, land_area, address, city_code,
      city_id, province_id, district, rooms, internet, furnished, parking, elevator, active, promoted, latitude, longitude,
      match_geo, created_at, modified_at, expires_at)
    select u.user_id, t.type, (g % 7 < 2)::int, 1 + g % 2, 'Ogłoszenie ' || g, repeat('Opis ogłoszenia. ', 5),
      50000 + (g * 7919) % 2000000, 20 + (g * 31) % 300,
      case when t.type in ('house', 'land', 'object') then 200 + (g * 13) % 5000 end,
      'ul. Testowa ' || g % 100, '00-001', c.city_id, c.province_id,
      case when g % 3 = 0 then (array['Śródmieście', 'Stare Miasto', 'Mokotów', 'Krzyki'])[1 + g % 4] end,
      case when t.type <> 'land' then 1 + g % 6 end, g % 2, (g / 2) % 2, (g / 4) % 2, (g / 8) % 2,
      (g % 20 <> 0)::int, (g % 50 = 0)::int,
      c.lat + ((g * 17) % 100 - 50) / 2000.0, c.lng + ((g * 29) % 100 - 50) / 2000.0, 1,
      now() - (${count}::int - g) * interval '1 minute', now(),
      case when g % 33 = 0 then now() - interval '1 day' else now() + interval '5 months' end
    from generate_series(1, ${count}::int) g
    cross join lateral (select (array['apartment','apartment','apartment','house','house','land','object','place'])
      [1 + g % 8] as type) t
    join explain_towns c on c.n = 1 + floor(power(((g * 2654435761::bigint) % 1000) / 1000.0, 4)
      * (select count(*) from explain_towns))::int
    join users u on u.email = 'explain-' || (1 + g % ${owners}::int) || '@example.com'`);
  // As autovacuum would on a live database: statistics for the planner and the visibility map for index-only scans.
  await db.execute(sql`vacuum analyze estates`);
  await db.execute(sql`analyze users`);
}
