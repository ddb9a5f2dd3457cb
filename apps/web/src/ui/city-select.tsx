// The asynchronous city select of spec §5 (search and wizard): looks localities up after 3 characters and a
// 1 s pause, shows the county or commune where names repeat, and is a keyboard-usable combobox.
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type City, Limits } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { cityQuery, findCities, isCitySearchable } from './cities-api.ts';

type Props = {
  label: string;
  /** The chosen city's id as text ('' when none), the way forms keep it. */
  value: string;
  onChange: (cityId: string, city: City | null) => void;
  /** In the wizard the look-up is limited to the chosen province. */
  provinceId?: number | undefined;
  error?: string | undefined;
  disabled?: boolean;
  required?: boolean;
};

/** 'Nowa Wieś (gmina Kęty, powiat oświęcimski)': the server adds these only where names repeat. */
export function cityLabel(city: City): string {
  const where = [city.commune, city.county].filter(Boolean);
  return where.length > 0 ? `${city.city} (${where.join(', ')})` : city.city;
}

function useCityOptions(search: string, provinceId: number | undefined) {
  const [debounced] = useDebouncedValue(search.trim(), Limits.citySearch.debounceMs);
  return useQuery({
    queryKey: ['cities', 'find', provinceId ?? null, debounced],
    queryFn: ({ signal }) => findCities(debounced, provinceId, signal),
    enabled: isCitySearchable(debounced),
    staleTime: 60_000,
  });
}

export function CitySelect({ label, value, onChange, provinceId, error, disabled, required }: Props) {
  const [search, setSearch] = useState('');
  const cityId = Number(value) || 0;
  // The chosen city's name, also when it comes from an address (?city=123) rather than from typing.
  const chosen = useQuery({ ...cityQuery(cityId), enabled: cityId > 0 });
  const found = useCityOptions(search, provinceId);
  const cities = new Map<string, City>();
  if (chosen.data) cities.set(String(chosen.data.cityId), chosen.data);
  for (const city of found.data ?? []) cities.set(String(city.cityId), city);
  const data = [...cities.values()].map((city) => ({ value: String(city.cityId), label: cityLabel(city) }));
  const isWaiting = isCitySearchable(search) && (found.isFetching || found.data === undefined);

  return (
    <Select
      label={label}
      placeholder="Wpisz co najmniej 3 litery"
      searchable
      clearable
      data={data}
      value={value || null}
      onChange={(next) => onChange(next ?? '', next ? (cities.get(next) ?? null) : null)}
      searchValue={search}
      onSearchChange={setSearch}
      // The server already matched the text (ignoring Polish diacritics); filtering again would hide 'Łódź' for 'lodz'.
      filter={({ options }) => options}
      nothingFoundMessage={
        isCitySearchable(search) ? (isWaiting ? 'Wyszukiwanie…' : 'Nie znaleziono miejscowości') : undefined
      }
      error={error}
      disabled={disabled}
      required={required}
      // Mantine keeps a combobox's dropdown mounted while closed: on the home page that meant a portal, a scroll
      // area and a floating position computed (with forced layouts) right after hydration, in one task.
      comboboxProps={{ withinPortal: true, keepMounted: false }}
    />
  );
}
