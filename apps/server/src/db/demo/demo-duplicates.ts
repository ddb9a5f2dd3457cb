import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { estates, photos, users } from '../schema.ts';
import type { Random } from './random.ts';

const copyTitles = ['Bez prowizji od kupującego! ', 'Okazja: ', 'Polecamy: ', 'Na sprzedaż – '];

/**
 * A few flats of the demo offered by two agencies, and one relisted by another account after its first offer was
 * withdrawn, each joined to one property as the property matcher joins them (same street and number, area, rooms
 * and floor; the demo's shared photos prove nothing), so that a newcomer sees one card with '2 oferty' and a history
 * that did not start again. A handful of rows: the seed stays fast.
 */
export async function duplicateDemoProperties(db: Db, random: Random, count = 6): Promise<number> {
  const agencies = await db
    .select({ userId: users.userId })
    .from(users)
    .where(and(eq(users.company, true), eq(users.developer, false), eq(users.admin, false)))
    .orderBy(asc(users.userId))
    .limit(200);
  const agencyIds = agencies.map((agency) => agency.userId);
  if (agencyIds.length < 2) return 0;
  const originals = await db
    .select()
    .from(estates)
    .where(
      and(
        eq(estates.type, 'apartment'),
        inArray(estates.userId, agencyIds),
        isNotNull(estates.floor),
        isNotNull(estates.rooms),
        eq(estates.active, 1),
      ),
    )
    .orderBy(asc(estates.estateId))
    .limit(count + 1);
  const [relisted, ...copied] = originals;
  let made = 0;
  for (const original of copied) {
    const other = random.pick(agencyIds.filter((id) => id !== original.userId));
    await offerAgain(
      db,
      original,
      other,
      `${random.pick(copyTitles)}${original.title}`.slice(0, 100),
      random,
    );
    made++;
  }
  if (relisted) {
    // Withdrawn by its agency a month ago, posted again by the owner.
    await db
      .update(estates)
      .set({ active: 0, deactivatedAt: sql`now()` })
      .where(eq(estates.estateId, relisted.estateId));
    await db.execute(sql`update estate_histories set offline_at = now() - interval '30 days'
      where estate_id = ${relisted.estateId}`);
    const owner = await db
      .select({ userId: users.userId })
      .from(users)
      .where(eq(users.company, false))
      .orderBy(asc(users.userId))
      .limit(1);
    if (owner[0]) {
      await offerAgain(db, relisted, owner[0].userId, relisted.title, random);
      made++;
    }
  }
  return made;
}

/** The flat offered again by another account, its offer joined to the first offer's property. */
async function offerAgain(
  db: Db,
  original: typeof estates.$inferSelect,
  userId: number,
  title: string,
  random: Random,
): Promise<void> {
  const { estateId: _id, ...fields } = original;
  const [copy] = await db
    .insert(estates)
    .values({
      ...fields,
      userId,
      title,
      price: Math.round((original.price * random.float(0.97, 1.04)) / 1000) * 1000,
      promoted: 0,
      promotedUntil: null,
      createdAt: sql`now()`,
      modifiedAt: sql`now()`,
    })
    .returning({ estateId: estates.estateId });
  const shown = await db.select().from(photos).where(eq(photos.estateId, original.estateId));
  if (shown.length)
    await db
      .insert(photos)
      .values(shown.map(({ photoId: _photo, ...photo }) => ({ ...photo, estateId: copy!.estateId })));
  await db.execute(sql`
    with target as (select history_id, property_id from estate_histories where estate_id = ${original.estateId}),
    moved as (
      update estate_histories h set property_id = target.property_id from target
      where h.estate_id = ${copy!.estateId}
      returning h.history_id, h.property_id as joined, target.history_id as other,
        (select property_id from estate_histories where estate_id = ${copy!.estateId}) as left_property),
    recorded as (
      insert into property_matches (history_id, property_id, other_history_id, action, score, evidence)
      select history_id, joined, other, 'joined', null,
        '{"demo": "the same flat: street and number, area, rooms and floor"}'::jsonb from moved)
    delete from properties p using moved where p.property_id = moved.left_property`);
  await db.execute(sql`select property_refresh(property_id) from estate_histories
    where estate_id = ${original.estateId}`);
}
