// Route module of /edytuj-profil (spec §2): the tab of the account's kind is active and the other disabled; the
// e-mail is shown but cannot be changed.
import { Center, Loader, Tabs, TextInput } from '@mantine/core';
import type { Profile, ProfileUpdate } from '@portal/domain';
import { useLoggedInProfile } from '../../api/session.ts';
import { showFlash } from '../../ui/flash.tsx';
import { AccountPage } from './account-page.tsx';
import { accountTexts } from './account-texts.ts';
import { useProfileDetails, useUpdateProfile } from './api/profile.ts';
import { failureText } from './failure-text.ts';
import { LogoUpload } from './logo-upload.tsx';
import { ProfileCompanyForm, ProfileUserForm } from './profile-forms.tsx';

export function EditProfile({ profile }: { profile: Profile }) {
  const mutation = useUpdateProfile(profile.userId);
  const onSave = (update: ProfileUpdate) =>
    mutation.mutate(update, {
      onSuccess: () => showFlash('success', accountTexts.profileUpdated),
      onError: (error) => showFlash('error', failureText(error, accountTexts.profileFailed)),
    });
  const kind = profile.company ? 'company' : 'user';

  return (
    <>
      <TextInput label="E-mail" value={profile.email} disabled readOnly />
      <Tabs value={kind}>
        <Tabs.List mb="md">
          <Tabs.Tab value="user" disabled={profile.company}>
            Osoba prywatna
          </Tabs.Tab>
          <Tabs.Tab value="company" disabled={!profile.company}>
            Firma
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value={kind}>
          {profile.company ? (
            <>
              <ProfileCompanyForm initial={profile} onSave={onSave} isSaving={mutation.isPending} />
              <LogoUpload userId={profile.userId} name={profile.companyName} logo={profile.logo} />
            </>
          ) : (
            <ProfileUserForm initial={profile} onSave={onSave} isSaving={mutation.isPending} />
          )}
        </Tabs.Panel>
      </Tabs>
    </>
  );
}

export function Component() {
  const session = useLoggedInProfile();
  const details = useProfileDetails(session.userId);
  // The stored profile has the same fields: if the fresh copy cannot be loaded, the person can still edit.
  const profile = details.data ?? (details.isError ? session : undefined);
  return (
    <AccountPage title="Edycja profilu">
      {profile ? (
        <EditProfile profile={profile} />
      ) : (
        <Center py="lg">
          <Loader role="status" aria-label="Wczytywanie profilu" />
        </Center>
      )}
    </AccountPage>
  );
}
