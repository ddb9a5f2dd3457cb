// What of the company's CRM offers buyers see, on /integracja: the ads online, the offers the last import left out,
// the ads without a photo, and a warning when packages come but none of the offers is online.
import { Alert, Table, Text, Title } from '@mantine/core';
import type { Integration } from '@portal/domain';

export const placesNothingText =
  'Żadna oferta z programu biura nie jest widoczna w serwisie: ostatni import nie przyjął żadnej z nich. Powody podajemy w uwagach do importu poniżej.';

export function IntegrationOffers({ integration }: { integration: Integration }) {
  const { live, refused, withoutPhotos } = integration.offers;
  return (
    <>
      <Title order={2} fz={22}>
        Oferty z programu biura
      </Title>
      {integration.placesNothing && (
        // The text in the body, not the title: the title's red on light red is too pale to read (contrast).
        <Alert color="red" variant="light">
          <Text fw={600}>{placesNothingText}</Text>
        </Alert>
      )}
      <Table variant="vertical" withTableBorder aria-label="Oferty z programu biura">
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w={300}>Ogłoszenia w serwisie</Table.Th>
            <Table.Td>{live}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>Oferty odrzucone w ostatnim imporcie</Table.Th>
            <Table.Td>{refused}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>Ogłoszenia bez zdjęć</Table.Th>
            <Table.Td>{withoutPhotos}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </>
  );
}
