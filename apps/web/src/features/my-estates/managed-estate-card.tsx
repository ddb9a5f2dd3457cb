// One of the user's ads on /zarzadzaj-ogloszeniami (spec §2, §4): status, expiry, views and the owner's actions.
import { Anchor, Badge, Button, Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import {
  formatAdPrice,
  formatDateTime,
  type ManagedEstateCard,
  photoUrl,
  riskReviewTexts,
  routes,
} from '@portal/domain';
import { Link } from 'react-router';
import { myEstatesTexts as texts } from './my-estates-texts.ts';

type Props = { estate: ManagedEstateCard; onDelete: (estateId: number) => void };

type State = 'active' | 'draft' | 'expired';

function stateOf(estate: ManagedEstateCard): State {
  if (estate.active === 1) return 'active';
  return estate.draft ? 'draft' : 'expired';
}

const stateLabels: Record<State, string> = {
  active: texts.active,
  draft: texts.draft,
  expired: texts.inactive,
};

/**
 * Where the ad stands: online until a date, never published, or no longer online (expired, or an imported offer its
 * agency withdrew before its expiry).
 */
function lifetimeText(state: State, expirationDate: string): string {
  const date = formatDateTime(expirationDate);
  if (state === 'active') return `${texts.expires}: ${date}`;
  if (state === 'draft') return texts.draftState;
  return Date.parse(expirationDate) <= Date.now() ? `${texts.expiredOn} ${date}` : texts.withdrawn;
}

function Status({ state }: { state: State }) {
  const label = stateLabels[state];
  return (
    <Tooltip label={label} withArrow>
      <Badge
        tabIndex={0}
        role="img"
        aria-label={label}
        circle
        size="sm"
        color={state === 'active' ? 'green.8' : 'gray.7'}
      />
    </Tooltip>
  );
}

export function ManagedEstateCardView({ estate, onDelete }: Props) {
  const state = stateOf(estate);
  // An ad held for verification is not public yet: its page would be a 404, so the title links nowhere.
  const isActive = state === 'active' && !estate.underReview;
  const label = `${texts.remove}: ${estate.title}`;
  return (
    <Card component="article" withBorder padding="md" aria-label={estate.title}>
      <Group align="flex-start" wrap="wrap" gap="md">
        {estate.photo ? (
          <img src={photoUrl(estate.photo, estate.type, 'card')} alt="" width={180} height={135} />
        ) : (
          <Text w={180} ta="center" c="gray.7">
            {texts.noPhoto}
          </Text>
        )}
        <Stack gap={6} style={{ flex: 1, minWidth: 220 }}>
          <Group gap="xs" wrap="nowrap">
            <Status state={state} />
            <Title order={2} size="h4">
              {/* Spec §4: an inactive ad cannot be opened from the list. */}
              {isActive ? (
                <Anchor component={Link} to={routes.estate(estate.type, estate.title, estate.estateId)}>
                  {estate.title}
                </Anchor>
              ) : (
                estate.title
              )}
            </Title>
          </Group>
          <Text fw={700}>{formatAdPrice(estate.price, estate.rent)}</Text>
          <Text size="sm" fw={isActive ? undefined : 700}>
            {lifetimeText(state, estate.expirationDate)}
          </Text>
          {estate.underReview && (
            <Text size="sm" c="orange.9" role="status">
              <strong>{riskReviewTexts.waiting}</strong>. {riskReviewTexts.expected}
            </Text>
          )}
          <Text size="sm">
            {texts.pages}: {estate.views.pages}, {texts.phones}: {estate.views.phones}, {texts.messages}:{' '}
            {estate.views.messages}
          </Text>
          <Group gap="xs" mt="xs">
            <Button
              component={Link}
              to={routes.editWizard(estate.estateId, 1)}
              size="xs"
              variant="light"
              aria-label={`${texts.edit}: ${estate.title}`}
            >
              {texts.edit}
            </Button>
            {/* Spec §4: refresh is offered only for an ad with at least one photo; a draft is published by the
                wizard, after its preview. */}
            {estate.photosCount > 0 && !estate.draft && (
              <Button
                component={Link}
                to={routes.refresh(estate.estateId)}
                size="xs"
                variant="light"
                aria-label={`${texts.refresh}: ${estate.title}`}
              >
                {texts.refresh}
              </Button>
            )}
            <Button
              size="xs"
              variant="light"
              color="red"
              aria-label={label}
              onClick={() => onDelete(estate.estateId)}
            >
              {texts.remove}
            </Button>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
