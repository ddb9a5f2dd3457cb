// Route module of /admin/promowanie: the manual promotion of spec §1 (after the owner's request is confirmed, an
// admin promotes the ad for a period), and the list of promoted ads with their end.
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Text, TextInput, Title } from '@mantine/core';
import { idField, PromoteSchema, promotionDays, promotionMessages } from '@portal/domain';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { fieldProps } from '../../ui/field-props.ts';
import { FormLayout } from '../../ui/form-layout.tsx';
import { AdminPage } from './admin-page.tsx';
import { usePromote } from './api/promotion.ts';
import { flashOutcome } from './failure-text.ts';
import { PromotedTable } from './promoted-table.tsx';

const PromoteFormSchema = z.object({ estateId: idField(), days: PromoteSchema.shape.days });

export function PromoteForm() {
  const mutation = usePromote();
  const form = useForm({
    resolver: zodResolver(PromoteFormSchema),
    defaultValues: { estateId: '', days: String(promotionDays.default) },
  });
  const field = fieldProps(form);
  const onSubmit = form.handleSubmit((body) =>
    mutation.mutate(
      body,
      flashOutcome(promotionMessages.promoted, promotionMessages.promoteFailed, form.reset),
    ),
  );
  return (
    <FormLayout
      onSubmit={onSubmit}
      aria-label="Promowanie ogłoszenia"
      submitLabel="Promuj ogłoszenie"
      isPending={mutation.isPending}
    >
      <Text>Nowy okres zastępuje dotychczasowy i liczy się od teraz.</Text>
      <TextInput
        label="Numer ogłoszenia (estateId)"
        inputMode="numeric"
        withAsterisk
        {...field('estateId')}
      />
      <TextInput label="Okres promowania (dni)" inputMode="numeric" withAsterisk {...field('days')} />
    </FormLayout>
  );
}

export function Component() {
  return (
    <AdminPage title="Promowanie ogłoszeń" wide>
      <Stack maw={640}>
        <PromoteForm />
      </Stack>
      <Title order={2} fz={22}>
        Promowane ogłoszenia
      </Title>
      <PromotedTable />
    </AdminPage>
  );
}
