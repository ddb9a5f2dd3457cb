import type { City } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cities } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';
import { selectCities } from './city-joins.ts';
import { toCity } from './city-presenter.ts';

/** GET /api/cities/{id}: one locality with its county and commune. */
export async function getCity(db: Db, cityId: number): Promise<City> {
  const [row] = await selectCities(db).where(eq(cities.cityId, cityId));
  if (!row) throw notFound('Nie ma takiej miejscowości.');
  return toCity(row);
}
