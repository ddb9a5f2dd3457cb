// Wizard step 3 (spec §2, §4): the ad as its public page will show it; 'Zapisz' activates it.
import { Alert, Button, Center, Group, Loader, Stack } from '@mantine/core';
import { type EstateDetail, type OwnEstateDetail, riskReviewTexts } from '@portal/domain';
import { showFlash } from '../../ui/flash.tsx';
import { EstateView } from '../estate/index.ts';
import { useActivateEstate } from './api/activate-estate.ts';
import { wizardTexts } from './wizard-texts.ts';

type Props = {
  estate: OwnEstateDetail | undefined;
  /** `underReview`: the risk checks hold the ad; it is not public yet. */
  onSaved: (estate: EstateDetail, underReview: boolean) => void;
};

export function Step3Preview({ estate, onSaved }: Props) {
  const activate = useActivateEstate();
  if (!estate) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label="Wczytywanie podglądu" />
      </Center>
    );
  }
  const onSave = () =>
    activate.mutate(estate.estateId, {
      onSuccess: ({ underReview }) => onSaved(estate, underReview),
      onError: () => showFlash('error', wizardTexts.activateFailed),
    });
  return (
    <Stack gap="lg">
      {estate.underReview && (
        <Alert color="orange" variant="light" title={riskReviewTexts.waiting}>
          {riskReviewTexts.expected}
        </Alert>
      )}
      {estate.active === 0 && (
        <Alert color="yellow" variant="light">
          {wizardTexts.inactiveWarning}
        </Alert>
      )}
      <Group>
        <Button onClick={onSave} loading={activate.isPending}>
          {wizardTexts.save}
        </Button>
      </Group>
      <section aria-label="Podgląd ogłoszenia">
        <EstateView estate={estate} isPreview />
      </section>
    </Stack>
  );
}
