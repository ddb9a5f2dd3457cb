import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';

type Hits = { current: number; ttl: number };
type Answer = (error: Error | null, hits?: Hits) => void;

/**
 * @fastify/rate-limit's store, kept in PostgreSQL so that every instance counts the same attempts: a limit of ten
 * logins a minute stays ten, not ten per instance. Each limiter is a child named by its `groupId`, so that the
 * login and registration counters of one address stay apart. Counting and reading are one statement each.
 */
export function databaseRateLimitStore(db: Db) {
  return class DatabaseRateLimitStore {
    readonly group: string;

    // The plugin's options, or a limiter's (route options with its own settings): only the group matters here.
    constructor(options: object = {}) {
      this.group = (options as { groupId?: string }).groupId ?? 'global';
    }

    child(options: object) {
      return new DatabaseRateLimitStore(options);
    }

    incr(key: string, answer: Answer, timeWindow: number) {
      respond(countHit(db, `${this.group}:${key}`, timeWindow), answer);
    }

    read(key: string, answer: Answer) {
      respond(readHits(db, `${this.group}:${key}`), answer);
    }
  };
}

function respond(hits: Promise<Hits>, answer: Answer) {
  hits.then(
    (result) => answer(null, result),
    (error: Error) => answer(error),
  );
}

/** A hit: the first of a new window starts it, later ones add to it. */
export async function countHit(db: Db, key: string, windowMs: number): Promise<Hits> {
  const ends = sql`now() + ${windowMs} * interval '1 millisecond'`;
  const expired = sql`${rateLimits.windowEndsAt} <= now()`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, hits: 1, windowEndsAt: ends })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
        windowEndsAt: sql`case when ${expired} then excluded.window_ends_at else ${rateLimits.windowEndsAt} end`,
      },
    })
    .returning({ current: rateLimits.hits, ttl: millisecondsLeft });
  return row ?? { current: 1, ttl: windowMs };
}

async function readHits(db: Db, key: string): Promise<Hits> {
  const [row] = await db
    .select({ current: rateLimits.hits, ttl: millisecondsLeft })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${key} and ${rateLimits.windowEndsAt} > now()`);
  return row ?? { current: 0, ttl: 0 };
}

const millisecondsLeft = sql<number>`greatest(0, extract(epoch from ${rateLimits.windowEndsAt} - now()) * 1000)::int`;

/** Counters whose window ended: removed by the nightly job. */
export async function removeEndedRateLimits(db: Db): Promise<number> {
  const removed = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowEndsAt, sql`now()`))
    .returning({ key: rateLimits.key });
  return removed.length;
}
