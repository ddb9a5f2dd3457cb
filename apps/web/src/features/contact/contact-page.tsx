// Route module of /kontakt (spec §2): the e-mail reveal button, the form, a link to the FAQ and when to expect a
// reply.
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { routes } from '@portal/domain';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { siteName } from '../../ui/site.ts';
import { ContactForm } from './contact-form.tsx';
import { EmailReveal } from './email-reveal.tsx';

export function Component() {
  useEffect(() => {
    document.title = `Kontakt – ${siteName}`;
  }, []);

  return (
    <Stack gap="md" maw={640}>
      <Breadcrumbs items={[{ label: 'Kontakt' }]} />
      <PageTitle>Kontakt</PageTitle>
      <Text>
        Zanim napiszesz, sprawdź{' '}
        <Anchor component={Link} to={routes.faq()}>
          najczęściej zadawane pytania (FAQ)
        </Anchor>{' '}
        – być może odpowiedź już tam jest. Na wiadomości odpowiadamy zwykle w ciągu 24 godzin.
      </Text>
      <Stack gap="xs" align="flex-start">
        <Title order={2} size="h4">
          Adres e-mail
        </Title>
        <EmailReveal />
      </Stack>
      <Stack gap="xs">
        <Title order={2} size="h4">
          Napisz do nas
        </Title>
        <ContactForm />
      </Stack>
    </Stack>
  );
}
