// What the search form subscribes to in react-hook-form: its errors, the map area and the city. On the server the
// form is rendered once and never filled in, so each is read from the form's starting values instead: every
// subscription clones the form's state, a large share of the render of each page with the form. The browser's
// build leaves the server's readings out.
import type { City } from '@portal/domain';
import type { ReactNode } from 'react';
import { Controller, type FieldErrors, type UseFormReturn, useFormState, useWatch } from 'react-hook-form';
import { CitySelect } from '../../ui/city-select.tsx';
import type { SearchCriteria } from './search-form-schema.ts';
import type { SearchFormValues } from './search-query.ts';

type Form = UseFormReturn<SearchFormValues, unknown, SearchCriteria>;
type MapArea = [coordinates: string, polygon: string];

const noErrors: FieldErrors<SearchFormValues> = {};

function errorsOnServer(): FieldErrors<SearchFormValues> {
  return noErrors;
}

function useErrorsInBrowser(form: Form): FieldErrors<SearchFormValues> {
  return useFormState({ control: form.control }).errors;
}

/** The fields' errors: none on the server, where nothing was submitted. */
export const useFormErrors: (form: Form) => FieldErrors<SearchFormValues> = import.meta.env.SSR
  ? errorsOnServer
  : useErrorsInBrowser;

function mapAreaOnServer(form: Form): MapArea {
  return form.getValues(['coordinates', 'polygon']);
}

function useMapAreaInBrowser(form: Form): MapArea {
  return useWatch({ control: form.control, name: ['coordinates', 'polygon'] });
}

/** The map area the search is limited to, as a rectangle's or a polygon's coordinates ('' when none). */
export const useMapArea: (form: Form) => MapArea = import.meta.env.SSR
  ? mapAreaOnServer
  : useMapAreaInBrowser;

type CityFieldProps = { form: Form; label: string };

const ignore = (_cityId: string, _city: City | null) => {};

function CityFieldOnServer({ form, label }: CityFieldProps) {
  return <CitySelect label={label} value={form.getValues('city')} onChange={ignore} />;
}

function CityFieldInBrowser({ form, label }: CityFieldProps) {
  return (
    <Controller
      control={form.control}
      name="city"
      render={({ field }) => (
        <CitySelect label={label} value={field.value} onChange={(cityId) => field.onChange(cityId)} />
      )}
    />
  );
}

/** The form's city select. */
export const CityField: (props: CityFieldProps) => ReactNode = import.meta.env.SSR
  ? CityFieldOnServer
  : CityFieldInBrowser;
