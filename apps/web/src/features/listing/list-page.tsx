// Route module of the category and city lists (spec §2 'Lists'): title, breadcrumbs and one page of ads.
import { notFoundTitles, routes, toQueryString } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import { Breadcrumbs, type Crumb } from '../../ui/breadcrumbs.tsx';
import { cityQuery } from '../../ui/cities-api.ts';
import { useDocumentTitle } from '../../ui/document-title.ts';
import { ErrorView } from '../../ui/error-view.tsx';
import { EstateList } from '../../ui/estate-list.tsx';
import { useListSort } from '../../ui/list-sort.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { ResultsWithMap } from '../results-map/index.ts';
import { SaveSearchButton } from '../saved-searches/index.ts';
import { SearchFilters, SearchPanel } from '../search/index.ts';
import { useCategoryList } from './api/get-category-list.ts';
import { useCanonicalCityAddress } from './canonical-city-address.ts';
import classes from './list-page.module.css';
import { type ListRoute, readListRoute } from './list-route.ts';
import { emptyCategoryText, listTitle } from './listing-texts.ts';

function CategoryList({ route }: { route: ListRoute }) {
  const { type, rent, cityId, page } = route;
  const sort = useListSort();
  const city = useQuery({ ...cityQuery(cityId ?? 0), enabled: cityId !== undefined });
  const list = useCategoryList({ type, rent, cityId, page, sort });
  const cityName = city.data?.city;
  useCanonicalCityAddress(route, cityName);
  const categoryTitle = listTitle(type, rent);
  const title = cityId === undefined ? categoryTitle : cityName && listTitle(type, rent, cityName);
  // A page past the last one is not found (the server answers it with a 404 too); the error view titles it.
  const isPastLast = page > 1 && list.data?.rows.length === 0;
  useDocumentTitle(isPastLast ? undefined : title || undefined);

  if (city.isError) return <ErrorView title={notFoundTitles.city} />;
  if (isPastLast) return <ErrorView />;
  const crumbs: Crumb[] =
    cityId === undefined
      ? [{ label: categoryTitle }]
      : [{ label: categoryTitle, to: routes.list(type, rent) }, { label: cityName ?? '…' }];
  // The map shows the list's ads as a search of its category (and city) would find them.
  const mapCriteria = toQueryString({ type, rent, city: cityId }).slice(1);
  const pageHref = (target: number) =>
    cityId === undefined
      ? routes.list(type, rent, target)
      : routes.cityList(type, rent, cityId, cityName ?? '', target);

  return (
    <div className={classes.page}>
      <Breadcrumbs items={crumbs} />
      <PageTitle>{title || categoryTitle}</PageTitle>
      {/* The search form on the list's criteria: filtering leads to the search page (docs/decisions.md). */}
      <SearchFilters>
        <SearchPanel criteria={mapCriteria} />
      </SearchFilters>
      <div>
        <SaveSearchButton
          criteria={{ type, rent: String(rent), ...(cityId === undefined ? {} : { city: String(cityId) }) }}
          cityName={cityName}
        />
      </div>
      <ResultsWithMap criteria={mapCriteria}>
        <EstateList
          rows={list.data?.rows}
          count={list.data?.count ?? 0}
          page={page}
          loading={list.isPending}
          emptyText={emptyCategoryText}
          pageHref={pageHref}
        />
      </ResultsWithMap>
    </div>
  );
}

export function Component() {
  const { pathname } = useLocation();
  const route = readListRoute(pathname, useParams());
  if (!route) return <ErrorView />;
  // A new list starts with fresh state (the page's own key), not with the previous list's.
  return <CategoryList key={`${route.type}-${route.rent}-${route.cityId}`} route={route} />;
}
