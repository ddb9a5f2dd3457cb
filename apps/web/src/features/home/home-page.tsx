// Route module of '/' (spec §2): banner, search tabs, promoted ads, benefits and the recently added ads.
import { Stack, Title } from '@mantine/core';
import { SearchBanner } from '../search/search-banner.tsx';
import { SearchPanel } from '../search/search-panel.tsx';
import { Benefits } from './benefits.tsx';
import { Promoted } from './promoted.tsx';
import { RecentlyAdded } from './recently-added.tsx';

export function Component() {
  return (
    <Stack gap="xl">
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        Ogłoszenia nieruchomości za darmo
      </Title>
      <SearchBanner />
      <SearchPanel />
      <Promoted />
      <Benefits />
      <RecentlyAdded />
    </Stack>
  );
}
