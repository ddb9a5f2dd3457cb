// POST /api/views: counts an opened ad ('page') or a revealed phone number ('phone') for the owner's statistics.
import { apiPaths, type View } from '@portal/domain';
import { apiPost } from '../../../api/client.ts';

/**
 * A view is a side note to what the visitor does: a failure is logged and otherwise ignored (spec §4). Sent without
 * a mutation hook: nothing shows its state, and the hook's pending and done states re-rendered the whole ad page
 * twice right after it appeared.
 */
export function recordView(view: View): void {
  apiPost(apiPaths.views, view).catch((error: unknown) =>
    console.warn(`POST /api/views (${view.type}) failed`, error),
  );
}
