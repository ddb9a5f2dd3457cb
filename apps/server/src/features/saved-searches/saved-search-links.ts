// The links of a saved search's e-mails. A visitor's confirmation link carries 32 random letters and digits, stored
// only as SHA-256, like the account links. The unsubscribe link, in every alert, carries an HMAC of the search's id
// under SECRET_KEY: nothing to store, and it works as long as the search exists.
import { createHash, createHmac, randomInt, timingSafeEqual } from 'node:crypto';

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

export const newConfirmSecret = () =>
  Array.from({ length: 32 }, () => alphabet[randomInt(alphabet.length)]).join('');

export const digest = (secret: string) => createHash('sha256').update(secret).digest('hex');

export const unsubscribeSignature = (secretKey: string, searchId: number) =>
  createHmac('sha256', secretKey).update(`saved-search-unsubscribe:${searchId}`).digest('base64url');

export function isUnsubscribeSignature(secretKey: string, searchId: number, signature: string): boolean {
  const expected = Buffer.from(unsubscribeSignature(secretKey, searchId));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
