// The link to the ad wizard step 3 has just published, shown under the flash that says it is online (a flash holds
// text only). The wizard hands the ad over in the navigation's state, so a later visit shows nothing.
import { Anchor, Text } from '@mantine/core';
import { type EstateDetail, type EstateType, estateTypes, routes } from '@portal/domain';
import { Link, useLocation } from 'react-router';
import { myEstatesTexts as texts } from './my-estates-texts.ts';

type Published = { estateId: number; type: EstateType; title: string };

/** The navigation state that makes /zarzadzaj-ogloszeniami link to the ad just published. */
export function publishedState(estate: Pick<EstateDetail, 'estateId' | 'type' | 'title'>) {
  const published: Published = { estateId: estate.estateId, type: estate.type, title: estate.title };
  return { published };
}

function readPublished(state: unknown): Published | null {
  if (typeof state !== 'object' || state === null || !('published' in state)) return null;
  const { estateId, type, title } = (state.published ?? {}) as Record<string, unknown>;
  if (typeof estateId !== 'number' || typeof title !== 'string') return null;
  const knownType = estateTypes.find((known) => known === type);
  return knownType ? { estateId, type: knownType, title } : null;
}

export function PublishedNotice() {
  const published = readPublished(useLocation().state);
  if (!published) return null;
  return (
    <Text>
      {texts.seePublished}{' '}
      <Anchor component={Link} to={routes.estate(published.type, published.title, published.estateId)}>
        {published.title}
      </Anchor>
    </Text>
  );
}
