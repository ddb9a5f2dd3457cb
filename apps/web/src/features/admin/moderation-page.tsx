// Route module of /admin/moderacja: the reported, appealed and risk-flagged ads, the riskiest and oldest first, each
// with its reports, its risk signals, the advertiser's history, the audit log and the form of the next decision.
import { Alert, Anchor, Badge, Card, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import {
  formatDate,
  formatDateTime,
  type ModerationCase,
  moderationActionLabels,
  moderationRules,
  reportReasonLabels,
} from '@portal/domain';
import { Link } from 'react-router';
import { Loading } from '../../ui/loading.tsx';
import { AdminPage } from './admin-page.tsx';
import { useModerationQueue } from './api/moderation.ts';
import { ModerationDecisionForm } from './moderation-decision-form.tsx';
import { ScrollableTable } from './scrollable-table.tsx';

const holdLabels: Record<string, string> = {
  remove: 'usunięte',
  correct: 'ukryte do poprawienia',
  block: 'konto zablokowane',
  review: 'wstrzymane do weryfikacji',
};

function RiskSignals({ risk }: { risk: NonNullable<ModerationCase['risk']> }) {
  return (
    <Alert color="orange" title={`Kontrola ryzyka: ${risk.score} pkt`}>
      <List size="sm" aria-label="Sygnały ryzyka">
        {risk.signals.map((signal) => (
          <List.Item key={signal.rule}>
            {signal.explanation} (+{signal.weight})
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

function AuditLog({ estateId, log }: { estateId: number; log: ModerationCase['log'] }) {
  if (log.length === 0) return <Text size="sm">Brak wcześniejszych decyzji.</Text>;
  return (
    <ScrollableTable label={`Historia decyzji ogłoszenia nr ${estateId}`} minWidth={640}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Kiedy</Table.Th>
          <Table.Th>Kto</Table.Th>
          <Table.Th>Decyzja</Table.Th>
          <Table.Th>Dlaczego</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {log.map((entry) => (
          <Table.Tr key={entry.decisionId}>
            <Table.Td>{formatDateTime(entry.createdAt)}</Table.Td>
            <Table.Td>
              {entry.action === 'held' ? 'kontrola automatyczna' : (entry.adminEmail ?? 'ogłoszeniodawca')}
            </Table.Td>
            <Table.Td>
              {moderationActionLabels[entry.action]}
              {entry.onAppeal && ' (po odwołaniu)'}
            </Table.Td>
            <Table.Td>
              {entry.rule && <Text size="sm">{moderationRules[entry.rule].point}</Text>}
              {entry.facts && <Text size="sm">{entry.facts}</Text>}
              {entry.appeal && <Text size="sm">Odwołanie: {entry.appeal.text}</Text>}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ScrollableTable>
  );
}

function CaseCard({ item }: { item: ModerationCase }) {
  const { estate, advertiser } = item;
  const headingId = `case-${estate.estateId}`;
  return (
    <Card withBorder component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={2} size="h4" id={headingId}>
            <Anchor component={Link} to={estate.url}>
              Nr {estate.estateId}: {estate.title}
            </Anchor>
          </Title>
          {estate.hold && <Badge color="red.8">{holdLabels[estate.hold]}</Badge>}
        </Group>
        {item.appeal && (
          <Alert color="yellow" title={`Odwołanie z ${formatDateTime(item.appeal.createdAt)}`}>
            {item.appeal.text}
          </Alert>
        )}
        {item.risk && <RiskSignals risk={item.risk} />}
        {item.reports.length > 0 && (
          <List spacing="xs" aria-label="Zgłoszenia">
            {item.reports.map((report) => (
              <List.Item key={report.reportId}>
                <Text size="sm" fw={700}>
                  {reportReasonLabels[report.reason]}, {formatDateTime(report.createdAt)}, {report.email}
                  {report.byAccount ? ' (konto)' : ''}
                </Text>
                <Text size="sm">{report.description}</Text>
              </List.Item>
            ))}
          </List>
        )}
        <Text size="sm">
          Ogłoszeniodawca: {advertiser.email}, konto od {formatDate(advertiser.createdAt)}, ogłoszeń:{' '}
          {advertiser.adsCount}, wcześniejszych ograniczeń: {advertiser.restrictions}
          {advertiser.blocked ? ', zablokowany' : ''}
        </Text>
        <Title order={3} size="h5">
          Historia decyzji
        </Title>
        <AuditLog estateId={estate.estateId} log={item.log} />
        <ModerationDecisionForm estateId={estate.estateId} />
      </Stack>
    </Card>
  );
}

export function Component() {
  const queue = useModerationQueue();
  return (
    <AdminPage title="Moderacja" wide>
      {queue.isPending ? (
        <Loading label="Wczytywanie zgłoszeń" />
      ) : !queue.data || queue.data.rows.length === 0 ? (
        <Text>Brak zgłoszeń, odwołań i ogłoszeń wskazanych przez kontrolę ryzyka.</Text>
      ) : (
        <>
          <Text>Do rozpatrzenia: {queue.data.count}</Text>
          {queue.data.rows.map((item) => (
            <CaseCard key={item.estate.estateId} item={item} />
          ))}
        </>
      )}
    </AdminPage>
  );
}
