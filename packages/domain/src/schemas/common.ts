// Small payloads and route parameters shared by several calls (spec §7).
import { z } from 'zod';
import { viewTypes } from '../enums.ts';
import { idField } from './fields.ts';
import { messages } from './messages.ts';

/** Any route with one numeric id, e.g. /api/estates/{id}. */
export const IdParamSchema = z.object({ id: idField() });
export type IdParam = z.infer<typeof IdParamSchema>;

export const UserIdParamSchema = z.object({ userId: idField() });
export type UserIdParam = z.infer<typeof UserIdParamSchema>;

/** POST /api/views: a page view or a revealed phone of one ad. */
export const ViewSchema = z.object({
  estateId: idField(),
  type: z.enum(viewTypes, { error: messages.required }),
});
export type View = z.infer<typeof ViewSchema>;
