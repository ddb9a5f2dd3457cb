// The search tabs of the home and search pages (spec §2, §4 'Search'): one tab per category over one set of
// criteria. A search, a new tab on the search page or a saved map area all lead to page 1 of the results.

import { zodResolver } from '@hookform/resolvers/zod';
import { Paper, Tabs } from '@mantine/core';
import { type EstateType, estateTypeInfo, estateTypes, routes, SearchQuerySchema } from '@portal/domain';
import { useEffect, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { SearchForm } from './search-form.tsx';
import { type SearchCriteria, SearchFormSchema } from './search-form-schema.ts';
import { buildSearchParams, formValuesOf, type SearchFormValues, searchTypeOf } from './search-query.ts';
import { searchTexts } from './search-texts.ts';

const searchPath = routes.search();

export function SearchPanel() {
  const location = useLocation();
  const navigate = useNavigate();
  const isSearchPage = location.pathname === searchPath;
  const params = new URLSearchParams(isSearchPage ? location.search : '');
  const [type, setType] = useState<EstateType>(() => searchTypeOf(params));
  const form = useForm<SearchFormValues, unknown, SearchCriteria>({
    // The form's values are one of the shapes the schema reads (text inputs and checkboxes).
    resolver: zodResolver(SearchFormSchema) as Resolver<SearchFormValues, unknown, SearchCriteria>,
    defaultValues: formValuesOf(params),
  });
  const province = SearchQuerySchema.shape.province.safeParse(params.get('province') ?? undefined).data;

  // Back and forward on the search page show the criteria of that address.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new address resets the form
  useEffect(() => {
    if (!isSearchPage) return;
    const current = new URLSearchParams(location.search);
    form.reset(formValuesOf(current));
    setType(searchTypeOf(current));
  }, [location.search, isSearchPage]);

  const search = (nextType: EstateType) =>
    form.handleSubmit((criteria) => {
      navigate(routes.search(buildSearchParams(nextType, { ...criteria, province })));
    });

  const changeTab = (value: string | null) => {
    const nextType = estateTypes.find((candidate) => candidate === value);
    if (!nextType) return;
    setType(nextType);
    // On the results the new tab searches at once with the same criteria; elsewhere it only changes the form.
    if (isSearchPage) void search(nextType)();
  };

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
      <Tabs value={type} onChange={changeTab} id="search-tabs">
        <Tabs.List aria-label={searchTexts.tabsLabel} mb="md">
          {estateTypes.map((estateType) => (
            <Tabs.Tab key={estateType} value={estateType}>
              {estateTypeInfo[estateType].label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {estateTypes.map((estateType) => (
          <Tabs.Panel key={estateType} value={estateType}>
            {estateType === type && (
              <SearchForm
                type={type}
                form={form}
                onSubmit={search(type)}
                onAreaSaved={() => {
                  if (isSearchPage) void search(type)();
                }}
              />
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Paper>
  );
}
