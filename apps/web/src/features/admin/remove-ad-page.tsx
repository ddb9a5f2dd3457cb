// Route module of /admin/usun-ogloszenie (spec §2, §5, §8): removes any ad, with its photos, after a confirm.
import { zodResolver } from '@hookform/resolvers/zod';
import { TextInput } from '@mantine/core';
import { adminMessages, RemoveAdSchema } from '@portal/domain';
import { useForm } from 'react-hook-form';
import { fieldProps } from '../../ui/field-props.ts';
import { FormLayout } from '../../ui/form-layout.tsx';
import { AdminPage } from './admin-page.tsx';
import { useRemoveAd } from './api/remove-ad.ts';
import { flashOutcome } from './failure-text.ts';

export function RemoveAdForm() {
  const mutation = useRemoveAd();
  const form = useForm({
    resolver: zodResolver(RemoveAdSchema),
    defaultValues: { estateId: '' },
  });
  const field = fieldProps(form);
  const onSubmit = form.handleSubmit(({ estateId }) => {
    if (!window.confirm(adminMessages.removeAdConfirm)) return;
    mutation.mutate(
      estateId,
      flashOutcome(adminMessages.adRemoved, adminMessages.removeAdFailed, form.reset),
    );
  });
  return (
    <FormLayout
      onSubmit={onSubmit}
      aria-label="Usuwanie ogłoszenia"
      submitLabel="Usuń ogłoszenie"
      submitColor="red.8"
      isPending={mutation.isPending}
    >
      <TextInput
        label="Numer ogłoszenia (estateId)"
        inputMode="numeric"
        withAsterisk
        {...field('estateId')}
      />
    </FormLayout>
  );
}

export function Component() {
  return (
    <AdminPage title="Usuń ogłoszenie">
      <RemoveAdForm />
    </AdminPage>
  );
}
