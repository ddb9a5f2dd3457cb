// An ad that is no longer online (withdrawn, expired, held or deleted): its address keeps working, as on Otodom and
// OLX, with 'Ogłoszenie nieaktualne', what the ad was, and current offers like it.
import { z } from 'zod';
import { EstateCardSchema } from './api.ts';
import { estateTypes, rents } from './enums.ts';

/** GET /api/estates/{id}/archived: what an ad that once was public showed, read from its row or its history. */
export const ArchivedAdSchema = z.object({
  estateId: z.number(),
  type: z.enum(estateTypes),
  rent: z.literal(rents),
  city: z.object({ cityId: z.number(), city: z.string() }),
  district: z.string().nullable(),
  /** The street as the ad gave it; null once only its history is left (kept there folded, for matching). */
  street: z.string().nullable(),
  area: z.number(),
  rooms: z.number().nullable(),
  /** The last price it was offered at. */
  price: z.number(),
  /** Current ads of the same kind nearest to it. */
  related: z.array(EstateCardSchema),
});
export type ArchivedAd = z.infer<typeof ArchivedAdSchema>;
