// Route module of /integracja (spec §1, §2, §9): a company's FTP access for its CRM's automatic export. Only
// accounts with an integration (integrationId > 0) have one; others see the error page.
import { Button, Center, Code, Group, Loader, Table, Text } from '@mantine/core';
import type { Profile } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLoggedInProfile } from '../../api/session.ts';
import { ErrorView } from '../../ui/error-view.tsx';
import { AccountPage } from './account-page.tsx';
import { useIntegration } from './api/integration.ts';
import { profileQuery } from './api/profile.ts';
import { ImportRuns } from './import-runs.tsx';
import { IntegrationOffers } from './integration-offers.tsx';

const hiddenPassword = '••••••••';
const ftpOffText =
  'Odbiór ofert przez FTP jest obecnie wyłączony: program biura nie może teraz wysyłać paczek do portalu. Skontaktuj się z nami, aby dowiedzieć się, kiedy odbiór zostanie wznowiony.';

export function IntegrationDetails({ profile }: { profile: Profile }) {
  const { data, isError } = useIntegration(profile.userId, profile.integrationId);
  const [isRevealed, setRevealed] = useState(false);
  if (isError) return <Text>Nie udało się wczytać danych integracji. Spróbuj ponownie później.</Text>;
  if (!data)
    return (
      <Center py="lg">
        <Loader role="status" aria-label="Wczytywanie integracji" />
      </Center>
    );
  // Port 0 is the server's FTP turned off (FTP_PORT=0): no address to give, so say what that means instead.
  const ftpOff = data.ftp.port === 0;
  return (
    <>
      <Text>
        Oferty z programu biura nieruchomości są importowane automatycznie co najmniej raz na dobę (zwykle w
        nocy). Skonfiguruj eksport w swoim programie, używając poniższych danych.
      </Text>
      <Table variant="vertical" withTableBorder>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w={160}>System</Table.Th>
            <Table.Td>{data.type}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>Login FTP</Table.Th>
            <Table.Td>
              <Code>{data.ftpLogin}</Code>
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>Hasło FTP</Table.Th>
            <Table.Td>
              <Group gap="sm">
                <Code>{isRevealed ? data.ftpPassword : hiddenPassword}</Code>
                <Button size="compact-sm" variant="default" onClick={() => setRevealed(!isRevealed)}>
                  {isRevealed ? 'Ukryj hasło' : 'Pokaż hasło'}
                </Button>
              </Group>
            </Table.Td>
          </Table.Tr>
          {ftpOff ? (
            <Table.Tr>
              <Table.Th>Serwer FTP</Table.Th>
              <Table.Td>{ftpOffText}</Table.Td>
            </Table.Tr>
          ) : (
            <>
              <Table.Tr>
                <Table.Th>Serwer FTP</Table.Th>
                <Table.Td>
                  <Code>{data.ftp.host}</Code>
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Port</Table.Th>
                <Table.Td>{data.ftp.port}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Tryb</Table.Th>
                <Table.Td>{data.ftp.passive ? 'pasywny' : 'aktywny'}</Table.Td>
              </Table.Tr>
            </>
          )}
        </Table.Tbody>
      </Table>
      <IntegrationOffers integration={data} />
      <ImportRuns runs={data.runs} />
    </>
  );
}

export function Component() {
  const { userId } = useLoggedInProfile();
  // The server's profile, not the stored copy: an integration added since the login opens the page at once.
  const { data: profile, isFetching } = useQuery({ ...profileQuery(userId), staleTime: 0 });
  if (!profile?.company || profile.integrationId <= 0)
    return isFetching ? (
      <Center py="lg">
        <Loader role="status" aria-label="Wczytywanie profilu" />
      </Center>
    ) : (
      <ErrorView />
    );
  return (
    <AccountPage title="Integracja">
      <IntegrationDetails profile={profile} />
    </AccountPage>
  );
}
