// Contact form (spec §5) and POST /api/site/contact.
import { z } from 'zod';
import { Limits } from '../limits.ts';
import { captchaField, emailField, requiredText } from './fields.ts';

export const ContactSchema = z.object({
  name: requiredText(Limits.name),
  email: emailField(),
  text: requiredText(Limits.contactText, { multiline: true }),
  captcharesponse: captchaField(),
});
export type Contact = z.infer<typeof ContactSchema>;
