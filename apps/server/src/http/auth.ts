// Who is calling: tokens are JWTs (HS256) sent as 'Authorization: JWT {token}' (spec §6).
// A path of one account (/api/user/:userId/…) is checked for its owner by registerAuth; elsewhere a route calls
// `await authenticate(request)`, or `preHandler: async (request) => { await requireAdmin(request) }`.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Db } from '../db/client.ts';
import { forbidden, unauthorized } from './app-error.ts';
import { findCaller } from './caller-store.ts';

/** The caller of a protected call, read fresh from the database on every request, with the token it sent. */
export type CurrentUser = {
  userId: number;
  email: string;
  admin: boolean;
  company: boolean;
  token: string;
  /** When the token expires, unix seconds. */
  expiration: number;
};

type AuthSettings = { db: Db; key: Uint8Array };

declare module 'fastify' {
  interface FastifyInstance {
    authSettings: AuthSettings;
  }
}

const sessionHours = { remembered: 30 * 24, short: 24 };
const scheme = /^JWT\s+(\S+)$/i;
const resolved = new WeakMap<FastifyRequest, Promise<CurrentUser>>();

const signingKey = (secret: string) => new TextEncoder().encode(secret);

/** Makes authenticate() and its friends work in every route registered after this call. */
export function registerAuth(app: FastifyInstance, settings: { db: Db; jwtSecret: string }) {
  app.decorate('authSettings', { db: settings.db, key: signingKey(settings.jwtSecret) });
  // Every route on a path of one account gets the owner's check first, before its body is even read, so that no
  // route can forget it; its handler reads the caller with authenticate(request), which the check has cached.
  app.addHook('onRoute', (route) => {
    if (!ownAccountPaths.some((path) => path.test(route.url))) return;
    route.onRequest = [ownAccount, ...[route.onRequest ?? []].flat()];
  });
}

/** The paths that name the caller's own account by its userId: its profile, favourites, hidden ads, ads, logo. */
const ownAccountPaths = [/^\/api\/user\/:userId\//, /^\/api\/estates\/account\/:userId$/];

/** 403 unless the caller is the account of the path's userId. */
async function ownAccount(request: FastifyRequest): Promise<void> {
  await requireSelf(request, Number((request.params as { userId: string }).userId));
}

/** A token for the login answer; remember-me gives 30 days, otherwise 24 hours. `expiration` is unix seconds. */
export async function issueToken(
  jwtSecret: string,
  user: { userId: number; tokenVersion: number },
  rememberMe: boolean,
): Promise<{ token: string; expiration: number }> {
  const hours = rememberMe ? sessionHours.remembered : sessionHours.short;
  const expiration = Math.floor(Date.now() / 1000) + hours * 3600;
  const token = await new SignJWT({ ver: user.tokenVersion })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(user.userId))
    .setIssuedAt()
    .setExpirationTime(expiration)
    .sign(signingKey(jwtSecret));
  return { token, expiration };
}

/**
 * The current user, or 401 when the token is missing, malformed, expired, issued before a password change
 * (token_version differs) or belongs to a removed or blocked account. Cached per request, so calling it twice is free.
 */
export function authenticate(request: FastifyRequest): Promise<CurrentUser> {
  let user = resolved.get(request);
  if (!user) {
    user = readUser(request);
    resolved.set(request, user);
  }
  return user;
}

/** The current user when the path's userId is theirs; 403 otherwise. */
async function requireSelf(request: FastifyRequest, userId: number): Promise<CurrentUser> {
  const user = await authenticate(request);
  if (user.userId !== userId) throw forbidden();
  return user;
}

/** The current user when they are an admin; 403 otherwise. */
export async function requireAdmin(request: FastifyRequest): Promise<CurrentUser> {
  const user = await authenticate(request);
  if (!user.admin) throw forbidden();
  return user;
}

async function readUser(request: FastifyRequest): Promise<CurrentUser> {
  const token = scheme.exec(request.headers.authorization ?? '')?.[1];
  if (!token) throw unauthorized();
  const { db, key } = request.server.authSettings;
  const claims = await verifyToken(token, key);
  const user = await findCaller(db, claims.userId);
  // A blocked account's sessions end with the decision, not when their tokens expire.
  if (!user?.active || user.blocked || user.tokenVersion !== claims.version) throw unauthorized();
  const { userId, email, admin, company } = user;
  return { userId, email, admin, company, token, expiration: claims.expiration };
}

type Claims = { userId: number; version: number; expiration: number };

async function verifyToken(token: string, key: Uint8Array): Promise<Claims> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      requiredClaims: ['sub', 'exp'],
    });
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || typeof payload.ver !== 'number' || !payload.exp)
      throw unauthorized();
    return { userId, version: payload.ver, expiration: payload.exp };
  } catch (error) {
    if (error instanceof errors.JOSEError) throw unauthorized();
    throw error;
  }
}
