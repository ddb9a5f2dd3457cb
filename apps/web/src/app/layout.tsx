// The frame around every page (spec §2 'Layout'), with the page-wide behaviours that hang off navigation.
import { Center, Loader } from '@mantine/core';
import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { refreshProfile } from '../api/profile-refresh.ts';
import { dropStaleFlashes, FlashAlerts } from '../ui/flash.tsx';
import { CookieBar } from './cookie-bar.tsx';
import { ErrorReporting } from './error-reporting.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import classes from './layout.module.css';
import { PageViewTracker } from './page-view-tracker.tsx';

export function Layout() {
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => {
    dropStaleFlashes();
    void refreshProfile();
  }, [pathname]);

  // Set once the frame reacts to input (after hydration of the server's HTML, or the first client render): the
  // e2e tests wait for it before they click.
  useEffect(() => {
    document.documentElement.setAttribute('data-ready', '');
  }, []);

  return (
    <div className={classes.page}>
      <a href="#main" className={classes.skipLink}>
        Przejdź do treści
      </a>
      <Header />
      <main id="main" tabIndex={-1} className={classes.main}>
        <div className={classes.container}>
          <FlashAlerts />
          <Suspense
            fallback={
              <Center py="xl">
                <Loader role="status" aria-label="Wczytywanie strony" />
              </Center>
            }
          >
            <Outlet />
          </Suspense>
        </div>
      </main>
      <Footer />
      <CookieBar />
      {/* Parts that act in the browser alone and render nothing: the server's render skips their work, each in its
          own place, since the ids of useId follow the places of the page's parts. A new page starts at its top; going
          back restores where the visitor was. */}
      {!import.meta.env.SSR && <ScrollRestoration getKey={(location) => location.pathname} />}
      {!import.meta.env.SSR && <PageViewTracker />}
      {!import.meta.env.SSR && <ErrorReporting />}
    </div>
  );
}
