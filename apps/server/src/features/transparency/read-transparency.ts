import type { Transparency } from '@portal/domain';
import type { Db } from '../../db/client.ts';
import { countTransparency } from './count-transparency.ts';

/** How long an instance reuses its count: the figures move by the day, and a page view must not cost the database. */
export const transparencyTtlSeconds = 5 * 60;

// Per database handle, that is per instance (and per test app): the API and the page's server render share one.
const counted = new WeakMap<Db, { at: number; figures: Promise<Transparency> }>();

/** The figures of /przejrzystosc, counted at most once every five minutes; requests meanwhile share the count. */
export function readTransparency(db: Db): Promise<Transparency> {
  const now = Date.now();
  const known = counted.get(db);
  if (known && now - known.at < transparencyTtlSeconds * 1000) return known.figures;
  const figures = countTransparency(db);
  counted.set(db, { at: now, figures });
  // A failed count is not kept: the next request tries again.
  figures.catch(() => {
    if (counted.get(db)?.figures === figures) counted.delete(db);
  });
  return figures;
}
