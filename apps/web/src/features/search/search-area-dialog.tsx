// The 'Zaznacz na mapie' overlay (spec §2 'Search tabs and map'): the visitor draws or edits one rectangle and
// saves it, resets it, or goes back. The dialog (search-form.tsx) and the map in it (Leaflet and its drawing tools)
// are chunks of their own, loaded on the first opening only.
import { Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { type Bounds, parseCoordinates, serializeCoordinates } from '@portal/domain';
import { lazy, Suspense, useState } from 'react';
import { searchTexts } from './search-texts.ts';

const SearchAreaMap = lazy(() => import('./search-area-map.tsx'));

type Props = {
  opened: boolean;
  /** The saved area as the coordinates parameter ('' when none). */
  coordinates: string;
  onSave: (coordinates: string) => void;
  onClose: () => void;
};

function AreaEditor({ coordinates, onSave, onClose }: Omit<Props, 'opened'>) {
  // The rectangle being drawn; only 'Zapisz obszar wyszukiwania' hands it to the search.
  const [bounds, setBounds] = useState<Bounds | undefined>(() => parseCoordinates(coordinates));
  return (
    <Stack gap="sm" h="100%">
      <Text size="sm">{searchTexts.mapHint}</Text>
      <div style={{ flex: 1, minHeight: 320, isolation: 'isolate' }}>
        <Suspense
          fallback={
            <Center h="100%">
              <Loader role="status" aria-label="Wczytywanie mapy" />
            </Center>
          }
        >
          <SearchAreaMap bounds={bounds} onBoundsChange={setBounds} />
        </Suspense>
      </div>
      <Group gap="sm">
        <Button onClick={() => onSave(bounds ? serializeCoordinates(bounds) : '')}>
          {searchTexts.saveArea}
        </Button>
        <Button variant="default" onClick={() => setBounds(undefined)} disabled={!bounds}>
          {searchTexts.resetArea}
        </Button>
        <Button variant="subtle" onClick={onClose}>
          {searchTexts.back}
        </Button>
      </Group>
    </Stack>
  );
}

export default function SearchAreaDialog({ opened, coordinates, onSave, onClose }: Props) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={searchTexts.mapTitle}
      closeButtonProps={{ 'aria-label': searchTexts.closeMap }}
      fullScreen
      styles={{ body: { height: 'calc(100% - 60px)' } }}
    >
      {opened && <AreaEditor coordinates={coordinates} onSave={onSave} onClose={onClose} />}
    </Modal>
  );
}
