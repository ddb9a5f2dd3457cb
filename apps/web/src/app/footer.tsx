// The page footer of spec §2: information pages and the attribution the location data licences require.
import { Anchor, Container, Group, Stack, Text } from '@mantine/core';
import { routes } from '@portal/domain';
import { Link } from 'react-router';
import { siteName } from '../ui/site.ts';
import classes from './layout.module.css';

const links = [
  { label: 'O nas', to: routes.about() },
  { label: 'Regulamin', to: routes.terms() },
  { label: 'Polityka prywatności', to: routes.privacy() },
  { label: 'FAQ', to: routes.faq() },
  { label: 'Import ofert', to: routes.importInfo() },
  { label: 'Kontakt', to: routes.contact() },
];

export function Footer() {
  return (
    <footer className={classes.footer}>
      <Container size="xl">
        <Stack gap="sm">
          <nav aria-label="Informacje">
            <Group gap="md">
              {links.map((link) => (
                <Anchor key={link.to} component={Link} to={link.to} className={classes.footerLink}>
                  {link.label}
                </Anchor>
              ))}
            </Group>
          </nav>
          <Text size="xs" c="gray.8">
            TERYT © GUS; PRNG © GUGiK (CC BY 4.0); GeoNames (CC BY 4.0)
          </Text>
          <Text size="xs" c="gray.8">
            © {new Date().getFullYear()} {siteName}. Ogłoszenia nieruchomości za darmo.
          </Text>
        </Stack>
      </Container>
    </footer>
  );
}
