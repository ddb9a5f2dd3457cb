// The 'Ostatnie importy' section of /admin/importy: the runs of every integration or of the chosen one, a page at a
// time, with each offer's problems, duplicates pointing at the run that imported their content, and a retry of a
// run whose package or offers failed for a cause of ours.
import { Box, Button, NativeSelect, Pagination, Stack, Table, Text } from '@mantine/core';
import { type AdminImportRun, importRunStateText } from '@portal/domain';
import { showFlash } from '../../ui/flash.tsx';
import { Loading } from '../../ui/loading.tsx';
import { TextList } from '../../ui/text-list.tsx';
import { useImportIntegrations } from './api/import-integrations.ts';
import { useImportRunAgain } from './api/import-run-again.ts';
import { type ImportRunsFilter, useImportRuns } from './api/import-runs.ts';
import { failureText } from './failure-text.ts';
import { formatDateTime, runOutcomeText } from './import-texts.ts';
import { ScrollableTable } from './scrollable-table.tsx';

const againFailed = 'Ponowny import nie powiódł się.';

const all = 'all';

function IntegrationSelect({
  integrationId,
  onChange,
}: {
  integrationId: number | undefined;
  onChange: (integrationId: number | undefined) => void;
}) {
  const { data = [] } = useImportIntegrations();
  const options = [
    { value: all, label: 'Wszystkie' },
    ...data.map((integration) => ({
      value: String(integration.integrationId),
      label: `${integration.ftpLogin} (${integration.company.name})`,
    })),
  ];
  return (
    <NativeSelect
      label="Integracja"
      maw={420}
      data={options}
      value={integrationId === undefined ? all : String(integrationId)}
      onChange={(event) => {
        const { value } = event.currentTarget;
        onChange(value === all ? undefined : Number(value));
      }}
    />
  );
}

function Problems({ problems }: { problems: string[] }) {
  if (problems.length === 0) return <>–</>;
  return (
    <details>
      <summary>Problemy ({problems.length})</summary>
      <Box mt={4}>
        <TextList lines={problems} />
      </Box>
    </details>
  );
}

/** 'Importuj ponownie': after a fix, the package's offers that did not go in for a cause of ours are imported again. */
function AgainButton({ run }: { run: AdminImportRun }) {
  const mutation = useImportRunAgain();
  const importAgain = () =>
    mutation.mutate(run.runId, {
      onSuccess: ({ runs }) => showFlash('success', `${run.fileName}: ${runOutcomeText(runs)}`),
      onError: (error) => showFlash('error', failureText(againFailed, error)),
    });
  return (
    <Button
      size="compact-sm"
      variant="default"
      loading={mutation.isPending}
      onClick={importAgain}
      aria-label={`Importuj ponownie: ${run.fileName}`}
    >
      Importuj ponownie
    </Button>
  );
}

// A run still at work is retried once it has ended; one retried since is the later run's to retry.
const canRetry = (run: AdminImportRun) =>
  (run.status === 'partial' || run.status === 'failed') && run.retriedByRunId === null;

function RunsTable({ runs }: { runs: AdminImportRun[] }) {
  return (
    <ScrollableTable label="Ostatnie importy" minWidth={1000}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Nr</Table.Th>
          <Table.Th scope="col">Data</Table.Th>
          <Table.Th scope="col">Login FTP</Table.Th>
          <Table.Th scope="col">Plik</Table.Th>
          <Table.Th scope="col">Stan</Table.Th>
          <Table.Th scope="col">Dodane</Table.Th>
          <Table.Th scope="col">Zmienione</Table.Th>
          <Table.Th scope="col">Wycofane</Table.Th>
          <Table.Th scope="col">Pominięte</Table.Th>
          <Table.Th scope="col">Problemy</Table.Th>
          <Table.Th scope="col">Akcje</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {runs.map((run) => (
          <Table.Tr key={run.runId}>
            <Table.Td>{run.runId}</Table.Td>
            <Table.Td>{formatDateTime(run.startedAt)}</Table.Td>
            <Table.Td>{run.ftpLogin}</Table.Td>
            <Table.Td style={{ wordBreak: 'break-all' }}>{run.fileName}</Table.Td>
            <Table.Td>
              {importRunStateText(run)}
              {run.status === 'running' &&
                run.offersTotal !== null &&
                `: ${run.offersDone} z ${run.offersTotal} ofert`}
            </Table.Td>
            <Table.Td>{run.added}</Table.Td>
            <Table.Td>{run.updated}</Table.Td>
            <Table.Td>{run.withdrawn}</Table.Td>
            <Table.Td>{run.failed}</Table.Td>
            <Table.Td>
              <Problems problems={run.problems} />
            </Table.Td>
            <Table.Td>{canRetry(run) && <AgainButton run={run} />}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ScrollableTable>
  );
}

export function ImportRuns({
  filter,
  onFilterChange,
}: {
  filter: ImportRunsFilter;
  onFilterChange: (filter: ImportRunsFilter) => void;
}) {
  const { data, isError } = useImportRuns(filter);
  const pages = data?.pages ?? 0;
  return (
    <Stack gap="sm">
      <IntegrationSelect
        integrationId={filter.integrationId}
        onChange={(integrationId) => onFilterChange({ integrationId, page: 1 })}
      />
      {isError ? (
        <Text>Nie udało się wczytać importów. Spróbuj ponownie później.</Text>
      ) : !data ? (
        <Loading label="Wczytywanie importów" />
      ) : data.runs.length === 0 ? (
        <Text>Brak importów.</Text>
      ) : (
        <RunsTable runs={data.runs} />
      )}
      {pages > 1 && (
        <Box component="nav" aria-label="Strony importów">
          <Pagination
            total={pages}
            value={filter.page}
            onChange={(page) => onFilterChange({ ...filter, page })}
            getItemProps={(page) => ({ 'aria-label': `Strona ${page}` })}
            getControlProps={(control) => ({ 'aria-label': controlLabels[control] })}
          />
        </Box>
      )}
    </Stack>
  );
}

const controlLabels = {
  first: 'Pierwsza strona',
  previous: 'Poprzednia strona',
  next: 'Następna strona',
  last: 'Ostatnia strona',
};
