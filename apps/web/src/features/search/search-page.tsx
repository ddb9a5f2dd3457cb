// Route module of /wyszukaj-ogloszenia (spec §2): the banner, the search tabs and one page of the results of
// the criteria in the address.
import { routes } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import { cityQuery } from '../../ui/cities-api.ts';
import { useDocumentTitle } from '../../ui/document-title.ts';
import { ErrorView } from '../../ui/error-view.tsx';
import { EstateList } from '../../ui/estate-list.tsx';
import { useListSort } from '../../ui/list-sort.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import heading from '../../ui/section-heading.module.css';
import { useServerMarkupUntilLoaded } from '../../ui/server-markup-until-loaded.ts';
import { ResultsWithMap } from '../results-map/index.ts';
import { SaveSearchButton } from '../saved-searches/index.ts';
import { appliedCriteria } from './active-filters.ts';
import { ActiveFilters } from './active-filters.tsx';
import { AdNumberForm, AdNumberInWords } from './ad-number-search.tsx';
import { searchCriteria, searchEstatesQuery, useSearchEstates } from './api/search-estates.ts';
import { SearchBanner } from './search-banner.tsx';
import { SearchFilters } from './search-filters.tsx';
import classes from './search-page.module.css';
import { SearchPanel } from './search-panel.tsx';
import { withPage } from './search-query.ts';
import { noResultsText, searchTexts } from './search-texts.ts';

// Shown only for an address the API refuses: not a part of the page's first load.
const SearchRefusal = lazy(() =>
  import('./search-refusal.tsx').then((module) => ({ default: module.SearchRefusal })),
);

export function Component() {
  return (
    <div className={classes.page}>
      <Breadcrumbs items={[{ label: searchTexts.results }]} />
      <PageTitle>Wyszukiwanie ogłoszeń</PageTitle>
      {/* On a phone the results come first: no banner, and the form behind 'Filtry'. */}
      <div className={classes.banner}>
        <SearchBanner />
      </div>
      <SearchFilters>
        <SearchPanel />
        <AdNumberForm />
      </SearchFilters>
      <AdNumberInWords />
      {/* The results hydrate on their own, once their answer has come (useServerMarkupUntilLoaded): the panel does
          not wait for them. */}
      <Suspense>
        <SearchResults />
      </Suspense>
    </div>
  );
}

/** 'Zapisz wyszukiwanie' for the criteria in the address, named after them; none without a criterion. */
function SaveThisSearch({ params }: { params: URLSearchParams }) {
  const cityId = Number(params.get('city'));
  const city = useQuery({ ...cityQuery(cityId), enabled: cityId > 0 });
  if (appliedCriteria(params, city.data?.city).length === 0) return null;
  return <SaveSearchButton criteria={Object.fromEntries(params)} cityName={city.data?.city} />;
}

function SearchResults() {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const sort = useListSort();
  const results = useSearchEstates(search, sort);
  useServerMarkupUntilLoaded(searchEstatesQuery(search, sort), results);
  const mapCriteria = new URLSearchParams(searchCriteria(search));
  mapCriteria.delete('page');
  // A page past the last one is not found (the server answers it with a 404 too); the error view titles it.
  const isPastLast = page > 1 && results.data?.rows.length === 0;
  useDocumentTitle(isPastLast ? undefined : searchTexts.results);

  if (isPastLast) return <ErrorView />;
  const refusal =
    results.error instanceof ApiError && results.error.status === 400 ? results.error : undefined;
  return (
    <section aria-labelledby="search-results" className={classes.results}>
      <h2 id="search-results" className={`${heading.heading} ${classes.resultsHeading}`}>
        {searchTexts.results}
      </h2>
      <ActiveFilters params={params} />
      {!refusal && <SaveThisSearch params={params} />}
      {refusal ? (
        <SearchRefusal params={params} message={refusal.message} body={refusal.body} />
      ) : (
        <ResultsWithMap criteria={mapCriteria.toString()}>
          <EstateList
            rows={results.data?.rows}
            count={results.data?.count ?? 0}
            page={page}
            loading={results.isPending}
            emptyText={noResultsText}
            pageHref={(target) => routes.search(withPage(params, target))}
          />
        </ResultsWithMap>
      )}
    </section>
  );
}
