// Route module of /dodaj-ogloszenie/{type}/krok/{1|2|3} and /edytuj-ogloszenie/{estateId}/krok/{1|2|3} (spec §2
// 'Ad wizard', §4 'Wizard'): the step bar, the current step, and the redirects for steps not reached yet.
import { Center, Loader, Stack, Title } from '@mantine/core';
import {
  type EstateType,
  estateTypeFromSingular,
  routes,
  type WizardStep,
  wizardSteps,
} from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import { useDocumentTitle } from '../../ui/document-title.ts';
import { ErrorView } from '../../ui/error-view.tsx';
import { ownEstateQuery, useOwnEstate } from './api/get-own-estate.ts';
import { StepBar } from './step-bar.tsx';
import { Step1Form } from './step1-form.tsx';
import { Step2Photos } from './step2-photos.tsx';
import { Step3Preview } from './step3-preview.tsx';
import { advanceProgress, readProgress, resetProgress, type WizardKey } from './wizard-progress.ts';
import { wizardTexts } from './wizard-texts.ts';

function Waiting({ label }: { label: string }) {
  return (
    <Center py="xl">
      <Loader role="status" aria-label={label} />
    </Center>
  );
}

function Step1({
  type,
  estateId,
  onSaved,
}: {
  type: EstateType;
  estateId: number | null;
  onSaved: (id: number) => void;
}) {
  const estate = useOwnEstate(estateId);
  if (estateId === null) return <Step1Form type={type} estate={null} onSaved={onSaved} />;
  if (estate.isPending) return <Waiting label="Wczytywanie ogłoszenia" />;
  // Spec §2: edit step 1 shows the not-found view when the ad cannot be loaded.
  if (!estate.data) return <ErrorView />;
  return <Step1Form type={type} estate={estate.data} onSaved={onSaved} />;
}

function Step3({ estateId, onSaved }: { estateId: number; onSaved: () => void }) {
  // Always fresh: the photos' order and the saved fields may have changed since the ad was last loaded.
  const estate = useQuery({ ...ownEstateQuery(estateId), refetchOnMount: 'always' });
  if (estate.isSuccess && !estate.data) return <ErrorView />;
  return (
    <Step3Preview estate={estate.isFetching ? undefined : (estate.data ?? undefined)} onSaved={onSaved} />
  );
}

/** The edit flow learns the ad's type from the ad itself. */
function useWizardType(key: WizardKey): EstateType | null | undefined {
  const estate = useOwnEstate(key.flow === 'edit' ? key.estateId : null);
  if (key.flow === 'add') return key.type;
  if (estate.isPending) return undefined;
  return estate.data?.type ?? null;
}

function Wizard({ wizardKey, step }: { wizardKey: WizardKey; step: WizardStep }) {
  const navigate = useNavigate();
  const [progress, setProgress] = useState(() => readProgress(wizardKey));
  const type = useWizardType(wizardKey);
  const title = wizardKey.flow === 'add' ? wizardTexts.addTitle : wizardTexts.editTitle;
  useDocumentTitle(title);

  const stepHref = (target: WizardStep) =>
    wizardKey.flow === 'add'
      ? routes.wizard(wizardKey.type, target)
      : routes.editWizard(wizardKey.estateId, target);
  const goTo = (target: WizardStep, estateId?: number) => {
    setProgress(advanceProgress(wizardKey, target, estateId));
    navigate(stepHref(target));
  };

  const { reached, estateId } = progress;
  if (step > reached || (step > 1 && estateId === null)) {
    return <Navigate to={wizardKey.flow === 'add' ? routes.addEstate() : routes.manage()} replace />;
  }
  let content = <Waiting label="Wczytywanie ogłoszenia" />;
  if (type === null) content = <ErrorView />;
  else if (type && step === 1)
    content = <Step1 type={type} estateId={estateId} onSaved={(id) => goTo(2, id)} />;
  else if (type && estateId !== null && step === 2)
    content = <Step2Photos estateId={estateId} type={type} onDone={() => goTo(3)} />;
  else if (type && estateId !== null)
    content = (
      <Step3
        estateId={estateId}
        onSaved={() => {
          resetProgress(wizardKey);
          navigate(routes.manage());
        }}
      />
    );

  return (
    <Stack gap="md">
      <Breadcrumbs items={[{ label: title }]} />
      <Title order={1}>{title}</Title>
      <StepBar current={step} reached={reached} stepHref={stepHref} />
      {content}
    </Stack>
  );
}

function readStep(raw: string | undefined): WizardStep | undefined {
  return wizardSteps.find((step) => String(step) === raw);
}

export function Component() {
  const params = useParams();
  const step = readStep(params.step);
  const type = params.type === undefined ? undefined : estateTypeFromSingular(params.type);
  const estateId = /^[1-9]\d{0,9}$/.test(params.estateId ?? '') ? Number(params.estateId) : undefined;
  const wizardKey: WizardKey | undefined = type
    ? { flow: 'add', type }
    : estateId
      ? { flow: 'edit', estateId }
      : undefined;
  if (!step || !wizardKey) return <ErrorView />;
  const storageId = wizardKey.flow === 'add' ? `add-${wizardKey.type}` : `edit-${wizardKey.estateId}`;
  return <Wizard key={storageId} wizardKey={wizardKey} step={step} />;
}
