// Wizard step 1 (spec §2, §4): the ad's description; submitting creates or updates the ad and opens step 2.
import { Button, Group, Stack } from '@mantine/core';
import { buildEstatePayload, type EstateDetail, type EstateType } from '@portal/domain';
import { useForm } from 'react-hook-form';
import { showFlash } from '../../ui/flash.tsx';
import { useSaveEstate } from './api/save-estate.ts';
import { DetailFields } from './detail-fields.tsx';
import { EstateGroupFields } from './estate-group-fields.tsx';
import { step1Defaults, step1Resolver } from './step1-values.ts';
import { TypeGroupFields } from './type-group-fields.tsx';
import { wizardTexts } from './wizard-texts.ts';

type Props = {
  type: EstateType;
  /** The ad being edited, or null while it does not exist yet. */
  estate: EstateDetail | null;
  onSaved: (estateId: number) => void;
};

export function Step1Form({ type, estate, onSaved }: Props) {
  const form = useForm({ resolver: step1Resolver(type), defaultValues: step1Defaults(type, estate) });
  const save = useSaveEstate();
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      {
        type,
        estateId: estate?.estateId ?? null,
        payload: buildEstatePayload(values.estate, values.estateType),
      },
      {
        // Leaving for step 2 unmounts the form, which is its reset (spec §4).
        onSuccess: ({ estateId }) => onSaved(estateId),
        onError: () => showFlash('error', wizardTexts.saveFailed),
      },
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label={wizardTexts.steps[1]}>
      <Stack gap="md">
        <EstateGroupFields form={form} />
        <TypeGroupFields form={form} type={type} />
        <DetailFields form={form} type={type} />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {wizardTexts.next}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
