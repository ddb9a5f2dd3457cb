// The 'Zaznacz na mapie' overlay (spec §2 'Search tabs and map'): the visitor draws or edits one rectangle or
// polygon and saves it, resets it, or goes back. The dialog (search-form.tsx) and the map in it (Leaflet and its
// drawing tools) are chunks of their own, loaded on the first opening only.
import { Button, Center, Group, Loader, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import {
  type AreaParams,
  type AreaShape,
  areaOfParams,
  type DrawnArea,
  paramsOfArea,
} from './search-area.ts';
import { searchTexts } from './search-texts.ts';

const SearchAreaMap = lazy(() => import('./search-area-map.tsx'));

type Props = {
  opened: boolean;
  /** The saved area as its query parameters ('' when none). */
  area: AreaParams;
  onSave: (area: AreaParams) => void;
  onClose: () => void;
};

const shapes = [
  { value: 'Rectangle', label: searchTexts.rectangle },
  { value: 'Polygon', label: searchTexts.polygon },
];

function AreaEditor({ area: saved, onSave, onClose }: Omit<Props, 'opened'>) {
  // The area being drawn; only 'Zapisz obszar wyszukiwania' hands it to the search.
  const [area, setArea] = useState<DrawnArea | undefined>(() => areaOfParams(saved));
  const [shape, setShape] = useState<AreaShape>(area?.shape ?? 'Rectangle');
  return (
    <Stack gap="sm" h="100%">
      <Group gap="sm">
        <SegmentedControl
          aria-label={searchTexts.areaShape}
          data={shapes}
          value={shape}
          onChange={(value) => {
            setShape(value as AreaShape);
            setArea(undefined);
          }}
        />
        <Text size="sm">{shape === 'Polygon' ? searchTexts.polygonHint : searchTexts.mapHint}</Text>
      </Group>
      <div style={{ flex: 1, minHeight: 320, isolation: 'isolate' }}>
        <Suspense
          fallback={
            <Center h="100%">
              <Loader role="status" aria-label="Wczytywanie mapy" />
            </Center>
          }
        >
          <SearchAreaMap area={area} shape={shape} onAreaChange={setArea} />
        </Suspense>
      </div>
      <Group gap="sm">
        {/* Nothing to save before an area is drawn: a removed area is a removed filter chip. */}
        <Button onClick={() => area && onSave(paramsOfArea(area))} disabled={!area}>
          {searchTexts.saveArea}
        </Button>
        <Button variant="default" onClick={() => setArea(undefined)} disabled={!area}>
          {searchTexts.resetArea}
        </Button>
        <Button variant="subtle" onClick={onClose}>
          {searchTexts.back}
        </Button>
      </Group>
    </Stack>
  );
}

export default function SearchAreaDialog({ opened, area, onSave, onClose }: Props) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={searchTexts.mapTitle}
      closeButtonProps={{ 'aria-label': searchTexts.closeMap }}
      fullScreen
      styles={{ body: { height: 'calc(100% - 60px)' } }}
    >
      {opened && <AreaEditor area={area} onSave={onSave} onClose={onClose} />}
    </Modal>
  );
}
