// An admin's decision on one reported or appealed ad: what to do, the rule of the terms it rests on, and the facts
// that the statement of reasons quotes to the advertiser.
import { zodResolver } from '@hookform/resolvers/zod';
import { NativeSelect, Textarea } from '@mantine/core';
import {
  type Decision,
  type DecisionForm,
  DecisionSchema,
  moderationActionLabels,
  moderationActions,
  moderationRuleKeys,
  moderationRuleText,
  moderationTexts,
} from '@portal/domain';
import { type Resolver, useForm } from 'react-hook-form';
import { fieldProps } from '../../ui/field-props.ts';
import { FormLayout } from '../../ui/form-layout.tsx';
import { useDecide } from './api/moderation.ts';
import { flashOutcome } from './failure-text.ts';

const decisionFailed = 'Wystąpił błąd podczas zapisywania decyzji!';

export function ModerationDecisionForm({ estateId }: { estateId: number }) {
  const mutation = useDecide(estateId);
  const form = useForm<DecisionForm>({
    resolver: zodResolver(DecisionSchema) as Resolver<DecisionForm>,
    defaultValues: { action: 'keep', rule: null, facts: '' },
  });
  const field = fieldProps(form);
  const isKeep = form.watch('action') === 'keep';
  const onSubmit = form.handleSubmit((decision) =>
    mutation.mutate(
      { ...decision, rule: decision.rule || null } as Decision,
      flashOutcome(moderationTexts.decided, decisionFailed, () => form.reset()),
    ),
  );
  return (
    <FormLayout
      onSubmit={onSubmit}
      aria-label={`Decyzja w sprawie ogłoszenia nr ${estateId}`}
      submitLabel="Zapisz decyzję"
      isPending={mutation.isPending}
    >
      <NativeSelect
        label="Decyzja"
        withAsterisk
        data={moderationActions.map((action) => ({ value: action, label: moderationActionLabels[action] }))}
        {...field('action')}
      />
      {!isKeep && (
        <NativeSelect
          label="Podstawa w regulaminie"
          withAsterisk
          data={[
            { value: '', label: 'Wybierz punkt regulaminu' },
            ...moderationRuleKeys.map((rule) => ({ value: rule, label: moderationRuleText(rule) })),
          ]}
          {...field('rule')}
        />
      )}
      <Textarea
        label="Fakty i uzasadnienie"
        description="Trafią do ogłoszeniodawcy w uzasadnieniu decyzji."
        withAsterisk
        rows={3}
        {...field('facts')}
      />
    </FormLayout>
  );
}
