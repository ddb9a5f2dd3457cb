// Manual promotion of an ad by an admin (spec §1 'Promotion' made real): how long, and the list of promoted ads.
import { z } from 'zod';
import { estateTypes } from './enums.ts';
import { requiredDigits } from './schemas/fields.ts';

export const promotionDays = { default: 30, min: 1, max: 365 } as const;

export const promotionMessages = {
  days: `Okres promowania to od ${promotionDays.min} do ${promotionDays.max} dni!`,
  promoted: 'Ogłoszenie jest promowane.',
  promoteFailed: 'Wystąpił błąd podczas promowania ogłoszenia!',
  unpromoted: 'Promowanie ogłoszenia zostało zakończone.',
  unpromoteFailed: 'Wystąpił błąd podczas kończenia promowania ogłoszenia!',
} as const;

/** Body of PUT /api/site/promote/{id}. */
export const PromoteSchema = z.object({
  days: requiredDigits().refine((days) => days >= promotionDays.min && days <= promotionDays.max, {
    error: promotionMessages.days,
  }),
});
export type Promote = z.infer<typeof PromoteSchema>;

/** One row of GET /api/site/promoted: a promoted ad and when its promotion ends (ISO time). */
export const PromotedAdSchema = z.object({
  estateId: z.number().int().positive(),
  type: z.enum(estateTypes),
  rent: z.union([z.literal(0), z.literal(1)]),
  title: z.string(),
  promotedUntil: z.string().nullable(),
});
export type PromotedAd = z.infer<typeof PromotedAdSchema>;
export const PromotedAdListSchema = z.array(PromotedAdSchema);
