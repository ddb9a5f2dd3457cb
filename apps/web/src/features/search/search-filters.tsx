// On a phone the search form waits behind a 'Filtry' button, so that the results (or the home page's ads) start on
// the first screen; wider screens show it open and never the button. One markup for both: the server renders it.
import { type ReactNode, useState } from 'react';
import { useLocation } from 'react-router';
import { appliedCriteria } from './active-filters.ts';
import classes from './search-filters.module.css';

export const filtersTexts = { toggle: 'Filtry', toggleCounted: (count: number) => `Filtry (${count})` };

export function SearchFilters({ children }: { children: ReactNode }) {
  // Open for one address: a search made (a new address) closes the form again, the visitor came for its results.
  const { search } = useLocation();
  const [openFor, setOpenFor] = useState<string>();
  const isOpen = openFor === search;
  // The criteria the address applies, so that a phone tells they are there while the form is closed.
  const count = appliedCriteria(new URLSearchParams(search)).length;

  return (
    <div className={classes.filters} data-open={isOpen || undefined}>
      <button
        type="button"
        className={classes.toggle}
        aria-expanded={isOpen}
        aria-controls="search-filters"
        onClick={() => setOpenFor(isOpen ? undefined : search)}
      >
        {count > 0 ? filtersTexts.toggleCounted(count) : filtersTexts.toggle}
      </button>
      <div id="search-filters" className={classes.body}>
        {children}
      </div>
    </div>
  );
}
