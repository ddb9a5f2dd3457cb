// On a phone the search form waits behind a 'Filtry' button, so that the results (or the home page's ads) start on
// the first screen; wider screens show it open and never the button. One markup for both: the server renders it.
import { type ReactNode, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import classes from './search-filters.module.css';

export const filtersTexts = { toggle: 'Filtry' };

export function SearchFilters({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const { search } = useLocation();

  // A search made closes the form again: the visitor came for its results.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new address closes it
  useEffect(() => setOpen(false), [search]);

  return (
    <div className={classes.filters} data-open={isOpen || undefined}>
      <button
        type="button"
        className={classes.toggle}
        aria-expanded={isOpen}
        aria-controls="search-filters"
        onClick={() => setOpen((open) => !open)}
      >
        {filtersTexts.toggle}
      </button>
      <div id="search-filters" className={classes.body}>
        {children}
      </div>
    </div>
  );
}
