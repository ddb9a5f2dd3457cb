// Forms and payloads of logging in, registering and passwords (spec §5), with the API bodies of §7.
import { z } from 'zod';
import { Limits } from '../limits.ts';
import {
  captchaField,
  emailField,
  idField,
  passwordField,
  phoneField,
  requiredText,
  termsField,
} from './fields.ts';
import { messages } from './messages.ts';

const password = () => passwordField(Limits.password.min);

/**
 * Adds the 'Powtórz wartość poprawnie!' check on `confirm`. It runs whenever both passwords are strings, so the
 * mismatch shows next to other field errors rather than only after they are fixed.
 */
function confirming<T extends z.ZodObject>(schema: T, field: string, confirm: string) {
  return schema.refine((data: Record<string, unknown>) => data[field] === data[confirm], {
    error: messages.mismatch,
    path: [confirm],
    when: (payload) => {
      const value = payload.value as Record<string, unknown> | undefined;
      return typeof value?.[field] === 'string' && typeof value[confirm] === 'string';
    },
  });
}

export const LoginSchema = z.object({
  email: emailField(),
  password: password(),
  rememberMe: z.boolean().default(true),
  // Asked for only after repeated failed logins of the account (the server answers `captchaRequired`).
  captcha: z.string().optional(),
});
export type Login = z.infer<typeof LoginSchema>;

export const personalFields = {
  name: requiredText(Limits.name),
  surname: requiredText(Limits.surname),
  phone: phoneField(Limits.phone),
};

export const companyFields = {
  companyName: requiredText(Limits.companyName),
  nip: requiredText(Limits.nip),
  address: requiredText(Limits.companyAddress),
  cityCode: requiredText(Limits.cityCode),
  phone: phoneField(Limits.phone),
  /** A company that builds and sells its own flats (seller-kinds.ts); left out, a new company is an agency. */
  developer: z.boolean({ error: messages.invalid }).optional(),
};

const registrationFields = {
  email: emailField(),
  password: password(),
  rePassword: password(),
  captcha: captchaField(),
  terms: termsField(),
};

export const RegisterUserSchema = confirming(
  z.object({ ...registrationFields, ...personalFields }),
  'password',
  'rePassword',
);
export type RegisterUser = z.infer<typeof RegisterUserSchema>;

export const RegisterCompanySchema = confirming(
  z.object({ ...registrationFields, ...companyFields }),
  'password',
  'rePassword',
);
export type RegisterCompany = z.infer<typeof RegisterCompanySchema>;

export const registerKinds = ['user', 'company'] as const;
export type RegisterKind = (typeof registerKinds)[number];

export const ForgotPasswordSchema = z.object({ email: emailField() });
export type ForgotPassword = z.infer<typeof ForgotPasswordSchema>;

export const NewPasswordSchema = confirming(
  z.object({ password: password(), rePassword: password() }),
  'password',
  'rePassword',
);
export type NewPassword = z.infer<typeof NewPasswordSchema>;

/** POST /api/user/new-pass/{userId}/{hash} carries only the password. */
export const NewPasswordBodySchema = z.object({ password: password() });
export type NewPasswordBody = z.infer<typeof NewPasswordBodySchema>;

export const ChangePasswordSchema = confirming(
  z.object({ currentPassword: password(), newPassword: password(), rePassword: password() }),
  'newPassword',
  'rePassword',
);
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

/** POST /api/user/{userId}/change-pass carries the current and the new password. */
export const ChangePasswordBodySchema = z.object({ currentPassword: password(), newPassword: password() });
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

/**
 * POST /api/user/resend-activation: the credentials prove the account is the caller's (so the answer reveals
 * nothing about other addresses), the captcha keeps a script from turning it into a mail cannon.
 */
export const ResendActivationSchema = z.object({
  email: emailField(),
  password: password(),
  captcha: captchaField(),
});
export type ResendActivation = z.infer<typeof ResendActivationSchema>;

/** DELETE /api/user/{userId}/remove-account carries the account's password: a left-open session is not enough. */
export const RemoveAccountSchema = z.object({ password: password() });
export type RemoveAccount = z.infer<typeof RemoveAccountSchema>;

/** Activation and password links carry the user id and a hash of uppercase letters and digits (spec §2). */
export const UserHashParamsSchema = z.object({
  userId: idField(),
  hash: z.string().regex(/^[A-Z0-9]+$/, { error: messages.hash }),
});
export type UserHashParams = z.infer<typeof UserHashParamsSchema>;

/** POST /api/user/activate body. */
export const ActivateSchema = UserHashParamsSchema;
export type Activate = UserHashParams;
