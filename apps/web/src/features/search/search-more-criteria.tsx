// The richer criteria behind 'Więcej opcji': rooms as a minimum, the district, the seller and words of the
// title or description. The server matches district and words whatever the letter case and Polish letters.
import { searchCriteria, sellerKindLabels, sellerKinds } from '@portal/domain';
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
          label={searchCriteria.rooms.label}
          data={roomsFromChoices}
          error={errors.roomsFrom?.message}
          {...register('roomsFrom')}
        />
      )}
      <PlainTextField
        label={searchCriteria.district.label}
        error={errors.district?.message}
        {...register('district')}
      />
      <PlainSelectField
        label={searchCriteria.seller.label}
        data={sellerChoices}
        error={errors.seller?.message}
        {...register('seller')}
      />
      <PlainTextField
        label={searchCriteria.words.label}
        type="search"
        error={errors.words?.message}
        {...register('words')}
      />
    </>
  );
}
