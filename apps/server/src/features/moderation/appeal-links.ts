// The appeal link of a statement of reasons: an HMAC of the decision under SECRET_KEY, so that a blocked advertiser,
// who cannot log in, can still appeal, and nothing has to be stored.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { routes } from '@portal/domain';

export const appealSignature = (secretKey: string, decisionId: number) =>
  createHmac('sha256', secretKey).update(`moderation-appeal:${decisionId}`).digest('base64url');

export function isAppealSignature(secretKey: string, decisionId: number, signature: string): boolean {
  const expected = Buffer.from(appealSignature(secretKey, decisionId));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export const appealPath = (secretKey: string, decisionId: number) =>
  routes.appeal(decisionId, appealSignature(secretKey, decisionId));
