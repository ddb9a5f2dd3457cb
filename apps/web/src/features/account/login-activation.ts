// A login with the right password of an account not activated yet answers `activationRequired`: the login page
// then offers to send the activation e-mail again, which needs the same credentials.
import type { Login } from '@portal/domain';
import { ApiError } from '../../api/client.ts';

export type Credentials = Pick<Login, 'email' | 'password'>;

export function asksForActivation(error: unknown): error is ApiError {
  const body = error instanceof ApiError ? error.body : undefined;
  return (
    typeof body === 'object' &&
    body !== null &&
    'activationRequired' in body &&
    body.activationRequired === true
  );
}

// The top bar's form hands the credentials to the login page in memory: never in the history state or storage,
// where a password would outlive the tab's use of it.
let handedOver: Credentials | null = null;

export function handOverUnactivated(credentials: Credentials): void {
  handedOver = { email: credentials.email, password: credentials.password };
}

/** The credentials handed over by the top bar's form, once. */
export function takeUnactivated(): Credentials | null {
  const taken = handedOver;
  handedOver = null;
  return taken;
}
