// The criteria of one search tab (spec §2 'Search tabs and map'): rent, city, map area and price, and behind
// 'Więcej opcji' the details the type offers. Values live in the panel's form, so they survive a tab change.
import {
  type EstateType,
  type RangeBound,
  type SearchFlagName,
  searchCriteria,
  searchFieldsByType,
} from '@portal/domain';
import { lazy, memo, Suspense, useId, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import buttons from '../../ui/plain-button.module.css';
import { PlainSelectField, PlainTextField } from '../../ui/plain-fields.tsx';
import { CityField, useFormErrors, useMapArea } from './form-subscriptions.tsx';
import classes from './search-form.module.css';
import type { SearchCriteria } from './search-form-schema.ts';
import { SearchMoreCriteria } from './search-more-criteria.tsx';
import { hasMoreOptions, type SearchFormValues } from './search-query.ts';
import { rentChoices, searchTexts } from './search-texts.ts';

// A chunk of its own, with Mantine's modal: loaded on the first 'Zaznacz na mapie', not with every search form.
const SearchAreaDialog = lazy(() => import('./search-area-dialog.tsx'));
// Loaded when 'Więcej opcji' is first shown.
const EverydayFilterFields = lazy(() => import('./everyday-filter-fields.tsx'));

type Props = {
  type: EstateType;
  form: UseFormReturn<SearchFormValues, unknown, SearchCriteria>;
  onSubmit: () => void;
  /** Called after the map area was saved (the search page searches again at once). */
  onAreaSaved: () => void;
};

/**
 * Memoized, with its own subscriptions to the errors and the map area: react-hook-form re-renders the panel that
 * holds the form once it is ready (a layout effect right after hydration), and re-rendering every field with it
 * took one long uninterrupted task on the home page (bench/lighthouse.ts counts it in the total blocking time).
 */
export const SearchForm = memo(function SearchForm({ type, form, onSubmit, onAreaSaved }: Props) {
  const { register, control, setValue } = form;
  const errors = useFormErrors(form);
  const [isMapOpen, setMapOpen] = useState(false);
  // The dialog is mounted on the first opening and kept for its closing transitions: closed, Mantine's modal
  // still sets up its portal, focus trap and overlay, work the page's start does not need.
  const [isMapWanted, setMapWanted] = useState(false);
  // Open from the start when the address sets one of its criteria: an applied criterion is never hidden.
  const [showMore, setShowMore] = useState(() => hasMoreOptions(type, form.getValues()));
  const moreId = useId();
  const offered = searchFieldsByType[type];
  const [coordinates, polygon] = useMapArea(form);

  // Areas take decimals after a comma (48,37): the phone's keyboard offers one.
  const numberInput = (name: RangeBound) => (
    <PlainTextField
      label={searchCriteria[name].label}
      inputMode={searchCriteria[name].decimal ? 'decimal' : 'numeric'}
      error={errors[name]?.message}
      {...register(name)}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Kryteria wyszukiwania">
      {/* Plain elements laid out by the module's CSS where Mantine's Stack and Group would only add props to
          resolve and a style attribute, on the server as in the browser. */}
      <div className={classes.rows}>
        <div className={classes.fields}>
          <PlainSelectField label={searchCriteria.rent.label} data={rentChoices} {...register('rent')} />
          <CityField form={form} label={searchCriteria.city.label} />
          {numberInput('priceFrom')}
          {numberInput('priceTo')}
        </div>
        <div className={classes.actions}>
          <button
            type="button"
            className={`${buttons.button} ${buttons.default}`}
            onClick={() => {
              setMapWanted(true);
              setMapOpen(true);
            }}
          >
            {searchTexts.selectOnMap}
          </button>
          {(coordinates || polygon) && <span className={buttons.badge}>{searchTexts.areaSelected}</span>}
          <button
            type="button"
            className={`${buttons.button} ${buttons.subtle}`}
            aria-expanded={showMore}
            aria-controls={moreId}
            onClick={() => setShowMore((shown) => !shown)}
          >
            {showMore ? searchTexts.fewerOptions : searchTexts.moreOptions}
          </button>
        </div>
        <div id={moreId} hidden={!showMore} className={classes.more}>
          <div className={classes.fields}>
            {numberInput('areaFrom')}
            {numberInput('areaTo')}
            {offered.landArea && numberInput('landAreaFrom')}
            {offered.landArea && numberInput('landAreaTo')}
            <SearchMoreCriteria register={register} errors={errors} hasRooms={offered.rooms} />
          </div>
          <div className={classes.fields}>
            {numberInput('pricePerM2From')}
            {numberInput('pricePerM2To')}
          </div>
          {offered.amenities.length > 0 && (
            <div className={classes.flags}>
              {offered.amenities.map((amenity) => (
                <label key={amenity} className={classes.flag}>
                  <input type="checkbox" {...register(amenity as SearchFlagName)} />
                  {searchCriteria[amenity as SearchFlagName].label}
                </label>
              ))}
            </div>
          )}
          {showMore && (
            <Suspense>
              <EverydayFilterFields type={type} register={register} control={control} errors={errors} />
            </Suspense>
          )}
        </div>
        <div>
          <button type="submit" className={`${buttons.button} ${buttons.filled} ${buttons.large}`}>
            {searchTexts.submit}
          </button>
        </div>
      </div>
      {isMapWanted && (
        <Suspense>
          <SearchAreaDialog
            opened={isMapOpen}
            area={{ coordinates, polygon }}
            onClose={() => setMapOpen(false)}
            onSave={(saved) => {
              setValue('coordinates', saved.coordinates);
              setValue('polygon', saved.polygon);
              setMapOpen(false);
              onAreaSaved();
            }}
          />
        </Suspense>
      )}
    </form>
  );
});
