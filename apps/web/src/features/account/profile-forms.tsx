// The two sets of /edytuj-profil (spec §3, §5): each form sends only its own fields plus the company flag.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import {
  type ProfileCompany,
  ProfileCompanySchema,
  type ProfileUpdate,
  type ProfileUser,
  ProfileUserSchema,
} from '@portal/domain';
import { type FieldPath, useForm } from 'react-hook-form';
import { CompanyFields, PersonalFields } from './form-fields.tsx';

type FormProps<T> = { initial: T; onSave: (update: ProfileUpdate) => void; isSaving: boolean };

function SaveButton({ isSaving }: { isSaving: boolean }) {
  return (
    <Group>
      <Button type="submit" loading={isSaving}>
        Zapisz zmiany
      </Button>
    </Group>
  );
}

export function ProfileUserForm({ initial, onSave, isSaving }: FormProps<ProfileUser>) {
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(ProfileUserSchema),
    defaultValues: initial,
  });
  const field = (name: FieldPath<ProfileUser>) => ({
    ...register(name),
    error: formState.errors[name]?.message,
  });
  return (
    <form
      onSubmit={handleSubmit((values) => onSave({ ...values, company: false }))}
      noValidate
      aria-label="Dane osobowe"
    >
      <Stack gap="sm">
        <PersonalFields field={field} />
        <SaveButton isSaving={isSaving} />
      </Stack>
    </form>
  );
}

export function ProfileCompanyForm({ initial, onSave, isSaving }: FormProps<ProfileCompany>) {
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(ProfileCompanySchema),
    defaultValues: initial,
  });
  const field = (name: FieldPath<ProfileCompany>) => ({
    ...register(name),
    error: formState.errors[name]?.message,
  });
  return (
    <form
      onSubmit={handleSubmit((values) => onSave({ ...values, company: true }))}
      noValidate
      aria-label="Dane firmy"
    >
      <Stack gap="sm">
        <CompanyFields field={field} />
        <SaveButton isSaving={isSaving} />
      </Stack>
    </form>
  );
}
