// The two sets of /edytuj-profil (spec §3, §5): each form sends only its own fields plus the company flag.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ProfileCompany,
  ProfileCompanySchema,
  type ProfileUpdate,
  type ProfileUser,
  ProfileUserSchema,
} from '@portal/domain';
import { useForm } from 'react-hook-form';
import { fieldProps } from '../../ui/field-props.ts';
import { FormLayout } from '../../ui/form-layout.tsx';
import { CompanyFields, PersonalFields } from './form-fields.tsx';

type FormProps<T> = { initial: T; onSave: (update: ProfileUpdate) => void; isSaving: boolean };

export function ProfileUserForm({ initial, onSave, isSaving }: FormProps<ProfileUser>) {
  const form = useForm({ resolver: zodResolver(ProfileUserSchema), defaultValues: initial });
  return (
    <FormLayout
      onSubmit={form.handleSubmit((values) => onSave({ ...values, company: false }))}
      aria-label="Dane osobowe"
      submitLabel="Zapisz zmiany"
      isPending={isSaving}
    >
      <PersonalFields field={fieldProps(form)} />
    </FormLayout>
  );
}

export function ProfileCompanyForm({ initial, onSave, isSaving }: FormProps<ProfileCompany>) {
  const form = useForm({ resolver: zodResolver(ProfileCompanySchema), defaultValues: initial });
  return (
    <FormLayout
      onSubmit={form.handleSubmit((values) => onSave({ ...values, company: true }))}
      aria-label="Dane firmy"
      submitLabel="Zapisz zmiany"
      isPending={isSaving}
    >
      <CompanyFields field={fieldProps(form)} />
    </FormLayout>
  );
}
