// Profile edit (spec §5): the fields of the registration set of the account's kind, without e-mail and password.
import { z } from 'zod';
import { companyFields, personalFields } from './auth.ts';

export const ProfileUserSchema = z.object(personalFields);
export type ProfileUser = z.infer<typeof ProfileUserSchema>;

export const ProfileCompanySchema = z.object(companyFields);
export type ProfileCompany = z.infer<typeof ProfileCompanySchema>;

/** POST /api/user/{userId}/profile: only the fields of the chosen set, plus the company flag that selects it. */
export const ProfileUpdateSchema = z.discriminatedUnion('company', [
  ProfileUserSchema.extend({ company: z.literal(false) }),
  ProfileCompanySchema.extend({ company: z.literal(true) }),
]);
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;
