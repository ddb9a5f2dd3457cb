// The list sort order: in the address (`?sort=cena-rosnaco`), so that a sorted list can be shared, reloaded and
// rendered sorted by the server; newest first without it or with an order the portal does not know.
import { defaultSort, type SortOption, sortOptionByParam } from '@portal/domain';
import { useSearchParams } from 'react-router';

/** `href` with `sort` in its query: the default order is left out, so each list keeps one address for it. */
export function withSort(href: string, sort: SortOption): string {
  const [path = '', query = ''] = href.split('?');
  const params = new URLSearchParams(query);
  if (sort.key === defaultSort.key) params.delete('sort');
  else params.set('sort', sort.param);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The current page's sort option; the list that fetches and the dropdown that changes it read the same address. */
export function useListSort(): SortOption {
  const [params] = useSearchParams();
  return sortOptionByParam(params.get('sort'));
}
