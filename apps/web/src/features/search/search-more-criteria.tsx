// The criteria of issue 22 behind 'Więcej opcji': rooms as a minimum, the district, the seller and words of the
// title or description. The server matches district and words whatever the letter case and Polish letters.
import { sellerKindLabels, sellerKinds } from '@portal/domain';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { SearchSelectField, SearchTextField } from './search-field.tsx';
import type { SearchFormValues } from './search-query.ts';
import { roomsFromChoices, searchTexts } from './search-texts.ts';

const sellerChoices = [
  { value: '', label: searchTexts.anySeller },
  ...sellerKinds.map((kind) => ({ value: kind, label: sellerKindLabels[kind] })),
];

type Props = {
  register: UseFormRegister<SearchFormValues>;
  errors: FieldErrors<SearchFormValues>;
  /** Whether the type's form has rooms (apartments and places). */
  hasRooms: boolean;
};

export function SearchMoreCriteria({ register, errors, hasRooms }: Props) {
  return (
    <>
      {hasRooms && (
        <SearchSelectField
          label={searchTexts.rooms}
          data={roomsFromChoices}
          error={errors.roomsFrom?.message}
          {...register('roomsFrom')}
        />
      )}
      <SearchTextField
        label={searchTexts.district}
        error={errors.district?.message}
        {...register('district')}
      />
      <SearchSelectField
        label={searchTexts.seller}
        data={sellerChoices}
        error={errors.seller?.message}
        {...register('seller')}
      />
      <SearchTextField
        label={searchTexts.words}
        type="search"
        error={errors.words?.message}
        {...register('words')}
      />
    </>
  );
}
