// Route module of /aktywuj/{userId}/{hash} (spec §2, §8): activates on load, then sends the person to log in.
import { Anchor, Loader, Text } from '@mantine/core';
import { routes, UserHashParamsSchema } from '@portal/domain';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { showFlash } from '../../ui/flash.tsx';
import { AccountPage } from './account-page.tsx';
import { accountTexts } from './account-texts.ts';
import { activate } from './api/activate.ts';

export function Component() {
  const params = useParams();
  const navigate = useNavigate();
  const [hasFailed, setFailed] = useState(false);
  // The hash works once: StrictMode's second effect run (and any re-render) must not send it again.
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    const key = `${params.userId}/${params.hash}`;
    if (sentFor.current === key) return;
    sentFor.current = key;
    const link = UserHashParamsSchema.safeParse(params);
    const attempt = link.success ? activate(link.data) : Promise.reject(link.error);
    attempt.then(
      () => {
        showFlash('success', accountTexts.activated);
        void navigate(routes.login(), { replace: true });
      },
      () => {
        showFlash('error', accountTexts.activationFailed);
        setFailed(true);
      },
    );
  }, [params, navigate]);

  return (
    <AccountPage title="Aktywacja konta">
      {hasFailed ? (
        <Text>
          Jeśli konto jest już aktywne,{' '}
          <Anchor component={Link} to={routes.login()}>
            zaloguj się
          </Anchor>
          . Link aktywacyjny działa tylko raz.
        </Text>
      ) : (
        <Loader role="status" aria-label="Aktywowanie konta" />
      )}
    </AccountPage>
  );
}
