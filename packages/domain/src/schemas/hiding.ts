// The API's schemas of hidden ads and advertisers; the cookie itself is read in ../hiding.ts.
import { z } from 'zod';
import { idField } from './fields.ts';

/** GET /api/user/{userId}/hidden: what the account hides, newest first. */
export const HiddenSetSchema = z.object({
  estateIds: z.array(z.number().int().positive()),
  advertiserIds: z.array(z.number().int().positive()),
});

export const HiddenEstateParamsSchema = z.object({ userId: idField(), estateId: idField() });
export const HiddenAdvertiserParamsSchema = z.object({ userId: idField(), advertiserId: idField() });
