// Wizard step 2 (spec §2, §5): upload, order and delete the ad's photos; at least one is needed to go on.
import { Button, Center, Group, Loader, Stack } from '@mantine/core';
import type { EstateType, Photo } from '@portal/domain';
import { showFlash } from '../../ui/flash.tsx';
import { useDeletePhoto } from './api/delete-photo.ts';
import { useOwnPhotos } from './api/get-own-photos.ts';
import { useSortPhotos } from './api/sort-photos.ts';
import { PhotoDrop } from './photo-drop.tsx';
import { PhotoList } from './photo-list.tsx';
import { wizardTexts } from './wizard-texts.ts';

type Props = { estateId: number; type: EstateType; onDone: () => void };

export function Step2Photos({ estateId, type, onDone }: Props) {
  const photos = useOwnPhotos(estateId);
  const sort = useSortPhotos(estateId);
  const remove = useDeletePhoto(estateId);
  const list: Photo[] = photos.data ?? [];

  const onReorder = (ordered: Photo[]) =>
    sort.mutate(ordered, { onError: () => showFlash('error', wizardTexts.sortFailed) });
  const onDelete = (photoId: number) =>
    remove.mutate(photoId, { onError: () => showFlash('error', wizardTexts.deleteFailed) });
  const onNext = () => {
    if (list.length === 0) showFlash('error', wizardTexts.photoRequired);
    else onDone();
  };

  return (
    <Stack gap="md">
      <PhotoDrop estateId={estateId} photosCount={list.length} />
      {photos.isPending ? (
        <Center>
          <Loader role="status" aria-label="Wczytywanie zdjęć" />
        </Center>
      ) : (
        <PhotoList photos={list} type={type} onReorder={onReorder} onDelete={onDelete} />
      )}
      <Group>
        <Button onClick={onNext}>{wizardTexts.next}</Button>
      </Group>
    </Stack>
  );
}
