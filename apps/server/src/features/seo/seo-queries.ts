import { Limits } from '@portal/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cities, estates, photos, users } from '../../db/schema.ts';
import { isListed } from '../estates/index.ts';

/** What an ad page's head needs: a listed ad with its city and main photo. */
export type PageEstate = {
  estateId: number;
  type: string;
  title: string;
  description: string;
  price: number;
  area: number;
  cityName: string;
  photo: { container: string; filename: string } | undefined;
};

export async function findPageEstate(db: Db, estateId: number): Promise<PageEstate | undefined> {
  const [ad] = await db
    .select({
      estateId: estates.estateId,
      type: estates.type,
      title: estates.title,
      description: sql<string>`left(${estates.description}, 400)`,
      price: estates.price,
      area: estates.area,
      cityName: cities.name,
    })
    .from(estates)
    .innerJoin(cities, eq(cities.cityId, estates.cityId))
    .where(and(isListed(), eq(estates.estateId, estateId)));
  if (!ad) return undefined;
  const [photo] = await db
    .select({ container: photos.container, filename: photos.filename })
    .from(photos)
    .where(eq(photos.estateId, estateId))
    .orderBy(asc(photos.sort))
    .limit(1);
  return { ...ad, photo };
}

export async function findCityName(db: Db, cityId: number): Promise<string | undefined> {
  const [city] = await db.select({ name: cities.name }).from(cities).where(eq(cities.cityId, cityId));
  return city?.name;
}

export async function hasUser(db: Db, userId: number): Promise<boolean> {
  const [user] = await db.select({ userId: users.userId }).from(users).where(eq(users.userId, userId));
  return user !== undefined;
}

/** Whether a user's listed ads reach page `page`: each ad is on exactly one page of it (promoted-block.ts). */
export async function hasUserAdsPage(db: Db, userId: number, page: number): Promise<boolean> {
  const [ad] = await db
    .select({ estateId: estates.estateId })
    .from(estates)
    .where(and(eq(estates.userId, userId), isListed()))
    .offset((page - 1) * Limits.pageSize)
    .limit(1);
  return ad !== undefined;
}
