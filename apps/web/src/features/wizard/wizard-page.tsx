// Route module of /dodaj-ogloszenie/{type}/krok/{1|2|3} and /edytuj-ogloszenie/{estateId}/krok/{1|2|3} (spec §2
// 'Ad wizard', §4 'Wizard'): the step bar, the current step, and the redirects for steps not reached yet.
import { Center, Loader, Stack, Title } from '@mantine/core';
import {
  type EstateDetail,
  type EstateType,
  estateTypeFromSingular,
  riskReviewTexts,
  routes,
  type WizardStep,
  wizardSteps,
} from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useLoggedInProfile } from '../../api/session.ts';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import { useDocumentTitle } from '../../ui/document-title.ts';
import { ErrorView } from '../../ui/error-view.tsx';
import { showFlash } from '../../ui/flash.tsx';
import { publishedState } from '../my-estates/index.ts';
import { ownEstateQuery, useOwnEstate } from './api/get-own-estate.ts';
import { StepBar } from './step-bar.tsx';
import { Step1Form } from './step1-form.tsx';
import { Step2Photos } from './step2-photos.tsx';
import { Step3Preview } from './step3-preview.tsx';
import {
  advanceProgress,
  passedStep,
  readProgress,
  resetProgress,
  type WizardKey,
} from './wizard-progress.ts';
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

function Step3({
  estateId,
  onSaved,
}: {
  estateId: number;
  onSaved: (estate: EstateDetail, underReview: boolean) => void;
}) {
  // Always fresh: the photos' order and the saved fields may have changed since the ad was last loaded.
  const estate = useQuery({ ...ownEstateQuery(estateId), refetchOnMount: 'always' });
  if (estate.isSuccess && !estate.data) return <ErrorView />;
  return (
    <Step3Preview estate={estate.isFetching ? undefined : (estate.data ?? undefined)} onSaved={onSaved} />
  );
}

/** What the wizard goes on: the step reached and the ad, once it exists and is loaded. */
function useWizardState(userId: number, wizardKey: WizardKey) {
  const [progress, setProgress] = useState(() => readProgress(userId, wizardKey));
  const estate = useOwnEstate(progress.estateId);
  const loaded = progress.estateId === null ? null : (estate.data ?? null);
  // An existing ad opens every step it has passed, also in a tab or browser that never went through them.
  const passed = loaded ? passedStep(loaded.photos.length) : 1;
  return {
    estateId: progress.estateId,
    reached: passed > progress.reached ? passed : progress.reached,
    estate: loaded,
    isLoading: progress.estateId !== null && estate.isPending,
    advance: (step: WizardStep, estateId?: number) =>
      setProgress(advanceProgress(userId, wizardKey, progress, step, estateId)),
  };
}

function Wizard({ userId, wizardKey, step }: { userId: number; wizardKey: WizardKey; step: WizardStep }) {
  const navigate = useNavigate();
  const wizard = useWizardState(userId, wizardKey);
  const title = wizardKey.flow === 'add' ? wizardTexts.addTitle : wizardTexts.editTitle;
  useDocumentTitle(title);

  const stepHref = (target: WizardStep) =>
    wizardKey.flow === 'add'
      ? routes.wizard(wizardKey.type, target)
      : routes.editWizard(wizardKey.estateId, target);
  const goTo = (target: WizardStep, estateId?: number) => {
    wizard.advance(target, estateId);
    navigate(stepHref(target));
  };
  const onPublished = (estate: EstateDetail, underReview: boolean) => {
    resetProgress(userId, wizardKey);
    // A held ad has no public page to link to yet: its owner reads when to expect the check instead.
    if (underReview) {
      showFlash('success', `${riskReviewTexts.waiting}. ${riskReviewTexts.expected}`);
      navigate(routes.manage());
      return;
    }
    showFlash('success', wizardTexts.published);
    navigate(routes.manage(), { state: publishedState(estate) });
  };

  const { reached, estateId, estate, isLoading } = wizard;
  // Spec §2: the edit flow shows the not-found view when its ad cannot be loaded. The add flow's remembered draft
  // is gone (deleted, or cleaned up after long disuse): the person starts a new ad.
  const isGone = !isLoading && estateId !== null && !estate;
  if (isGone && wizardKey.flow === 'add') return <Navigate to={routes.addEstate()} replace />;
  // Which steps are open is decided once the ad is known: they come from it.
  const isAhead = step > reached || (step > 1 && estateId === null);
  if (!isLoading && !isGone && isAhead) {
    return <Navigate to={wizardKey.flow === 'add' ? routes.addEstate() : routes.manage()} replace />;
  }
  const type = wizardKey.flow === 'add' ? wizardKey.type : estate?.type;
  const isReady = !isLoading && type !== undefined;
  let content = <Waiting label="Wczytywanie ogłoszenia" />;
  if (isGone) content = <ErrorView />;
  else if (isReady && step === 1)
    content = <Step1 type={type} estateId={estateId} onSaved={(id) => goTo(2, id)} />;
  else if (isReady && estateId !== null && step === 2)
    content = <Step2Photos estateId={estateId} type={type} onDone={() => goTo(3)} />;
  else if (isReady && estateId !== null) content = <Step3 estateId={estateId} onSaved={onPublished} />;

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
  const { userId } = useLoggedInProfile();
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
  return <Wizard key={storageId} userId={userId} wizardKey={wizardKey} step={step} />;
}
