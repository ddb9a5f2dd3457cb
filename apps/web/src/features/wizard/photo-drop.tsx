// The drop zone of wizard step 2 (spec §2, §5): drag-and-drop or the file picker, several files at once, a
// progress bar per file being sent, and the messages of spec §8 for refused files.
import '@mantine/dropzone/styles.layer.css';
import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { showFlash } from '../../ui/flash.tsx';
import { ownPhotosQuery } from './api/get-own-photos.ts';
import { refusalOf, uploadPhotos } from './api/upload-photos.ts';
import { photoAccept, selectPhotoFiles } from './photo-selection.ts';
import { wizardTexts } from './wizard-texts.ts';

type Sending = { name: string; percent: number };

const showErrors = (messages: readonly string[]) => {
  for (const message of messages) showFlash('error', message);
};

export function PhotoDrop({ estateId, photosCount }: { estateId: number; photosCount: number }) {
  const queryClient = useQueryClient();
  const [sending, setSending] = useState<Sending[]>([]);
  const openRef = useRef<() => void>(null);

  // All the refusals of one drop appear together, one per file: those found here and those the server gives.
  const onDrop = async (files: File[]) => {
    const { accepted, messages } = selectPhotoFiles(files, photosCount);
    if (accepted.length === 0) return showErrors(messages);
    setSending(accepted.map((file) => ({ name: file.name, percent: 0 })));
    const onProgress = (index: number, percent: number) =>
      setSending((current) => current.map((item, i) => (i === index ? { ...item, percent } : item)));
    try {
      const { photos, refusals } = await uploadPhotos(
        estateId,
        accepted,
        onProgress,
        wizardTexts.uploadFailed,
      );
      showErrors([...messages, ...refusals]);
      if (photos) queryClient.setQueryData(ownPhotosQuery(estateId).queryKey, photos);
    } catch (error) {
      console.error(error);
      showErrors([...messages, refusalOf(error, wizardTexts.uploadFailed)]);
      // Some files may have made it: show what the ad has now.
      await queryClient.invalidateQueries({ queryKey: ownPhotosQuery(estateId).queryKey });
    } finally {
      setSending([]);
    }
  };

  return (
    <Stack gap="sm">
      <Dropzone
        onDrop={(files) => void onDrop(files)}
        multiple
        loading={sending.length > 0}
        openRef={openRef}
        // The area is for the mouse and touch; keyboard users get the button below (a focusable area would
        // nest the hidden file input inside an interactive control).
        activateOnKeyboard={false}
        inputProps={{ accept: photoAccept, 'aria-label': wizardTexts.choosePhotos }}
      >
        <Group justify="center" mih={120} style={{ pointerEvents: 'none' }}>
          <Stack gap={4} align="center">
            <Text size="lg" ta="center">
              {wizardTexts.dropHere}
            </Text>
            <Text size="sm" c="gray.7" ta="center">
              {wizardTexts.sizeHint}
            </Text>
          </Stack>
        </Group>
      </Dropzone>
      <Group>
        <Button variant="light" onClick={() => openRef.current?.()} disabled={sending.length > 0}>
          {wizardTexts.choosePhotos}
        </Button>
      </Group>
      {sending.map((item) => (
        <Stack key={item.name} gap={2}>
          <Text size="sm">{item.name}</Text>
          <Progress value={item.percent} aria-label={`Wysyłanie pliku ${item.name}`} />
        </Stack>
      ))}
    </Stack>
  );
}
