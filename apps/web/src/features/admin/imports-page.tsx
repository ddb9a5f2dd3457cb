// Route module of /admin/importy: the health of every FTP integration, the mass withdrawals
// waiting for a decision, and every import run.
import { Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { AdminPage } from './admin-page.tsx';
import type { ImportRunsFilter } from './api/import-runs.ts';
import { HeldWithdrawals } from './held-withdrawals.tsx';
import { ImportRuns } from './import-runs.tsx';
import { IntegrationsTable } from './integrations-table.tsx';

export function ImportsOverview() {
  const [runsFilter, setRunsFilter] = useState<ImportRunsFilter>({ page: 1 });
  const runsHeading = useRef<HTMLHeadingElement>(null);
  const showRuns = (integrationId: number) => {
    setRunsFilter({ integrationId, page: 1 });
    // The runs are further down: take the reader (and a keyboard's focus) there.
    runsHeading.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    runsHeading.current?.focus({ preventScroll: true });
  };
  return (
    <>
      <Title order={2} fz={22}>
        Integracje
      </Title>
      <IntegrationsTable onShowRuns={showRuns} />
      <Title order={2} fz={22}>
        Wstrzymane wycofania
      </Title>
      <HeldWithdrawals />
      <Title order={2} fz={22} ref={runsHeading} tabIndex={-1}>
        Ostatnie importy
      </Title>
      <ImportRuns filter={runsFilter} onFilterChange={setRunsFilter} />
    </>
  );
}

export function Component() {
  return (
    <AdminPage title="Importy ofert" wide>
      <ImportsOverview />
    </AdminPage>
  );
}
