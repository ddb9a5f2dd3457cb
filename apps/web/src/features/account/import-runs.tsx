// The company's last import runs on /integracja: when a file arrived, what it changed and, offer by offer, what went
// wrong; a repeated file points at the run that imported its content.
import { Table, Text, Title } from '@mantine/core';
import { formatDateTime, type ImportRun, importRunStateText } from '@portal/domain';
import { TextList } from '../../ui/text-list.tsx';

export function ImportRuns({ runs }: { runs: ImportRun[] }) {
  return (
    <>
      <Title order={2} fz={22}>
        Ostatnie importy
      </Title>
      {runs.length === 0 ? (
        <Text>Nie było jeszcze żadnego importu.</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped aria-label="Ostatnie importy">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Nr</Table.Th>
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
                  <Table.Td>{run.runId}</Table.Td>
                  <Table.Td>{formatDateTime(run.receivedAt)}</Table.Td>
                  <Table.Td style={{ wordBreak: 'break-all' }}>{run.fileName}</Table.Td>
                  <Table.Td>{importRunStateText(run)}</Table.Td>
                  <Table.Td>
                    {run.added} / {run.updated} / {run.withdrawn} / {run.failed}
                  </Table.Td>
                  <Table.Td>
                    <TextList lines={run.problems} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </>
  );
}
