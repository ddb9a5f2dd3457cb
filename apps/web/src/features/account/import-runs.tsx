// The company's last import runs on /integracja: when a file arrived, what it changed and what went wrong.
import { Table, Text, Title } from '@mantine/core';
import type { ImportRun } from '@portal/domain';

const timeFormat = new Intl.DateTimeFormat('pl-PL', {
  timeZone: 'Europe/Warsaw',
  dateStyle: 'short',
  timeStyle: 'short',
});

export function ImportRuns({ runs }: { runs: ImportRun[] }) {
  return (
    <>
      <Title order={2} fz={22}>
        Ostatnie importy
      </Title>
      {runs.length === 0 ? (
        <Text>Nie było jeszcze żadnego importu.</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped aria-label="Ostatnie importy">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Otrzymano</Table.Th>
                <Table.Th scope="col">Plik</Table.Th>
                <Table.Th scope="col">Stan</Table.Th>
                <Table.Th scope="col">Dodane / zmienione / wycofane / błędne</Table.Th>
                <Table.Th scope="col">Uwagi</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {runs.map((run) => (
                <Table.Tr key={run.runId}>
                  <Table.Td>{timeFormat.format(new Date(run.receivedAt))}</Table.Td>
                  <Table.Td>{run.fileName}</Table.Td>
                  <Table.Td>{run.status}</Table.Td>
                  <Table.Td>
                    {run.added} / {run.updated} / {run.withdrawn} / {run.failed}
                  </Table.Td>
                  <Table.Td>{run.problems.join('; ') || '–'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </>
  );
}
