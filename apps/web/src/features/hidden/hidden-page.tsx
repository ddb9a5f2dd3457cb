// Route module of '/ukryte': what this browser, or the logged-in account, hides from lists, each with
// 'Pokaż' to show it again.
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { apiPaths, hidingTexts, Limits, routes } from '@portal/domain';
import { useQueries, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import { apiGet } from '../../api/client.ts';
import { useProfile } from '../../api/session.ts';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import { useDocumentTitle } from '../../ui/document-title.ts';
import { showFlash } from '../../ui/flash.tsx';
import { type HiddenKind, syncHiddenFromAccount, useHidden, useSetHidden } from '../../ui/hidden-store.ts';

export const hiddenPageTexts = {
  // Under the page's own heading ('Ukryte ogłoszenia'), which they must not repeat.
  ads: 'Ogłoszenia',
  advertisers: 'Ogłoszeniodawcy',
  empty: 'Nic nie jest ukryte.',
  adNumber: (id: number) => `Ogłoszenie nr ${id} (już niewyświetlane)`,
  advertiserNumber: (id: number) => `Ogłoszeniodawca nr ${id}`,
};

function useAdTitles(ids: readonly number[]) {
  const asked = ids.slice(0, Limits.clipboardRequestMax);
  const { data } = useQuery({
    queryKey: ['estates', 'safe', asked],
    queryFn: ({ signal }) =>
      apiGet(apiPaths.estates.safe(asked), { schema: (schemas) => schemas.EstateCardListSchema, signal }),
    enabled: asked.length > 0,
  });
  return new Map(data?.rows.map((card) => [card.estateId, card]));
}

function useSellerNames(ids: readonly number[]) {
  const answers = useQueries({
    queries: ids.map((id) => ({
      queryKey: ['estates', 'seller', id],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiGet(apiPaths.estates.seller(id), { schema: (schemas) => schemas.SellerSchema, signal }),
    })),
  });
  return new Map(answers.flatMap((answer) => (answer.data ? [[answer.data.userId, answer.data.name]] : [])));
}

function HiddenRow({ label, onShow }: { label: ReactNode; onShow: () => void }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text>{label}</Text>
      <Button variant="default" size="xs" onClick={onShow}>
        {hidingTexts.show}
      </Button>
    </Group>
  );
}

export function Component() {
  useDocumentTitle(hidingTexts.title);
  const profile = useProfile();
  const hidden = useHidden();
  const setHidden = useSetHidden();
  const titles = useAdTitles(hidden.estateIds);
  const names = useSellerNames(hidden.advertiserIds);
  useEffect(() => {
    if (profile) void syncHiddenFromAccount(profile.userId).catch(() => undefined);
  }, [profile]);
  const show = (kind: HiddenKind, id: number) =>
    setHidden(kind, id, false).catch((error: Error) => showFlash('error', error.message));
  const isEmpty = hidden.estateIds.length === 0 && hidden.advertiserIds.length === 0;
  return (
    <Stack gap="lg">
      <Breadcrumbs items={[{ label: hidingTexts.title }]} />
      <Title order={1}>{hidingTexts.title}</Title>
      {isEmpty && <Text>{hiddenPageTexts.empty}</Text>}
      {hidden.estateIds.length > 0 && (
        <Stack gap="xs" component="section" aria-label={hiddenPageTexts.ads}>
          <Title order={2}>{hiddenPageTexts.ads}</Title>
          {hidden.estateIds.map((id) => {
            const card = titles.get(id);
            const label = card ? (
              <Anchor component={Link} to={routes.estate(card.type, card.title, id)}>
                {card.title}
              </Anchor>
            ) : (
              hiddenPageTexts.adNumber(id)
            );
            return <HiddenRow key={id} label={label} onShow={() => void show('estate', id)} />;
          })}
        </Stack>
      )}
      {hidden.advertiserIds.length > 0 && (
        <Stack gap="xs" component="section" aria-label={hiddenPageTexts.advertisers}>
          <Title order={2}>{hiddenPageTexts.advertisers}</Title>
          {hidden.advertiserIds.map((id) => (
            <HiddenRow
              key={id}
              label={
                <Anchor component={Link} to={routes.userAds(id)}>
                  {names.get(id) ?? hiddenPageTexts.advertiserNumber(id)}
                </Anchor>
              }
              onShow={() => void show('advertiser', id)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
