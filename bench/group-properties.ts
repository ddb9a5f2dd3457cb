// Groups 20 % of the bench database's listed ads into properties of 2–4 offers of the same city, type and rent, as
// the matcher would join agencies' duplicates, so that the lists' collapsing is measured at 1,000,000 ads (bench
// README, "One property, one card"). Histories are moved by id and each property's card is recomputed by the
// database's own property_refresh, as the triggers keep it. A database already grouped is left as it is.
//
//   node bench/group-properties.ts [--share 0.2]
import { parseArgs } from 'node:util';
import pg from 'pg';

const { values } = parseArgs({ options: { share: { type: 'string', default: '0.2' } } });
const share = Number(values.share);
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/portal_bench';
const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();

const count = async (query: string) => Number((await client.query(query)).rows[0].count);
const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(0);

const listedAds = 'select count(*) from estates where active = 1 and not draft and expires_at > now()';
const inGroupsQuery =
  'select coalesce(sum(listed_offers), 0) as count from properties where listed_offers > 1';

try {
  const listed = await count(listedAds);
  const needed = Math.round(share * listed) - (await count(inGroupsQuery));
  if (needed <= 0 || (await count('select count(*) from properties where listed_offers > 2')) > 0) {
    console.log('Already grouped.');
  } else {
    // Listed ads of properties of their own (a database the matcher's bench grouped keeps its groups: this tops it
    // up), picked by a hash of their id over the whole table and numbered within their city, type and rent: each
    // run of 9 of them makes properties of 2, 3 and 4 offers; a shorter tail may leave one alone.
    const alone = await count(`select count(*) from properties where listed_offers = 1`);
    const perMille = Math.min(1000, Math.ceil((needed / alone) * 1000));
    await client.query('begin');
    await client.query(`
      create temporary table grouping on commit drop as
      with chosen as (
        select e.estate_id, h.history_id, h.property_id,
          row_number() over (partition by e.city_id, e.type, e.rent order by e.estate_id) - 1 as n,
          e.city_id, e.type, e.rent
        from estates e join estate_histories h on h.estate_id = e.estate_id
        join properties p on p.property_id = h.property_id and p.listed_offers = 1
        where e.active = 1 and not e.draft and e.expires_at > now()
          and abs(hashint4(e.estate_id)) % 1000 < ${perMille}),
      keyed as (
        select *, dense_rank() over (order by city_id, type, rent, n / 9,
          case when n % 9 < 2 then 0 when n % 9 < 5 then 1 else 2 end) as grp
        from chosen)
      select history_id, property_id, min(property_id) over (partition by grp) as target,
        count(*) over (partition by grp) as size
      from keyed`);
    await client.query('delete from grouping where size < 2');
    const histories = await count('select count(*) from grouping');
    console.log(`${seconds()} s: ${histories} histories to group`);
    await client.query(`update estate_histories h set property_id = g.target from grouping g
      where h.history_id = g.history_id and g.property_id <> g.target`);
    console.log(`${seconds()} s: histories moved`);
    await client.query(
      `select property_refresh(p) from (select distinct property_id as p from grouping) refreshed`,
    );
    await client.query('commit');
    console.log(`${seconds()} s: cards refreshed`);
  }
  await client.query('vacuum analyze properties, estate_histories, estates');
  const inGroups = await count(inGroupsQuery);
  const collapsed = await count('select count(*) from estates where collapsed = 1');
  const properties = await count('select count(*) from properties where listed_offers > 1');
  console.log(
    `${seconds()} s: ${listed} listed ads, ${inGroups} (${((inGroups / listed) * 100).toFixed(1)} %) in ` +
      `${properties} properties of several offers, ${collapsed} collapsed (left out of lists)`,
  );
} finally {
  await client.end();
}
