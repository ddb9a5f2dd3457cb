// After repeated failed logins of an account the server lets it in only with a solved captcha, and says so in
// `captchaRequired`: the login forms then show the captcha.
import { ApiError } from '../../api/client.ts';

export function asksForCaptcha(error: unknown): error is ApiError {
  const body = error instanceof ApiError ? error.body : undefined;
  return (
    typeof body === 'object' && body !== null && 'captchaRequired' in body && body.captchaRequired === true
  );
}

/** The navigation state with which the top bar's form sends the person to the login page, captcha shown. */
export const captchaState = { captcha: true } as const;

export const hasCaptchaState = (state: unknown) =>
  typeof state === 'object' && state !== null && 'captcha' in state && state.captcha === true;
