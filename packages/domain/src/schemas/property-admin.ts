// An admin's view of the property an ad shows, and the calls that split a wrong merge and join a missed one.
import { z } from 'zod';
import { idField } from './fields.ts';

/** POST /api/site/properties/{id}/join: the ad whose property the ad {id} shows too. */
export const JoinPropertiesSchema = z.object({ otherEstateId: idField() });
export type JoinProperties = z.infer<typeof JoinPropertiesSchema>;

const PropertyOfferSchema = z.object({
  historyId: z.number().int(),
  /** Null once the ad is deleted: its history stays with the property. */
  estateId: z.number().int().nullable(),
  advertiser: z.string(),
  price: z.number().nullable(),
  online: z.boolean(),
  address: z.string(),
  area: z.number(),
  rooms: z.number().int().nullable(),
  floor: z.number().int().nullable(),
  photos: z.number().int(),
  firstSeenAt: z.string(),
});

const PropertyMatchSchema = z.object({
  action: z.enum(['joined', 'split']),
  historyId: z.number().int(),
  otherHistoryId: z.number().int().nullable(),
  score: z.number().int().nullable(),
  byAdmin: z.boolean(),
  /** The facts compared and the vetoes met, as the matcher recorded them. */
  evidence: z.record(z.string(), z.unknown()),
  at: z.string(),
});

/** GET /api/site/properties/{id}: the property of the ad {id}, its offers and how they were joined. */
export const PropertyAdminSchema = z.object({
  propertyId: z.number().int(),
  firstSeenAt: z.string(),
  offers: z.array(PropertyOfferSchema),
  matches: z.array(PropertyMatchSchema),
});
export type PropertyAdmin = z.infer<typeof PropertyAdminSchema>;

export const propertyAdminTexts = {
  heading: (propertyId: number) => `Nieruchomość nr ${propertyId}`,
  offersHeading: 'Oferty tej nieruchomości',
  matchesHeading: 'Historia łączenia',
  split: 'Rozdziel',
  join: 'Połącz z ogłoszeniem nr …',
  joinLabel: 'Numer ogłoszenia do połączenia',
  joinButton: 'Połącz',
  wasSplit: 'Ogłoszenie wydzielono do osobnej nieruchomości. Dopasowanie nie połączy ich ponownie.',
  wasJoined: 'Ogłoszenia połączono w jedną nieruchomość. Dopasowanie ich nie rozdzieli.',
  alone: 'To ogłoszenie jest jedyną ofertą swojej nieruchomości.',
  alreadyOne: 'Te ogłoszenia należą już do jednej nieruchomości.',
  notPublished: 'To ogłoszenie nie było jeszcze opublikowane.',
  deleted: 'usunięte',
  offline: 'nieaktywne',
  byMatcher: 'automatycznie',
  byAdmin: 'administrator',
  joined: 'połączono',
  splitDone: 'rozdzielono',
} as const;
