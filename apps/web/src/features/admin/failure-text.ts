import { ApiError } from '../../api/client.ts';

/**
 * The spec's failure message, followed by the server's reason when it gave one the admin can act on (a private
 * account, a login in use, an unknown ad); a network or server failure keeps the spec's text alone.
 */
export function failureText(specText: string, error: unknown): string {
  const isExplained = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return isExplained ? `${specText} ${error.message}` : specText;
}
