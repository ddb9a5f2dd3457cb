// The richer criteria behind 'Więcej opcji': rooms as a minimum, the district, the seller and words of the
// title or description. The server matches district and words whatever the letter case and Polish letters.
import { sellerKindLabels, sellerKinds } from '@portal/domain';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { PlainSelectField, PlainTextField } from '../../ui/plain-fields.tsx';
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
        <PlainSelectField
          label={searchTexts.rooms}
          data={roomsFromChoices}
          error={errors.roomsFrom?.message}
          {...register('roomsFrom')}
        />
      )}
      <PlainTextField
        label={searchTexts.district}
        error={errors.district?.message}
        {...register('district')}
      />
      <PlainSelectField
        label={searchTexts.seller}
        data={sellerChoices}
        error={errors.seller?.message}
        {...register('seller')}
      />
      <PlainTextField
        label={searchTexts.words}
        type="search"
        error={errors.words?.message}
        {...register('words')}
      />
    </>
  );
}
