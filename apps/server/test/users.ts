import type { FastifyInstance } from 'fastify';
import { issueToken } from '../src/http/auth.ts';

let addressCounter = 0;

/** A distinct client address per call, so that tests not about rate limits never reach them. */
export const freshIp = () => `10.0.${Math.floor(++addressCounter / 250)}.${(addressCounter % 250) + 1}`;

/** The Authorization header of a valid session for a user made by the factories. */
export async function authHeader(jwtSecret: string, user: { userId: number; tokenVersion: number }) {
  const { token } = await issueToken(jwtSecret, user, false);
  return { authorization: `JWT ${token}` };
}

export async function login(app: FastifyInstance, email: string, password: string, rememberMe = true) {
  return app.inject({
    method: 'POST',
    url: '/api/user/login',
    remoteAddress: freshIp(),
    payload: { email, password, rememberMe },
  });
}
