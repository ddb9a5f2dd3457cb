// Admin forms (spec §5) and their payloads: adding an FTP integration, removing any ad.
import { z } from 'zod';
import { integrationTypes } from '../enums.ts';
import { importFormats } from '../import-formats.ts';
import { Limits } from '../limits.ts';
import { emailField, idField, passwordField } from './fields.ts';
import { messages } from './messages.ts';

export const AddIntegrationSchema = z.object({
  userId: idField(),
  // The FTP login follows the e-mail pattern (spec §5) and is lower-cased like every e-mail here.
  ftpLogin: emailField(),
  ftpPassword: passwordField(Limits.ftpPassword.min),
  type: z.enum(integrationTypes, { error: messages.required }),
  // The file format the CRM delivers; without one, 'auto': recognised in each package.
  format: z.enum(importFormats).optional(),
});
export type AddIntegration = z.infer<typeof AddIntegrationSchema>;

/** PUT /api/site/imports/format/{integrationId}: the file format an integration's packages are read in. */
export const ImportFormatSchema = z.object({ format: z.enum(importFormats) });
export type ImportFormatSetting = z.infer<typeof ImportFormatSchema>;

export const RemoveAdSchema = z.object({ estateId: idField() });
export type RemoveAd = z.infer<typeof RemoveAdSchema>;
