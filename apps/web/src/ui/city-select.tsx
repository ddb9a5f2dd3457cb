// The asynchronous city select of spec §5 (search and wizard): looks localities up after the spec's minimum of
// characters and a pause in typing (Limits.citySearch), names each place by the server's label, and is a
// keyboard-usable combobox.
import { type InputClearButtonProps, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type City, Limits } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { cityQuery, findCities, isCitySearchable } from './cities-api.ts';
import classes from './city-select.module.css';
import { ClosedCitySelect } from './closed-city-select.tsx';

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

/**
 * The one name of a place in every select, filter and list (the server makes it): 'Kraków', 'Kraków, Krowodrza',
 * 'Nowa Wieś (gmina Kęty, powiat oświęcimski)'.
 */
export function cityLabel(city: City): string {
  return city.label;
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

const chevron = <span className={classes.chevron} />;
// The clear button is Mantine's CloseButton, which takes an `icon`; InputClearButton passes it on, but its type
// leaves it out.
const clearButtonProps: InputClearButtonProps & { icon: ReactNode } = {
  icon: <span className={classes.cross} />,
};

const placeholder = 'Wpisz co najmniej 3 litery';

function BrowserCitySelect({ label, value, onChange, provinceId, error, disabled, required }: Props) {
  const [search, setSearch] = useState('');
  const cityId = Number(value) || 0;
  // The chosen city's name, also when it comes from an address (?city=123) rather than from typing.
  const chosen = useQuery({ ...cityQuery(cityId), enabled: cityId > 0 });
  const found = useCityOptions(search, provinceId);
  // The places found for the typed text in the server's order (the biggest first); the chosen one, which the select
  // needs to show its name, after them unless it is among them (a Map keeps a key's first place).
  const cities = new Map<string, City>();
  for (const city of found.data ?? []) cities.set(String(city.cityId), city);
  if (chosen.data) cities.set(String(chosen.data.cityId), chosen.data);
  const data = [...cities.values()].map((city) => ({ value: String(city.cityId), label: cityLabel(city) }));
  const isWaiting = isCitySearchable(search) && (found.isFetching || found.data === undefined);

  return (
    <Select
      label={label}
      placeholder={placeholder}
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
      rightSection={chevron}
      clearButtonProps={clearButtonProps}
    />
  );
}

/**
 * The server renders the search form's select, which has no error and is neither disabled nor required, as plain
 * elements; the wizard's, rendered in the browser only, is always Mantine's.
 */
function ServerCitySelect(props: Props) {
  if (props.error || props.disabled || props.required) return <BrowserCitySelect {...props} />;
  return <ClosedCitySelect label={props.label} placeholder={placeholder} value={props.value} />;
}

// The browser's build leaves the server's out.
export const CitySelect: (props: Props) => ReactNode = import.meta.env.SSR
  ? ServerCitySelect
  : BrowserCitySelect;
