// Route module of /admin/usun-ogloszenie (spec §2, §5, §8): removes any ad, with its photos, after a confirm.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { adminMessages, RemoveAdSchema } from '@portal/domain';
import { useForm } from 'react-hook-form';
import { AdminPage } from './admin-page.tsx';
import { useRemoveAd } from './api/remove-ad.ts';
import { flashOutcome } from './failure-text.ts';

export function RemoveAdForm() {
  const mutation = useRemoveAd();
  const { register, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(RemoveAdSchema),
    defaultValues: { estateId: '' },
  });
  const onSubmit = handleSubmit(({ estateId }) => {
    if (!window.confirm(adminMessages.removeAdConfirm)) return;
    mutation.mutate(estateId, flashOutcome(adminMessages.adRemoved, adminMessages.removeAdFailed, reset));
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Usuwanie ogłoszenia">
      <Stack gap="sm">
        <TextInput
          label="Numer ogłoszenia (estateId)"
          inputMode="numeric"
          withAsterisk
          error={formState.errors.estateId?.message}
          {...register('estateId')}
        />
        <Group>
          <Button type="submit" color="red.8" loading={mutation.isPending}>
            Usuń ogłoszenie
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function Component() {
  return (
    <AdminPage title="Usuń ogłoszenie">
      <RemoveAdForm />
    </AdminPage>
  );
}
