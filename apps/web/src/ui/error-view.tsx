// The error and not-found view (spec §2, §8); screens use it for missing or inactive ads too.
import { Button, Stack, Title } from '@mantine/core';
import { routes } from '@portal/domain';
import { Link } from 'react-router';

export const errorPageText = 'Wystąpił błąd lub strona o podanym adresie nie istnieje!';

export function ErrorView() {
  return (
    <Stack align="center" gap="lg" py="xl">
      <Title order={1} size="h2" ta="center">
        {errorPageText}
      </Title>
      <Button component={Link} to={routes.home()} variant="light">
        Przejdź do strony głównej
      </Button>
    </Stack>
  );
}
