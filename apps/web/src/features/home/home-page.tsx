// Route module of '/': the heading and, for now, the recently added ads (banner, search and promoted come later).
import { Stack, Text, Title } from '@mantine/core';
import { RecentlyAdded } from './recently-added.tsx';

export function Component() {
  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 28, sm: 36 }}>
          Ogłoszenia nieruchomości za darmo
        </Title>
        <Text size="lg">
          Mieszkania, domy, działki, lokale i obiekty na sprzedaż i wynajem w całej Polsce – bez opłat i bez
          limitu ogłoszeń.
        </Text>
      </Stack>
      <RecentlyAdded />
    </Stack>
  );
}
