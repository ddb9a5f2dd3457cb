// ALTCHA proof of work: the browser searches for a counter, the server checks it with one key derivation. No third
// party and no tracking; every solution works once.
import { messages } from '@portal/domain';
import { type Challenge, createChallenge, randomInt, type Solution, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../http/app-error.ts';
import { spendSolution } from './used-captcha-store.ts';

// PBKDF2 cost and the counter's range set the work: enough to make bulk sign-ups costly, little enough that a phone
// solves it while its owner fills in the form.
const algorithm = 'PBKDF2/SHA-256';
const cost = 1000;
const counterRange = [1000, 3000] as const;
const lifetimeSeconds = 10 * 60;

// The key signature lets the server verify with one derivation instead of repeating the client's search.
const keySecret = (key: string) => `${key}:derived-key`;

export function createCaptchaChallenge(key: string): Promise<Challenge> {
  return createChallenge({
    algorithm,
    cost,
    counter: randomInt(...counterRange),
    deriveKey,
    hmacSignatureSecret: key,
    hmacKeySignatureSecret: keySecret(key),
    expiresAt: Math.floor(Date.now() / 1000) + lifetimeSeconds,
  });
}

/**
 * Accepts the widget's payload (base64 of `{ challenge, solution }`) once: a wrong, expired, forged or reused
 * solution answers 400 'Niepoprawny kod weryfikacyjny!'.
 */
export async function verifyCaptcha(db: Db, key: string, payload: string): Promise<void> {
  const parsed = parsePayload(payload);
  if (!parsed?.challenge.signature) throw badRequest(messages.hash);
  const result = await verifySolution({
    challenge: parsed.challenge,
    solution: parsed.solution,
    deriveKey,
    hmacSignatureSecret: key,
    hmacKeySignatureSecret: keySecret(key),
  }).catch(() => undefined);
  if (!result?.verified) throw badRequest(messages.hash);

  const expiresAt = new Date((parsed.challenge.parameters.expiresAt ?? 0) * 1000);
  if (!(await spendSolution(db, parsed.challenge.signature, expiresAt))) throw badRequest(messages.hash);
}

function parsePayload(payload: string): { challenge: Challenge; solution: Solution } | undefined {
  try {
    const value = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as Record<string, unknown>;
    const { challenge, solution } = value;
    if (typeof challenge !== 'object' || typeof solution !== 'object' || !challenge || !solution)
      return undefined;
    return { challenge: challenge as Challenge, solution: solution as Solution };
  } catch {
    return undefined;
  }
}
