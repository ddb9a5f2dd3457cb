// The top bar's session area: the login form, or who is logged in and a way out.
import { Group, Text } from '@mantine/core';
import { routes } from '@portal/domain';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { logout, useProfile } from '../../api/session.ts';
import buttons from '../../ui/plain-button.module.css';
import { RouteLink } from '../../ui/route-link.tsx';
import { useWideScreen } from '../../ui/use-wide-screen.ts';
import classes from './session-status.module.css';

// The form brings react-hook-form, zod and the login schema: loaded after the first paint, not in the initial JS.
const InlineLoginForm = lazy(() =>
  import('./inline-login-form.tsx').then((module) => ({ default: module.InlineLoginForm })),
);

export function SessionStatus() {
  const profile = useProfile();
  const navigate = useNavigate();
  const isWide = useWideScreen();

  if (profile) {
    return (
      // miw 0 lets a long address shrink into an ellipsis on a phone instead of widening the page.
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Text size="sm" c="white" truncate miw={0}>
          Zalogowano jako {profile.email}
        </Text>
        <button
          type="button"
          className={`${buttons.button} ${buttons.white} ${buttons.small} ${classes.logout}`}
          onClick={() => {
            logout();
            void navigate(routes.home());
          }}
        >
          Wyloguj
        </button>
      </Group>
    );
  }
  return (
    <>
      <div className={`mantine-visible-from-md ${classes.form}`}>
        {isWide && (
          <Suspense fallback={null}>
            <InlineLoginForm />
          </Suspense>
        )}
      </div>
      {/* A phone has no room for two fields in the top bar: it links to the full login page instead. */}
      <RouteLink to={routes.login()} className={`mantine-hidden-from-md ${classes.login}`} discover="none">
        Zaloguj się
      </RouteLink>
    </>
  );
}
