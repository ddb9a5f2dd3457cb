// Route module of '/' (spec §2): banner, search tabs, promoted ads, benefits and the recently added ads.
import { Stack } from '@mantine/core';
import { PageTitle } from '../../ui/page-title.tsx';
import { SearchBanner, SearchPanel } from '../search/index.ts';
import { Benefits } from './benefits.tsx';
import { Promoted } from './promoted.tsx';
import { RecentlyAdded } from './recently-added.tsx';

export function Component() {
  return (
    <Stack gap="xl">
      <PageTitle>Ogłoszenia nieruchomości za darmo</PageTitle>
      <SearchBanner />
      <SearchPanel />
      <Promoted />
      <Benefits />
      <RecentlyAdded />
    </Stack>
  );
}
