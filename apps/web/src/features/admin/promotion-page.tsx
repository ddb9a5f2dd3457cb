// Route module of /admin/promowanie: the manual promotion of spec §1 (after the owner's request is confirmed, an
// admin promotes the ad for a period), and the list of promoted ads with their end.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { idField, PromoteSchema, promotionDays, promotionMessages } from '@portal/domain';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { AdminPage } from './admin-page.tsx';
import { usePromote } from './api/promotion.ts';
import { flashOutcome } from './failure-text.ts';
import { PromotedTable } from './promoted-table.tsx';

const PromoteFormSchema = z.object({ estateId: idField(), days: PromoteSchema.shape.days });

export function PromoteForm() {
  const mutation = usePromote();
  const { register, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(PromoteFormSchema),
    defaultValues: { estateId: '', days: String(promotionDays.default) },
  });
  const onSubmit = handleSubmit((body) =>
    mutation.mutate(body, flashOutcome(promotionMessages.promoted, promotionMessages.promoteFailed, reset)),
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Promowanie ogłoszenia">
      <Stack gap="sm">
        <Text>Nowy okres zastępuje dotychczasowy i liczy się od teraz.</Text>
        <TextInput
          label="Numer ogłoszenia (estateId)"
          inputMode="numeric"
          withAsterisk
          error={formState.errors.estateId?.message}
          {...register('estateId')}
        />
        <TextInput
          label="Okres promowania (dni)"
          inputMode="numeric"
          withAsterisk
          error={formState.errors.days?.message}
          {...register('days')}
        />
        <Group>
          <Button type="submit" loading={mutation.isPending}>
            Promuj ogłoszenie
          </Button>
        </Group>
      </Stack>
    </form>
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
