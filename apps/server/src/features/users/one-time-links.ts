// Activation and password-reset links: /aktywuj/{userId}/{hash} and /nowe-haslo/{userId}/{hash}. The hash is 32
// random uppercase letters and digits (spec §2); only its SHA-256 is stored, so a copy of the database cannot be
// used to take over accounts. Each link works once and expires.
import { createHash, randomInt } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userTokens } from '../../db/schema.ts';

export type LinkKind = 'activation' | 'password-reset';

/** A Db or a transaction. */
type Queryable = Pick<Db, 'insert' | 'update' | 'select'>;

const lifetimeHours: Record<LinkKind, number> = { activation: 48, 'password-reset': 2 };
const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const hashLength = 32;

const digest = (hash: string) => createHash('sha256').update(hash).digest('hex');

/** Creates a link for the user and answers its hash (the only time the plain hash exists). */
export async function issueLink(db: Queryable, userId: number, kind: LinkKind): Promise<string> {
  const hash = Array.from({ length: hashLength }, () => alphabet[randomInt(alphabet.length)]).join('');
  const expiresAt = new Date(Date.now() + lifetimeHours[kind] * 3600_000);
  await db.insert(userTokens).values({ userId, kind, hash: digest(hash), expiresAt });
  return hash;
}

const usable = (userId: number, kind: LinkKind, hash: string) =>
  and(
    eq(userTokens.userId, userId),
    eq(userTokens.kind, kind),
    eq(userTokens.hash, digest(hash)),
    isNull(userTokens.usedAt),
    gt(userTokens.expiresAt, sql`now()`),
  );

export type LinkState = 'usable' | 'spent' | 'unknown';

/** Whether the link works, was sent but is used, voided or expired, or was never sent; does not use it up. */
export async function linkState(
  db: Queryable,
  userId: number,
  kind: LinkKind,
  hash: string,
): Promise<LinkState> {
  const [link] = await db
    .select({ isUsable: sql<boolean>`${userTokens.usedAt} is null and ${userTokens.expiresAt} > now()` })
    .from(userTokens)
    .where(and(eq(userTokens.userId, userId), eq(userTokens.kind, kind), eq(userTokens.hash, digest(hash))));
  if (!link) return 'unknown';
  return link.isUsable ? 'usable' : 'spent';
}

/** Ends every unused link of this kind of the user: a newer link, or a use of one, voids the others. */
export async function voidLinks(db: Queryable, userId: number, kind: LinkKind): Promise<void> {
  await db
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.kind, kind), isNull(userTokens.usedAt)));
}

/** Uses the link up in one statement, so two simultaneous requests cannot both succeed. */
export async function consumeLink(
  db: Queryable,
  userId: number,
  kind: LinkKind,
  hash: string,
): Promise<boolean> {
  const rows = await db
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(usable(userId, kind, hash))
    .returning({ id: userTokens.tokenId });
  return rows.length > 0;
}
