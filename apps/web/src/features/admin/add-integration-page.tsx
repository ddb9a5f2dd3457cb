// Route module of /admin/dodaj-integracje (spec §2, §5, §8): FTP access for a company's automatic import.
import { zodResolver } from '@hookform/resolvers/zod';
import { NativeSelect, Text, TextInput } from '@mantine/core';
import {
  AddIntegrationSchema,
  adminMessages,
  importFormatLabels,
  importFormats,
  integrationTypes,
} from '@portal/domain';
import { useForm } from 'react-hook-form';
import { fieldProps } from '../../ui/field-props.ts';
import { FormLayout } from '../../ui/form-layout.tsx';
import { NewPasswordInput } from '../../ui/new-password-input.tsx';
import { AdminPage } from './admin-page.tsx';
import { useAddIntegration } from './api/add-integration.ts';
import { CompanyKindForm } from './company-kind-form.tsx';
import { flashOutcome } from './failure-text.ts';

const typeOptions = [
  { value: '', label: 'Wybierz system' },
  ...integrationTypes.map((type) => ({ value: type, label: type })),
];
const formatOptions = importFormats.map((format) => ({ value: format, label: importFormatLabels[format] }));

export function AddIntegrationForm() {
  const mutation = useAddIntegration();
  const form = useForm({
    resolver: zodResolver(AddIntegrationSchema),
    defaultValues: { userId: '', ftpLogin: '', ftpPassword: '', type: '' as never, format: 'auto' },
  });
  const field = fieldProps(form);
  const onSubmit = form.handleSubmit((body) =>
    mutation.mutate(
      body,
      flashOutcome(adminMessages.integrationAdded, adminMessages.addIntegrationFailed, form.reset),
    ),
  );
  // POST, never GET: a submit before the app has started must not put the password into the address.
  return (
    <FormLayout
      method="post"
      onSubmit={onSubmit}
      aria-label="Dodawanie integracji"
      submitLabel="Dodaj integrację"
      isPending={mutation.isPending}
    >
      <Text>Integrację FTP można dodać tylko do konta firmowego; każda firma ma jedną.</Text>
      <TextInput
        label="Identyfikator użytkownika (userId)"
        inputMode="numeric"
        withAsterisk
        {...field('userId')}
      />
      <TextInput label="Login FTP" type="email" autoComplete="off" withAsterisk {...field('ftpLogin')} />
      <NewPasswordInput label="Hasło FTP" {...field('ftpPassword')} />
      <NativeSelect label="System" data={typeOptions} withAsterisk {...field('type')} />
      <NativeSelect
        label="Format plików"
        description="Rozpoznaj z paczki, gdy CRM wysyła kilka formatów lub nie wiadomo który."
        data={formatOptions}
        {...field('format')}
      />
    </FormLayout>
  );
}

export function Component() {
  return (
    <AdminPage title="Dodaj integrację">
      <AddIntegrationForm />
      <CompanyKindForm />
    </AdminPage>
  );
}
