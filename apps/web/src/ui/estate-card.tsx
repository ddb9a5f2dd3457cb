// An ad in a list (spec §2 'Ad detail', §9): photo, title link, price, area, city, short description, star.
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import {
  cardPhotoSource,
  type EstateCard as EstateCardData,
  formatArea,
  formatPrice,
  photoUrl,
  routes,
} from '@portal/domain';
import { Link } from 'react-router';
import { ClipboardStar } from '../features/clipboard/clipboard-star.tsx';
import classes from './estate-card.module.css';

type Props = {
  estate: EstateCardData;
  /** Cards in the first screenful load their photo at once; the rest wait until scrolled near. */
  isAboveFold?: boolean;
  /** The first card's photo is the page's largest paint: fetched ahead of the other images. */
  isFirst?: boolean;
};

export function EstateCard({ estate, isAboveFold = false, isFirst = false }: Props) {
  const href = routes.estate(estate.type, estate.title, estate.estateId);
  const isPromoted = estate.promoted === 1;
  return (
    <Card
      component="article"
      withBorder
      padding={0}
      className={classes.card}
      data-promoted={isPromoted || undefined}
    >
      {estate.photo ? (
        <img
          className={classes.photo}
          src={photoUrl(estate.photo, estate.type, 'card')}
          // High-density phones show a card wider than 360 device pixels: they get 750x500.
          {...cardPhotoSource(estate.photo, estate.type)}
          alt={estate.title}
          width={360}
          height={270}
          loading={isAboveFold ? 'eager' : 'lazy'}
          fetchPriority={isAboveFold && isFirst ? 'high' : 'auto'}
          decoding="async"
        />
      ) : (
        <div className={classes.noPhoto}>Brak zdjęcia</div>
      )}
      <Stack gap={6} p="md" style={{ flex: 1 }}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={3} size="h5" lineClamp={2}>
            <Anchor component={Link} to={href} className={classes.title}>
              {estate.title}
            </Anchor>
          </Title>
          <ClipboardStar estateId={estate.estateId} />
        </Group>
        {isPromoted && (
          <Badge color="yellow.4" c="black" variant="filled" size="sm">
            Promowane
          </Badge>
        )}
        <Group gap="md">
          <Text fw={700} c="brand.8">
            {formatPrice(estate.price)}
          </Text>
          <Text>{formatArea(estate.area)}</Text>
        </Group>
        <Text size="sm" fw={500}>
          {estate.city.city}
        </Text>
        <Text size="sm" c="gray.8">
          {estate.description}
        </Text>
      </Stack>
    </Card>
  );
}
