// At the top of /admin/statystyki: the integrations whose CRM stopped delivering, so that an admin who does not open
// /admin/importy still learns of them. Silent after the same importSilentHours as on the import screen.
import { Alert, Anchor, Text } from '@mantine/core';
import { importSilentHours, routes } from '@portal/domain';
import { Link } from 'react-router';
import { useImportIntegrations } from './api/import-integrations.ts';

/** Polish plural: 1 integracja, 2–4 (not 12–14) integracje, else integracji. */
function integrationsWord(count: number): string {
  if (count === 1) return 'integracja';
  const lastDigit = count % 10;
  const lastTwo = count % 100;
  return lastDigit >= 2 && lastDigit <= 4 && (lastTwo < 12 || lastTwo > 14) ? 'integracje' : 'integracji';
}

export function silentIntegrationsText(count: number): string {
  return `${count} ${integrationsWord(count)} bez dostaw od ${importSilentHours} h`;
}

export function SilentIntegrationsAlert() {
  const { data } = useImportIntegrations();
  const silent = data?.filter((integration) => integration.silent).length ?? 0;
  // Nothing to flag, or the list failed: the statistics stay the page's subject.
  if (silent === 0) return null;
  return (
    // The text in the body, not the title: the title's red on light red is too pale to read (contrast).
    <Alert color="red" variant="light">
      <Text fw={600}>{silentIntegrationsText(silent)}</Text>
      <Anchor component={Link} to={routes.adminImports()}>
        Zobacz importy ofert
      </Anchor>
    </Alert>
  );
}
