import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cities, communes, counties } from '../../db/schema.ts';
import { cityColumns } from './city-presenter.ts';

/** Localities with the names of their county and commune. */
export const selectCities = (db: Db) =>
  db
    .select(cityColumns)
    .from(cities)
    .leftJoin(counties, eq(counties.code, cities.countyCode))
    .leftJoin(communes, eq(communes.code, cities.communeCode));
