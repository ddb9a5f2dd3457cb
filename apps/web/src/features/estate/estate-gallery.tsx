// The ad's photos (spec §2 'Ad detail'): the main photo first on a strip a finger swipes, arrows and thumbnails,
// and a full-screen view driven by keys.
import { ActionIcon, Modal } from '@mantine/core';
import { type EstateType, galleryPhotoSource, type Photo, photoUrl } from '@portal/domain';
import { useEffect, useRef, useState } from 'react';
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
  // The full-screen view is mounted from its first opening on: the server's page and most visits never open it.
  const [hasOpened, setOpened] = useState(false);
  const open = () => {
    setOpened(true);
    setFullScreen(true);
  };
  const track = useRef<HTMLDivElement>(null);
  const count = sorted.length;
  const current = sorted[Math.min(index, count - 1)];

  const show = (target: number) => {
    setIndex(target);
    const element = track.current;
    element?.scrollTo?.({ left: target * element.clientWidth, behavior: 'smooth' });
  };
  const step = (delta: number) => show((index + delta + count) % count);
  // A swipe scrolls the track; the photo that snaps into place becomes the current one.
  const onScroll = () => {
    const element = track.current;
    if (!element || element.clientWidth === 0) return;
    const shown = Math.round(element.scrollLeft / element.clientWidth);
    if (shown !== index && shown >= 0 && shown < count) setIndex(shown);
  };

  // In the full-screen view the arrow keys browse; Escape is the modal's own.
  // biome-ignore lint/correctness/useExhaustiveDependencies: step only depends on index and count
  useEffect(() => {
    if (!isFullScreen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') step(-1);
      if (event.key === 'ArrowRight') step(1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isFullScreen, index, count]);

  if (!current) return <div className={classes.empty}>{galleryTexts.noPhotos}</div>;
  const position = (at: number) => `Zdjęcie ${at + 1} z ${count}`;
  const alt = (at: number) => `${title} – zdjęcie ${at + 1}`;

  return (
    <section aria-label="Zdjęcia" className={classes.gallery}>
      <div className={classes.stage}>
        {/* Every photo on one scroll-snapped strip: a finger swipes between them, the arrows scroll it. Only the
            current one is offered to assistive technology; the others are scrolled past. */}
        <div ref={track} className={classes.track} onScroll={onScroll}>
          {sorted.map((photo, at) => (
            <Slide
              key={photo.photoId}
              photo={photo}
              type={type}
              alt={alt(at)}
              label={`${galleryTexts.enlarge}: ${position(at)}`}
              isCurrent={at === index}
              isFirst={at === 0}
              onOpen={open}
            />
          ))}
        </div>
        {count > 1 && <Arrows onStep={step} />}
      </div>
      <p aria-live="polite" className={classes.position}>
        {position(index)}
      </p>
      {count > 1 && (
        <div className={classes.thumbnails}>
          {sorted.map((photo, photoIndex) => (
            <button
              type="button"
              key={photo.photoId}
              className={`${classes.plainButton} ${classes.thumbnail}`}
              aria-label={`Pokaż zdjęcie ${photoIndex + 1}`}
              aria-current={photoIndex === index || undefined}
              onClick={() => show(photoIndex)}
            >
              <img src={photoUrl(photo, type, 'card')} alt="" width={96} height={72} loading="lazy" />
            </button>
          ))}
        </div>
      )}
      {hasOpened && (
        <Modal
          opened={isFullScreen}
          onClose={() => setFullScreen(false)}
          fullScreen
          title={position(index)}
          closeButtonProps={{ 'aria-label': 'Zamknij podgląd' }}
          classNames={{ body: classes.fullScreenBody }}
        >
          <div className={classes.fullScreenStage}>
            <img
              className={classes.fullScreenPhoto}
              src={photoUrl(current, type, 'large')}
              alt={alt(index)}
              width={1280}
              height={960}
            />
            {count > 1 && <Arrows onStep={step} />}
          </div>
        </Modal>
      )}
    </section>
  );
}

type SlideProps = {
  photo: Photo;
  type: EstateType;
  alt: string;
  label: string;
  isCurrent: boolean;
  isFirst: boolean;
  onOpen: () => void;
};

function Slide({ photo, type, alt, label, isCurrent, isFirst, onOpen }: SlideProps) {
  // The stage shows the photo at the layout's width (a phone's full width loads 750x500, not 1280x960).
  const source = galleryPhotoSource(photo, type);
  return (
    <button
      type="button"
      className={`${classes.plainButton} ${classes.slide}`}
      aria-label={label}
      aria-hidden={!isCurrent || undefined}
      tabIndex={isCurrent ? undefined : -1}
      onClick={onOpen}
    >
      <img
        className={classes.photo}
        src={photoUrl(photo, type, 'large')}
        srcSet={source.srcSet}
        sizes={source.sizes}
        alt={alt}
        width={1280}
        height={960}
        // The first photo is the page's largest paint; the others load as the strip nears them.
        loading={isFirst ? undefined : 'lazy'}
        fetchPriority={isFirst ? 'high' : undefined}
      />
    </button>
  );
}
