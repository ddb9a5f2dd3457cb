// The ad's photos (spec §2 'Ad detail'): the main photo first, thumbnails, and a full-screen view driven by keys.
import { ActionIcon, Group, Modal, Text, UnstyledButton } from '@mantine/core';
import { type EstateType, galleryPhotoSource, type Photo, photoUrl } from '@portal/domain';
import { useEffect, useState } from 'react';
import classes from './estate-gallery.module.css';

type Props = { photos: readonly Photo[]; type: EstateType; title: string };

export const galleryTexts = {
  previous: 'Poprzednie zdjęcie',
  next: 'Następne zdjęcie',
  enlarge: 'Powiększ zdjęcie',
  noPhotos: 'Brak zdjęć',
};

function Arrows({ onStep }: { onStep: (delta: number) => void }) {
  return (
    <>
      <ActionIcon
        className={classes.previous}
        size="xl"
        variant="white"
        color="dark"
        aria-label={galleryTexts.previous}
        onClick={() => onStep(-1)}
      >
        ‹
      </ActionIcon>
      <ActionIcon
        className={classes.next}
        size="xl"
        variant="white"
        color="dark"
        aria-label={galleryTexts.next}
        onClick={() => onStep(1)}
      >
        ›
      </ActionIcon>
    </>
  );
}

export function EstateGallery({ photos, type, title }: Props) {
  const sorted = [...photos].sort((a, b) => a.sort - b.sort);
  const [index, setIndex] = useState(0);
  const [isFullScreen, setFullScreen] = useState(false);
  const count = sorted.length;
  const current = sorted[Math.min(index, count - 1)];
  const step = (delta: number) => setIndex((value) => (value + delta + count) % count);

  // In the full-screen view the arrow keys browse; Escape is the modal's own.
  // biome-ignore lint/correctness/useExhaustiveDependencies: step only depends on count
  useEffect(() => {
    if (!isFullScreen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') step(-1);
      if (event.key === 'ArrowRight') step(1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isFullScreen, count]);

  if (!current) return <div className={classes.empty}>{galleryTexts.noPhotos}</div>;
  const position = `Zdjęcie ${index + 1} z ${count}`;
  const alt = `${title} – zdjęcie ${index + 1}`;
  const large = photoUrl(current, type, 'large');
  // The stage shows the photo at the layout's width (a phone's full width loads 750x500, not 1280x960).
  const source = galleryPhotoSource(current, type);

  return (
    <section aria-label="Zdjęcia" className={classes.gallery}>
      <div className={classes.stage}>
        <UnstyledButton
          className={classes.enlarge}
          aria-label={`${galleryTexts.enlarge}: ${position}`}
          onClick={() => setFullScreen(true)}
        >
          <img
            className={classes.photo}
            src={large}
            srcSet={source.srcSet}
            sizes={source.sizes}
            alt={alt}
            width={1280}
            height={960}
            fetchPriority={index === 0 ? 'high' : 'auto'}
          />
        </UnstyledButton>
        {count > 1 && <Arrows onStep={step} />}
      </div>
      <Text size="sm" c="gray.8" aria-live="polite">
        {position}
      </Text>
      {count > 1 && (
        <Group gap="xs" className={classes.thumbnails}>
          {sorted.map((photo, photoIndex) => (
            <UnstyledButton
              key={photo.photoId}
              className={classes.thumbnail}
              aria-label={`Pokaż zdjęcie ${photoIndex + 1}`}
              aria-current={photoIndex === index || undefined}
              onClick={() => setIndex(photoIndex)}
            >
              <img src={photoUrl(photo, type, 'card')} alt="" width={96} height={72} loading="lazy" />
            </UnstyledButton>
          ))}
        </Group>
      )}
      <Modal
        opened={isFullScreen}
        onClose={() => setFullScreen(false)}
        fullScreen
        title={position}
        closeButtonProps={{ 'aria-label': 'Zamknij podgląd' }}
        classNames={{ body: classes.fullScreenBody }}
      >
        <div className={classes.fullScreenStage}>
          <img className={classes.fullScreenPhoto} src={large} alt={alt} width={1280} height={960} />
          {count > 1 && <Arrows onStep={step} />}
        </div>
      </Modal>
    </section>
  );
}
