// The criteria of the search in its address as removable chips, and 'Wyczyść filtry': links, so that
// they work before the page has started and each removal is an address of its own.
import { useQuery } from '@tanstack/react-query';
import { cityQuery } from '../../ui/cities-api.ts';
import buttons from '../../ui/plain-button.module.css';
import { RouteLink } from '../../ui/route-link.tsx';
import classes from './active-filters.module.css';
import { activeFilters, clearedSearch } from './active-filters.ts';
import { searchTexts } from './search-texts.ts';

export function ActiveFilters({ params }: { params: URLSearchParams }) {
  const cityId = Number(params.get('city'));
  const city = useQuery({ ...cityQuery(cityId), enabled: cityId > 0 });
  const filters = activeFilters(params, city.data?.city);
  if (filters.length === 0) return null;
  return (
    <section aria-label={searchTexts.activeFilters} className={classes.filters}>
      <ul className={classes.list}>
        {filters.map((filter) => (
          <li key={filter.name}>
            <RouteLink
              to={filter.href}
              className={`${buttons.button} ${buttons.chip}`}
              discover="none"
              aria-label={searchTexts.removeFilter(filter.label)}
            >
              {filter.label}
              <span aria-hidden="true">×</span>
            </RouteLink>
          </li>
        ))}
      </ul>
      <RouteLink
        to={clearedSearch(params)}
        className={`${buttons.button} ${buttons.subtle} ${buttons.compact}`}
        discover="none"
      >
        {searchTexts.clearFilters}
      </RouteLink>
    </section>
  );
}
