// The error and not-found view (spec §2, §8); screens use it for missing or inactive ads too.
import { Stack, Title } from '@mantine/core';
import { notFoundTitles, routes } from '@portal/domain';
import { useDocumentTitle } from './document-title.ts';
import buttons from './plain-button.module.css';
import { RouteLink } from './route-link.tsx';

export const errorPageText = 'Wystąpił błąd lub strona o podanym adresie nie istnieje!';

/** `title`: the browser tab's, as the server titles the same page when it answers 404. */
export function ErrorView({ title = notFoundTitles.page }: { title?: string }) {
  useDocumentTitle(title);
  return (
    <Stack align="center" gap="lg" py="xl">
      <Title order={1} size="h2" ta="center">
        {errorPageText}
      </Title>
      <RouteLink to={routes.home()} className={`${buttons.button} ${buttons.light}`}>
        Przejdź do strony głównej
      </RouteLink>
    </Stack>
  );
}
