// Admin forms (spec §5) and their payloads: adding an FTP integration, removing any ad.
import { z } from 'zod';
import { integrationTypes } from '../enums.ts';
import { Limits } from '../limits.ts';
import { emailField, idField, passwordField } from './fields.ts';
import { messages } from './messages.ts';

export const AddIntegrationSchema = z.object({
  userId: idField(),
  // The FTP login follows the e-mail pattern (spec §5) and is lower-cased like every e-mail here.
  ftpLogin: emailField(),
  ftpPassword: passwordField(Limits.ftpPassword.min),
  type: z.enum(integrationTypes, { error: messages.required }),
});
export type AddIntegration = z.infer<typeof AddIntegrationSchema>;

export const RemoveAdSchema = z.object({ estateId: idField() });
export type RemoveAd = z.infer<typeof RemoveAdSchema>;
