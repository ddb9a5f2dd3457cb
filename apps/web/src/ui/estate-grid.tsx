// A responsive grid of ad cards (one column on a phone), with skeleton cards while the list loads. The columns are
// the module's CSS, by the grid's own width: Mantine's SimpleGrid writes a <style> element into the page per grid.
import { Card, Skeleton, Stack } from '@mantine/core';
import type { EstateCard as EstateCardData } from '@portal/domain';
import classes from './estate-grid.module.css';
import { HideableEstateCard } from './hideable-card.tsx';

type Props = {
  estates: readonly EstateCardData[] | undefined;
  isLoading: boolean;
  /** How many skeleton cards stand in for the list while it loads (spec §2: 8 promoted, 4 recent, 8 or 20). */
  placeholders: number;
  /** Whether the grid starts in the first screenful, so its photos should not wait for scrolling. */
  isAboveFold?: boolean;
  /** A word on a card of its own (the favourites' 'Cena obniżona o …'). */
  markOf?: (estate: EstateCardData) => string | undefined;
};

// One row on the widest layout: the cards a first screenful can show, whose photos should not wait.
const firstScreenful = 4;

function CardSkeleton() {
  return (
    <Card withBorder padding={0} aria-hidden="true">
      <Skeleton style={{ aspectRatio: '4 / 3' }} radius={0} />
      <Stack gap="xs" p="md">
        <Skeleton height={18} width="80%" />
        <Skeleton height={14} width="50%" />
        <Skeleton height={12} />
        <Skeleton height={12} width="90%" />
      </Stack>
    </Card>
  );
}

export function EstateGrid({ estates, isLoading, placeholders, isAboveFold = false, markOf }: Props) {
  if (isLoading) {
    return (
      <div className={classes.frame}>
        {/* A status, because a plain element may not carry a label (axe aria-prohibited-attr). */}
        <div className={classes.grid} role="status" aria-busy="true" aria-label="Wczytywanie ogłoszeń">
          {Array.from({ length: placeholders }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <CardSkeleton key={index} />
          ))}
        </div>
      </div>
    );
  }
  return (
    <div className={classes.frame}>
      <div className={classes.grid}>
        {estates?.map((estate, index) => (
          <HideableEstateCard
            key={estate.estateId}
            estate={estate}
            isAboveFold={isAboveFold && index < firstScreenful}
            isFirst={index === 0}
            mark={markOf?.(estate)}
          />
        ))}
      </div>
    </div>
  );
}
