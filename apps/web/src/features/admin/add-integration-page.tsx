// Route module of /admin/dodaj-integracje (spec §2, §5, §8): FTP access for a company's automatic import.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, NativeSelect, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { AddIntegrationSchema, adminMessages, integrationTypes } from '@portal/domain';
import { useForm } from 'react-hook-form';
import { AdminPage } from './admin-page.tsx';
import { useAddIntegration } from './api/add-integration.ts';
import { flashOutcome } from './failure-text.ts';

const typeOptions = [
  { value: '', label: 'Wybierz system' },
  ...integrationTypes.map((type) => ({ value: type, label: type })),
];

export function AddIntegrationForm() {
  const mutation = useAddIntegration();
  const { register, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(AddIntegrationSchema),
    defaultValues: { userId: '', ftpLogin: '', ftpPassword: '', type: '' as never },
  });
  const onSubmit = handleSubmit((body) =>
    mutation.mutate(
      body,
      flashOutcome(adminMessages.integrationAdded, adminMessages.addIntegrationFailed, reset),
    ),
  );
  // POST, never GET: a submit before the app has started must not put the password into the address.
  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-label="Dodawanie integracji">
      <Stack gap="sm">
        <Text>Integrację FTP można dodać tylko do konta firmowego; każda firma ma jedną.</Text>
        <TextInput
          label="Identyfikator użytkownika (userId)"
          inputMode="numeric"
          withAsterisk
          error={formState.errors.userId?.message}
          {...register('userId')}
        />
        <TextInput
          label="Login FTP"
          type="email"
          autoComplete="off"
          withAsterisk
          error={formState.errors.ftpLogin?.message}
          {...register('ftpLogin')}
        />
        <PasswordInput
          label="Hasło FTP"
          autoComplete="new-password"
          withAsterisk
          error={formState.errors.ftpPassword?.message}
          {...register('ftpPassword')}
        />
        <NativeSelect
          label="System"
          data={typeOptions}
          withAsterisk
          error={formState.errors.type?.message}
          {...register('type')}
        />
        <Group>
          <Button type="submit" loading={mutation.isPending}>
            Dodaj integrację
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function Component() {
  return (
    <AdminPage title="Dodaj integrację">
      <AddIntegrationForm />
    </AdminPage>
  );
}
