// Route module of /odwolanie/{decisionId}/{signature}: the statement of reasons' appeal link. It needs no login (a
// blocked advertiser cannot log in): the signature in the link vouches for it. One appeal per decision.
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Stack, Text, Textarea, Title } from '@mantine/core';
import {
  type Appeal,
  AppealSchema,
  formatDateTime,
  ModerationLimits,
  moderationActionLabels,
  moderationRuleText,
} from '@portal/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { useDocumentTitle } from '../../ui/document-title.ts';
import { ErrorView } from '../../ui/error-view.tsx';
import { fieldProps } from '../../ui/field-props.ts';
import { FormLayout } from '../../ui/form-layout.tsx';
import { Loading } from '../../ui/loading.tsx';
import { useAppeal, useAppealedDecision } from './api/moderation-decisions.ts';

const title = 'Odwołanie od decyzji';
const { max } = ModerationLimits.appealText;

function AppealForm({ decisionId, signature }: { decisionId: string; signature: string }) {
  const mutation = useAppeal(decisionId, signature);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string }>();
  const form = useForm<Appeal>({ resolver: zodResolver(AppealSchema), defaultValues: { text: '' } });
  const field = fieldProps(form);
  const text = form.watch('text');
  if (outcome?.ok)
    return (
      <Alert color="green" role="status">
        {outcome.text}
      </Alert>
    );
  const onSubmit = form.handleSubmit((appeal) =>
    mutation.mutate(appeal, {
      onSuccess: (answer) => setOutcome({ ok: true, text: answer.message }),
      onError: (error) =>
        setOutcome({
          ok: false,
          text:
            error instanceof ApiError && error.status < 500
              ? error.message
              : 'Wystąpił błąd. Spróbuj ponownie.',
        }),
    }),
  );
  return (
    <FormLayout
      onSubmit={onSubmit}
      aria-label={title}
      submitLabel="Wyślij odwołanie"
      isPending={mutation.isPending}
    >
      {outcome && (
        <Alert color="red" role="alert">
          {outcome.text}
        </Alert>
      )}
      <Textarea
        label="Dlaczego decyzja jest błędna?"
        withAsterisk
        rows={6}
        maxLength={max}
        description={`Pozostało znaków: ${max - text.length}`}
        {...field('text')}
      />
    </FormLayout>
  );
}

export function Component() {
  useDocumentTitle(title);
  const { decisionId = '', signature = '' } = useParams();
  const decision = useAppealedDecision(decisionId, signature);
  if (decision.isPending) return <Loading label="Wczytywanie decyzji" />;
  if (!decision.data) return <ErrorView />;
  const { data } = decision;
  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>{title}</Title>
      <Text>
        Decyzja nr {data.decisionId} z {formatDateTime(data.createdAt)}, ogłoszenie nr {data.estateId}{' '}
        {data.title}: {moderationActionLabels[data.action]}.
      </Text>
      {data.rule && <Text>Podstawa: {moderationRuleText(data.rule)}.</Text>}
      {data.facts && <Text>Fakty i okoliczności: {data.facts}</Text>}
      {data.appealPath ? (
        <AppealForm decisionId={decisionId} signature={signature} />
      ) : (
        <Alert color="gray">
          {data.appealed
            ? 'Od tej decyzji złożono już odwołanie; decyzja po odwołaniu jest ostateczna.'
            : 'Od tej decyzji nie można się odwołać.'}
        </Alert>
      )}
    </Stack>
  );
}
