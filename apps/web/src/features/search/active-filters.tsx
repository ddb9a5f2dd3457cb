// The criteria of the search in its address as removable chips, and 'Wyczyść filtry' (issue 22): links, so that
// they work before the page has started and each removal is an address of its own.
import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { cityQuery } from '../../ui/cities-api.ts';
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
            <Button
              component={Link}
              to={filter.href}
              variant="light"
              size="compact-sm"
              radius="xl"
              rightSection={<span aria-hidden="true">×</span>}
              aria-label={searchTexts.removeFilter(filter.label)}
            >
              {filter.label}
            </Button>
          </li>
        ))}
      </ul>
      <Button component={Link} to={clearedSearch(params)} variant="subtle" size="compact-sm">
        {searchTexts.clearFilters}
      </Button>
    </section>
  );
}
