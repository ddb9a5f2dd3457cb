// The search tabs of the home and search pages (spec §2, §4 'Search'): one tab per category over one set of
// criteria. A search, a new tab on the search page or a saved map area all lead to page 1 of the results.

import { type EstateType, estateTypeInfo, estateTypes, routes } from '@portal/domain';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { lazyResolver } from '../../ui/lazy-resolver.ts';
import { TabList } from '../../ui/tab-list.tsx';
import { SearchForm } from './search-form.tsx';
import type { SearchCriteria } from './search-form-schema.ts';
import classes from './search-panel.module.css';
import { buildSearchParams, formValuesOf, type SearchFormValues, searchTypeOf } from './search-query.ts';
import { searchTexts } from './search-texts.ts';

const searchPath = routes.search();
const tabs = estateTypes.map((value) => ({ value, label: estateTypeInfo[value].label }));
const searchChecks = lazyResolver(() =>
  import('./search-form-schema.ts').then((module) => module.searchResolver),
);

/** `criteria`: what the form starts with off the search page (a list's category, kind of offer and city). */
export function SearchPanel({ criteria = '' }: { criteria?: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const isSearchPage = location.pathname === searchPath;
  const params = new URLSearchParams(isSearchPage ? location.search : criteria);
  const [type, setType] = useState<EstateType>(() => searchTypeOf(params));
  const form = useForm<SearchFormValues, unknown, SearchCriteria>({
    resolver: searchChecks.resolver,
    defaultValues: formValuesOf(params),
  });

  // Back and forward on the search page show the criteria of that address.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new address resets the form
  useEffect(() => {
    if (!isSearchPage) return;
    const current = new URLSearchParams(location.search);
    form.reset(formValuesOf(current));
    setType(searchTypeOf(current));
  }, [location.search, isSearchPage]);

  // Stable, so that the memoized form does not re-render with the panel.
  const search = useCallback(
    (nextType: EstateType) =>
      form.handleSubmit((criteria) => {
        navigate(routes.search(buildSearchParams(nextType, criteria)));
      }),
    [form, navigate],
  );
  const onSubmit = useMemo(() => search(type), [search, type]);
  const onAreaSaved = useCallback(() => {
    if (isSearchPage) void search(type)();
  }, [isSearchPage, search, type]);

  const changeTab = (nextType: EstateType) => {
    setType(nextType);
    // On the results the new tab searches at once with the same criteria; elsewhere it only changes the form.
    if (isSearchPage) void search(nextType)();
  };

  return (
    // A bordered box of the look of Mantine's Paper: its responsive padding would write a <style> element into
    // every rendered page.
    <div className={classes.panel}>
      {/* Keyed: a new tab's form starts with its own options closed. */}
      <TabList
        id="search-tabs"
        label={searchTexts.tabsLabel}
        tabs={tabs}
        value={type}
        onChange={changeTab}
        onPanelFocus={searchChecks.preload}
      >
        <SearchForm key={type} type={type} form={form} onSubmit={onSubmit} onAreaSaved={onAreaSaved} />
      </TabList>
    </div>
  );
}
