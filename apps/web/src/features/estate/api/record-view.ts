// POST /api/views: counts an opened ad ('page') or a revealed phone number ('phone') for the owner's statistics.
import type { View } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../api/client.ts';

export function recordView(view: View): Promise<unknown> {
  return apiPost('/api/views', view);
}

/** A view is a side note to what the visitor does: a failure is logged and otherwise ignored (spec §4). */
export function useRecordView() {
  return useMutation({
    mutationFn: recordView,
    onError: (error, view) => console.warn(`POST /api/views (${view.type}) failed`, error),
  });
}
