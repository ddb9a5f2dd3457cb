// The criteria of a search's address that the API refused (its 400 names each in `fields`), each with what is wrong
// and the address without it: a hand-edited or outdated link must say what to fix, not show placeholders.
import { routes, searchCriteria } from '@portal/domain';

export type RefusedCriterion = { name: string; label: string; message: string; href: string };

const criterionLabels: Record<string, string> = {
  ...Object.fromEntries(Object.entries(searchCriteria).map(([name, { label }]) => [name, label])),
  page: 'Strona',
};

const messagesOf = (body: unknown): Record<string, unknown> =>
  typeof body === 'object' && body !== null && 'fields' in body && typeof body.fields === 'object'
    ? ((body.fields as Record<string, unknown> | null) ?? {})
    : {};

/** The refused criteria the address holds, in the API's order; none when the answer names no field. */
export function refusedCriteria(params: URLSearchParams, body: unknown): RefusedCriterion[] {
  return Object.entries(messagesOf(body)).flatMap(([name, message]) => {
    if (!params.has(name) || typeof message !== 'string') return [];
    const kept = new URLSearchParams(params);
    kept.delete(name);
    kept.delete('page');
    const label = criterionLabels[name] ?? name;
    return [{ name, label, message, href: routes.search(Object.fromEntries(kept)) }];
  });
}
