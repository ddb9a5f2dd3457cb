// On /admin/dodaj-integracje, beside the company accounts' FTP access: whether a company is a developer or an agency
// (imported accounts are agencies until said otherwise).
import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, TextInput } from '@mantine/core';
import { CompanyKindSchema, companyKindMessages } from '@portal/domain';
import { useForm } from 'react-hook-form';
import { fieldProps } from '../../ui/field-props.ts';
import { FormLayout } from '../../ui/form-layout.tsx';
import { useSetCompanyKind } from './api/company-kind.ts';
import { flashOutcome } from './failure-text.ts';

export function CompanyKindForm() {
  const mutation = useSetCompanyKind();
  const form = useForm({
    resolver: zodResolver(CompanyKindSchema),
    defaultValues: { userId: '', developer: false },
  });
  const field = fieldProps(form);
  const onSubmit = form.handleSubmit((body) =>
    mutation.mutate(body, flashOutcome(companyKindMessages.saved, companyKindMessages.failed, form.reset)),
  );
  return (
    <FormLayout
      onSubmit={onSubmit}
      aria-label="Rodzaj firmy"
      submitLabel="Zapisz rodzaj firmy"
      isPending={mutation.isPending}
    >
      <TextInput
        label="Identyfikator konta firmowego (userId)"
        inputMode="numeric"
        withAsterisk
        {...field('userId')}
      />
      <Checkbox label="Deweloper (bez zaznaczenia: biuro nieruchomości)" {...field('developer')} />
    </FormLayout>
  );
}
