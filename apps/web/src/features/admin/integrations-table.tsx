// The 'Integracje' section of /admin/importy: every integration's health (silent ones and those whose offers all
// stay out first, as the server orders them), with buttons to import its waiting packages now and to show its runs.
import { Badge, Button, Group, NativeSelect, Stack, Table, Text } from '@mantine/core';
import {
  type ImportFormat,
  type ImportIntegration,
  importAdminMessages,
  importFormatLabels,
  importFormats,
} from '@portal/domain';
import { showFlash } from '../../ui/flash.tsx';
import { Loading } from '../../ui/loading.tsx';
import { useImportIntegrations } from './api/import-integrations.ts';
import { useRunImport } from './api/run-import.ts';
import { useSetImportFormat } from './api/set-import-format.ts';
import { failureText } from './failure-text.ts';
import { formatDateTime, runStatusLabel } from './import-texts.ts';

const runFailed = 'Import nie powiódł się.';

function RunButton({ integration }: { integration: ImportIntegration }) {
  const mutation = useRunImport();
  const run = () =>
    mutation.mutate(integration.integrationId, {
      onSuccess: ({ message }) => showFlash('success', `${integration.ftpLogin}: ${message}`),
      onError: (error) => showFlash('error', failureText(runFailed, error)),
    });
  return (
    <Button
      size="compact-sm"
      loading={mutation.isPending}
      onClick={run}
      aria-label={`Importuj teraz: ${integration.ftpLogin}`}
    >
      Importuj teraz
    </Button>
  );
}

const formatOptions = importFormats.map((format) => ({ value: format, label: importFormatLabels[format] }));
const formatFailed = 'Nie udało się zapisać formatu plików.';

/** The file format the integration's packages are read in; 'auto' recognises it in each package. */
function FormatSelect({ integration }: { integration: ImportIntegration }) {
  const mutation = useSetImportFormat();
  const change = (format: ImportFormat) =>
    mutation.mutate(
      { integrationId: integration.integrationId, format },
      {
        onSuccess: ({ message }) => showFlash('success', message),
        onError: (error) => showFlash('error', failureText(formatFailed, error)),
      },
    );
  return (
    <NativeSelect
      size="xs"
      data={formatOptions}
      value={integration.format}
      disabled={mutation.isPending}
      onChange={(event) => change(event.currentTarget.value as ImportFormat)}
      aria-label={`Format plików: ${integration.ftpLogin}`}
    />
  );
}

function LastRun({ integration }: { integration: ImportIntegration }) {
  const { lastRun, heldWithdrawals } = integration;
  return (
    <Stack gap={2}>
      {lastRun === null ? (
        <Text size="sm">brak</Text>
      ) : (
        <>
          <Text size="sm">
            {runStatusLabel(lastRun.status)}, {formatDateTime(lastRun.receivedAt)}
          </Text>
          <Text size="sm">
            dodane {lastRun.added}, zmienione {lastRun.updated}, wycofane {lastRun.withdrawn}, pominięte{' '}
            {lastRun.failed}
          </Text>
        </>
      )}
      {heldWithdrawals > 0 && <Text size="sm">Wstrzymane wycofania: {heldWithdrawals}</Text>}
    </Stack>
  );
}

/** What of the integration's offers buyers see; one whose packages place nothing is flagged like a silent one. */
function Offers({ integration }: { integration: ImportIntegration }) {
  const { live, refused, withoutPhotos } = integration.offers;
  return (
    <Stack gap={2} align="flex-start">
      <Text size="sm">w serwisie {live}</Text>
      {refused > 0 && <Text size="sm">odrzucone w ostatnim imporcie {refused}</Text>}
      {withoutPhotos > 0 && <Text size="sm">bez zdjęć {withoutPhotos}</Text>}
      {integration.placesNothing && (
        <Badge color="red.9" variant="filled">
          {importAdminMessages.placesNothing}
        </Badge>
      )}
    </Stack>
  );
}

function IntegrationRow({
  integration,
  onShowRuns,
}: {
  integration: ImportIntegration;
  onShowRuns: (integrationId: number) => void;
}) {
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={600}>
          {integration.company.name}
        </Text>
        <Text size="sm">{integration.company.email}</Text>
      </Table.Td>
      <Table.Td>{integration.ftpLogin}</Table.Td>
      <Table.Td>{integration.type}</Table.Td>
      <Table.Td>
        <FormatSelect integration={integration} />
      </Table.Td>
      <Table.Td>
        <Stack gap={4} align="flex-start">
          {formatDateTime(integration.lastDeliveryAt)}
          {integration.silent && (
            <Badge color="red.9" variant="filled">
              {importAdminMessages.silent}
            </Badge>
          )}
        </Stack>
      </Table.Td>
      <Table.Td>{integration.activeAds}</Table.Td>
      <Table.Td>
        <Offers integration={integration} />
      </Table.Td>
      <Table.Td>
        <LastRun integration={integration} />
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <RunButton integration={integration} />
          <Button
            size="compact-sm"
            variant="default"
            onClick={() => onShowRuns(integration.integrationId)}
            aria-label={`Pokaż importy: ${integration.ftpLogin}`}
          >
            Pokaż importy
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

export function IntegrationsTable({ onShowRuns }: { onShowRuns: (integrationId: number) => void }) {
  const { data, isError } = useImportIntegrations();
  if (isError) return <Text>Nie udało się wczytać integracji. Spróbuj ponownie później.</Text>;
  if (!data) return <Loading label="Wczytywanie integracji" />;
  if (data.length === 0) return <Text>Żadna firma nie ma jeszcze integracji FTP.</Text>;
  return (
    <Table.ScrollContainer minWidth={1200}>
      <Table striped verticalSpacing="sm" aria-label="Integracje">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Firma</Table.Th>
            <Table.Th scope="col">Login FTP</Table.Th>
            <Table.Th scope="col">System</Table.Th>
            <Table.Th scope="col">Format plików</Table.Th>
            <Table.Th scope="col">Ostatnia dostawa</Table.Th>
            <Table.Th scope="col">Aktywne ogłoszenia</Table.Th>
            <Table.Th scope="col">Oferty z CRM</Table.Th>
            <Table.Th scope="col">Ostatni import</Table.Th>
            <Table.Th scope="col">Akcje</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.map((integration) => (
            <IntegrationRow
              key={integration.integrationId}
              integration={integration}
              onShowRuns={onShowRuns}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
