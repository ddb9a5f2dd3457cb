import { ApiError } from '../../api/client.ts';
import { showFlash } from '../../ui/flash.tsx';

/**
 * The spec's failure message, followed by the server's reason when it gave one the admin can act on (a private
 * account, a login in use, an unknown ad); a network or server failure keeps the spec's text alone.
 */
export function failureText(specText: string, error: unknown): string {
  const isExplained = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return isExplained ? `${specText} ${error.message}` : specText;
}

/** What an admin form says when its call ends: the spec's success text (and `then`), or its failure text. */
export function flashOutcome(success: string, failure: string, then: () => void) {
  return {
    onSuccess: () => {
      showFlash('success', success);
      then();
    },
    onError: (error: unknown) => showFlash('error', failureText(failure, error)),
  };
}
