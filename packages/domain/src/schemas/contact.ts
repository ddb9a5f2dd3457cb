// Contact form (spec §5) and POST /api/site/contact; the message to an ad's seller and its POST.
import { z } from 'zod';
import { Limits } from '../limits.ts';
import { hasLink } from '../links.ts';
import { captchaField, emailField, optionalPhoneField, requiredText } from './fields.ts';

export const ContactSchema = z.object({
  name: requiredText(Limits.name),
  email: emailField(),
  text: requiredText(Limits.contactText, { multiline: true }),
  captcharesponse: captchaField(),
});
export type Contact = z.infer<typeof ContactSchema>;

export const sellerMessageTexts = {
  defaultText: 'Dzień dobry, jestem zainteresowany(-a) tym ogłoszeniem. Proszę o kontakt.',
  noLinks: 'Wiadomość nie może zawierać linków.',
  sent: 'Wiadomość została wysłana do ogłoszeniodawcy.',
  adGone: 'Ogłoszenie nie jest już aktywne, nie można wysłać wiadomości.',
  tooManyForAd: 'To ogłoszenie otrzymało dziś zbyt wiele wiadomości. Spróbuj jutro lub zadzwoń.',
} as const;

/** POST /api/estates/{id}/message: a visitor writes to the ad's seller; the phone is optional. */
export const SellerMessageSchema = z.object({
  name: requiredText(Limits.name),
  email: emailField(),
  phone: optionalPhoneField(Limits.phone),
  // Links are what message spam carries; a buyer asking about a flat has no need of one, and a refused link is
  // easier to explain than a message filtered away in silence.
  text: requiredText(Limits.contactText, { multiline: true }).refine((text) => !hasLink(text), {
    error: sellerMessageTexts.noLinks,
  }),
  captcharesponse: captchaField(),
});
export type SellerMessage = z.infer<typeof SellerMessageSchema>;
export type SellerMessageForm = z.input<typeof SellerMessageSchema>;
