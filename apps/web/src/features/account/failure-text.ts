// Which text a failed account call shows: the spec's message of §8, except when the server refused for abuse.
import { ApiError } from '../../api/client.ts';

/**
 * A 429 carries the server's Polish "too many attempts" text, which tells the person what to do (wait); every other
 * failure shows the spec's message for that action.
 */
export function failureText(error: unknown, specMessage: string): string {
  return error instanceof ApiError && error.status === 429 ? error.message : specMessage;
}
