// Favourites kept on the account: what the API answers about them and the texts both sides show.
import { z } from 'zod';
import { EstateCardSchema } from './api.ts';
import { Limits } from './limits.ts';
import { idField } from './schemas/fields.ts';
import { messages } from './schemas/messages.ts';

export const favouriteTexts = {
  tooMany: `Na koncie można zachować najwyżej ${Limits.favouritesMax} ulubionych ogłoszeń. Usuń któreś z nich.`,
  notListed: 'To ogłoszenie nie jest już dostępne.',
  starred: 'Dodano do ulubionych.',
  unstarred: 'Usunięto z ulubionych.',
  priceDropped: (amount: string) => `Cena obniżona o ${amount}`,
  gone: 'Ogłoszenie nieaktualne',
  mailsOn: 'Będziemy informować e-mailem o obniżkach cen i wycofaniu ulubionych ogłoszeń.',
  mailsOff: 'Nie będziemy już wysyłać powiadomień o ulubionych ogłoszeniach.',
  badUnsubscribeLink: 'Link do wypisania się z powiadomień jest niepoprawny.',
} as const;

/**
 * One favourite: the card while the ad is listed (null once it was withdrawn, expired or removed), the title it had
 * when starred, and how much cheaper it is now than then (null when not cheaper).
 */
export const FavouriteSchema = z.object({
  estateId: z.number().int().positive(),
  title: z.string(),
  starredPrice: z.number(),
  priceDrop: z.number().nullable(),
  card: EstateCardSchema.nullable(),
});
export type Favourite = z.infer<typeof FavouriteSchema>;

/** GET /api/user/{userId}/favourites: every favourite, newest first, and whether changes are told by e-mail. */
export const FavouriteListSchema = z.object({
  rows: z.array(FavouriteSchema),
  count: z.number().int(),
  mails: z.boolean(),
});
export type FavouriteList = z.infer<typeof FavouriteListSchema>;

/** GET /api/user/{userId}/favourites/ids: what the stars need, newest first. */
export const FavouriteIdsSchema = z.array(z.number().int().positive());

export const FavouriteParamsSchema = z.object({ userId: idField(), estateId: idField() });

export const FavouriteMailsSchema = z.object({
  enabled: z.boolean({ error: messages.required }),
});

/** POST /api/favourite-mails/unsubscribe: the account and the signature its e-mails carry. */
export const FavouriteUnsubscribeSchema = z.object({
  userId: idField(),
  signature: z
    .string({ error: messages.required })
    .regex(/^[A-Za-z0-9_-]{43}$/, { error: favouriteTexts.badUnsubscribeLink }),
});
