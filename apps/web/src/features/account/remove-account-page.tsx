// Route module of /usun-konto (spec §2, §4, §8): after the browser's confirm the account and all its ads are
// removed for good, and the person is logged out.
import { Button, Group, Text } from '@mantine/core';
import { type Profile, routes } from '@portal/domain';
import { useNavigate } from 'react-router';
import { logout, useLoggedInProfile } from '../../api/session.ts';
import { showFlash } from '../../ui/flash.tsx';
import { AccountPage } from './account-page.tsx';
import { accountTexts } from './account-texts.ts';
import { useRemoveAccount } from './api/remove-account.ts';

export function RemoveAccount({ profile }: { profile: Profile }) {
  const navigate = useNavigate();
  const mutation = useRemoveAccount(profile.userId);

  const remove = () => {
    if (!window.confirm(accountTexts.confirmRemoval)) return;
    mutation.mutate(undefined, {
      onSuccess: async () => {
        showFlash('success', accountTexts.accountRemoved);
        // Leave the login-only page first, so that the guard does not send the person to /logowanie.
        await navigate(routes.home());
        logout();
      },
      onError: () => showFlash('error', accountTexts.removalFailed),
    });
  };

  return (
    <>
      <Text>
        <strong>Tej operacji nie można cofnąć.</strong> Usunięcie konta {profile.email} usuwa również
        wszystkie jego ogłoszenia wraz ze zdjęciami.
      </Text>
      <Group>
        <Button color="red.8" onClick={remove} loading={mutation.isPending}>
          Usuń konto
        </Button>
      </Group>
    </>
  );
}

export function Component() {
  const profile = useLoggedInProfile();
  return (
    <AccountPage title="Usuwanie konta">
      <RemoveAccount profile={profile} />
    </AccountPage>
  );
}
