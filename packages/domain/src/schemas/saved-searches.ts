// Saved searches with e-mail alerts: the save dialog, the account's management page and the links in the
// alert e-mails. The criteria travel as the search's query (the /wyszukaj-ogloszenia parameters), so a criterion
// added to the search later is saved and matched with no change here.
import { z } from 'zod';
import { captchaField, emailField, requiredText } from './fields.ts';
import { messages } from './messages.ts';

// 'off': the search is kept without e-mails, what 'Wypisz się' in an alert leaves.
export const savedSearchFrequencies = ['instant', 'daily', 'off'] as const;
export type SavedSearchFrequency = (typeof savedSearchFrequencies)[number];
/** What a new search may be saved with: saving one without e-mails would be pointless for a visitor. */
export const alertFrequencies = ['instant', 'daily'] as const;

export const savedSearchFrequencyLabels: Record<SavedSearchFrequency, string> = {
  instant: 'natychmiast',
  daily: 'raz dziennie',
  off: 'wyłączone',
};

export const SavedSearchLimits = {
  name: { max: 100 },
  /** Saved searches an account may keep. */
  perAccount: 20,
  /** Saved searches, confirmed or awaiting confirmation, of one visitor's e-mail address. */
  perEmail: 10,
  /** Ads listed in one alert or digest; the rest are a link to the search. */
  adsPerMail: 20,
  /** Hours a visitor's confirmation link works. */
  confirmHours: 48,
} as const;

const frequency = () => z.enum(savedSearchFrequencies, { error: messages.invalid });

/** The search's query parameters, as the search page's address has them. */
const criteria = () =>
  z.record(
    z.string().max(40, { error: messages.invalid }),
    z.string().max(2000, { error: messages.invalid }),
    {
      error: messages.invalid,
    },
  );

/** POST /api/saved-searches: a logged-in user's (no e-mail, no captcha) or a visitor's (both required). */
export const SaveSearchSchema = z.object({
  name: requiredText(SavedSearchLimits.name),
  criteria: criteria(),
  frequency: z.enum(alertFrequencies, { error: messages.invalid }).default('instant'),
  email: emailField().optional(),
  captcharesponse: captchaField().optional(),
});
export type SaveSearchInput = z.input<typeof SaveSearchSchema>;

/** PUT /api/saved-searches/{id}: rename or change how often. */
export const UpdateSavedSearchSchema = z.object({
  name: requiredText(SavedSearchLimits.name).optional(),
  frequency: frequency().optional(),
});
export type UpdateSavedSearch = z.infer<typeof UpdateSavedSearchSchema>;

export const SavedSearchSchema = z.object({
  searchId: z.number(),
  name: z.string(),
  criteria: z.record(z.string(), z.string()),
  frequency: z.enum(savedSearchFrequencies),
  createdAt: z.string(),
  /** The name of the search's city, to say its criteria in words (searchCriteriaParts); null without one. */
  cityName: z.string().nullable(),
});
export type SavedSearch = z.infer<typeof SavedSearchSchema>;

/** The unsubscribe link's answer: an account's search is managed on its list, a visitor's only by the link. */
export const UnsubscribedSchema = z.object({ message: z.string(), isAccount: z.boolean() });
export type Unsubscribed = z.infer<typeof UnsubscribedSchema>;

/** The id and the secret of a link from an e-mail: both in the path, never in a query. */
export const SavedSearchLinkParamsSchema = z.object({
  searchId: z.coerce.number({ error: messages.invalid }).int().positive().max(2_147_483_647),
  secret: z.string().min(1).max(100),
});

export const savedSearchMessages = {
  saved: 'Wyszukiwanie zostało zapisane.',
  confirmSent:
    'Wysłaliśmy e-mail z linkiem potwierdzającym. Powiadomienia zaczniemy wysyłać po kliknięciu w link.',
  confirmed: 'Wyszukiwanie zostało potwierdzone. Powiadomimy Cię o nowych ogłoszeniach.',
  linkInvalid: 'Link jest nieprawidłowy lub wygasł.',
  unsubscribed: 'Nie będziesz już otrzymywać powiadomień o tym wyszukiwaniu.',
  keptWithoutAlerts: 'Wyszukiwanie pozostało zapisane, bez powiadomień e-mail.',
  updated: 'Zmiany zostały zapisane.',
  removed: 'Wyszukiwanie zostało usunięte.',
  emailRequired: 'Podaj adres e-mail, na który wyślemy powiadomienia.',
  noCriteria: 'Wybierz co najmniej jedno kryterium wyszukiwania.',
  badCriteria: 'Kryteria wyszukiwania są niepoprawne.',
  tooManyForAccount: `Możesz mieć najwyżej ${SavedSearchLimits.perAccount} zapisanych wyszukiwań. Usuń któreś, aby zapisać nowe.`,
  tooManyForEmail: `Na jeden adres e-mail można zapisać najwyżej ${SavedSearchLimits.perEmail} wyszukiwań.`,
  notFound: 'Nie znaleziono zapisanego wyszukiwania.',
} as const;
