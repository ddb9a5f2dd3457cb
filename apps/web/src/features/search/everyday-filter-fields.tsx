// The everyday filters behind 'Więcej opcji' (rynek, piętro, rok budowy, materiał, rodzaj zabudowy, stan
// wykończenia, liczba łazienek, data dodania, dostępne od, tylko ze zdjęciami and the amenities), as @portal/domain
// declares them for the category and, for some, its rentals. A chunk of its own, loaded when the options are first
// shown: the first paint never needs it.
import {
  addedWithinDays,
  addedWithinLabels,
  type EstateType,
  type EverydayFilterName,
  everydayFilters,
  floorLabel,
} from '@portal/domain';
import { type Control, type FieldErrors, type UseFormRegister, useWatch } from 'react-hook-form';
import { PlainSelectField, PlainTextField } from '../../ui/plain-fields.tsx';
import classes from './search-form.module.css';
import type { SearchCriteria } from './search-form-schema.ts';
import { offeredEverydayFilters, type SearchFormValues } from './search-query.ts';
import { searchTexts } from './search-texts.ts';

type Props = {
  type: EstateType;
  register: UseFormRegister<SearchFormValues>;
  control: Control<SearchFormValues, unknown, SearchCriteria>;
  errors: FieldErrors<SearchFormValues>;
};

type Choice = { value: string; label: string };
const anyChoice: Choice = { value: '', label: searchTexts.any };
const floorChoices = [
  anyChoice,
  ...Array.from({ length: 11 }, (_, floor) => ({
    value: String(floor),
    label: floorLabel(floor),
  })),
];
const addedWithinChoices = [
  anyChoice,
  ...addedWithinDays.map((days) => ({ value: String(days), label: addedWithinLabels[days] })),
];

/**
 * A select's choices: 'Dowolne' and the dictionary's (the category's own for 'Rodzaj zabudowy', '1+' to '4+' for
 * 'Liczba łazienek'); the floors for a floor's bound.
 */
function choicesOf(name: EverydayFilterName, type: EstateType): Choice[] {
  const filter = everydayFilters[name];
  if (filter.kind === 'addedWithin') return addedWithinChoices;
  if (!('options' in filter)) return floorChoices;
  const options = filter.options(type);
  return [anyChoice, ...options.map((option) => ({ value: String(option.value), label: option.label }))];
}

export default function EverydayFilterFields({ type, register, control, errors }: Props) {
  const rent = useWatch({ control, name: 'rent' });
  const offered = offeredEverydayFilters(type, rent);
  const ticks = offered.filter((name) => ['flag', 'photos'].includes(everydayFilters[name].kind));
  const fields = offered.filter((name) => !ticks.includes(name));

  const field = (name: EverydayFilterName) => {
    const { kind, label } = everydayFilters[name];
    const error = errors[name]?.message;
    const isYear = 'column' in everydayFilters[name] && everydayFilters[name].column === 'year';
    if (isYear)
      return (
        <PlainTextField key={name} label={label} inputMode="numeric" error={error} {...register(name)} />
      );
    if (kind === 'availableBy')
      return <PlainTextField key={name} label={label} type="date" error={error} {...register(name)} />;
    return (
      <PlainSelectField
        key={name}
        label={label}
        data={choicesOf(name, type)}
        error={error}
        {...register(name)}
      />
    );
  };

  return (
    <>
      <div className={classes.fields}>{fields.map(field)}</div>
      <div className={classes.flags}>
        {ticks.map((name) => (
          <label key={name} className={classes.flag}>
            <input type="checkbox" {...register(name)} />
            {everydayFilters[name].label}
          </label>
        ))}
      </div>
    </>
  );
}
