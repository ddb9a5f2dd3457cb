// Why advertise here (spec §1 'benefits'), true to the product's rules: free, unlimited, 6 months, CRM import.
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { integrationTypes, Limits } from '@portal/domain';

const benefits = [
  {
    title: 'Ogłoszenia za darmo',
    text: 'Dodawanie ogłoszeń i konto są całkowicie bezpłatne – bez ukrytych opłat.',
  },
  { title: 'Bez limitu ogłoszeń', text: 'Osoby prywatne i firmy mogą dodać dowolnie wiele ofert.' },
  {
    title: `${Limits.adLifetimeMonths} miesięcy widoczności`,
    text: `Ogłoszenie jest aktywne przez ${Limits.adLifetimeMonths} miesięcy, a jednym kliknięciem odświeżysz je na kolejne.`,
  },
  {
    title: 'Import ofert z programów CRM',
    text: `Biura nieruchomości importują oferty automatycznie przez FTP z systemów: ${integrationTypes.join(', ')}.`,
  },
] as const;

export function Benefits() {
  return (
    <Stack component="section" aria-labelledby="benefits" gap="md">
      <Title order={2} id="benefits">
        Dlaczego warto
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        {benefits.map((benefit) => (
          <Card key={benefit.title} withBorder padding="lg">
            <Title order={3} size="h4" mb="xs">
              {benefit.title}
            </Title>
            <Text>{benefit.text}</Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
