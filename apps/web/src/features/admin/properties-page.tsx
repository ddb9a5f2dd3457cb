// Route module of /admin/nieruchomosci: the property an ad shows, with its offers and how they were joined; the
// admin splits an offer out of a wrong merge ('Rozdziel') or joins a missed one ('Połącz z ogłoszeniem nr …').
import { Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import {
  formatArea,
  formatDate,
  formatDateTime,
  formatPrice,
  type PropertyAdmin,
  propertyAdminTexts as texts,
} from '@portal/domain';
import { type FormEvent, useState } from 'react';
import { showFlash } from '../../ui/flash.tsx';
import { Loading } from '../../ui/loading.tsx';
import { AdminPage } from './admin-page.tsx';
import { useJoinProperties, useProperty, useSplitProperty } from './api/properties.ts';
import { failureText } from './failure-text.ts';

const failed = 'Nie udało się zapisać zmiany.';
const adNumber = (value: string) => (/^\d{1,9}$/.test(value.trim()) ? Number(value) : null);

function OffersTable({ property }: { property: PropertyAdmin }) {
  const split = useSplitProperty();
  const canSplit = property.offers.length > 1;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped aria-label={texts.offersHeading}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Ogłoszenie</Table.Th>
            <Table.Th scope="col">Ogłoszeniodawca</Table.Th>
            <Table.Th scope="col">Cena</Table.Th>
            <Table.Th scope="col">Adres</Table.Th>
            <Table.Th scope="col">Powierzchnia</Table.Th>
            <Table.Th scope="col">Pokoje / piętro</Table.Th>
            <Table.Th scope="col">Zdjęcia</Table.Th>
            <Table.Th scope="col">Od</Table.Th>
            <Table.Th scope="col">Akcja</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {property.offers.map((offer) => (
            <Table.Tr key={offer.historyId}>
              <Table.Td>
                {offer.estateId === null
                  ? texts.deleted
                  : `nr ${offer.estateId}${offer.online ? '' : ` (${texts.offline})`}`}
              </Table.Td>
              <Table.Td>{offer.advertiser}</Table.Td>
              <Table.Td>{offer.price === null ? '—' : formatPrice(offer.price)}</Table.Td>
              <Table.Td>{offer.address || '—'}</Table.Td>
              <Table.Td>{formatArea(offer.area)}</Table.Td>
              <Table.Td>{`${offer.rooms ?? '—'} / ${offer.floor ?? '—'}`}</Table.Td>
              <Table.Td>{offer.photos}</Table.Td>
              <Table.Td>{formatDate(offer.firstSeenAt)}</Table.Td>
              <Table.Td>
                {canSplit && offer.estateId !== null && (
                  <Button
                    size="compact-sm"
                    variant="default"
                    loading={split.isPending && split.variables === offer.estateId}
                    aria-label={`${texts.split}: ogłoszenie nr ${offer.estateId}`}
                    onClick={() =>
                      split.mutate(offer.estateId!, {
                        onSuccess: () => showFlash('success', texts.wasSplit),
                        onError: (error) => showFlash('error', failureText(failed, error)),
                      })
                    }
                  >
                    {texts.split}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function JoinForm({ estateId }: { estateId: number }) {
  const join = useJoinProperties();
  const [other, setOther] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const otherEstateId = adNumber(other);
    if (otherEstateId === null) return showFlash('error', 'Podaj numer ogłoszenia.');
    join.mutate(
      { estateId, otherEstateId },
      {
        onSuccess: () => {
          showFlash('success', texts.wasJoined);
          setOther('');
        },
        onError: (error) => showFlash('error', failureText(failed, error)),
      },
    );
  };
  return (
    <form onSubmit={submit} aria-label={texts.join}>
      <Group align="end">
        <TextInput
          label={texts.join}
          inputMode="numeric"
          value={other}
          onChange={(event) => setOther(event.currentTarget.value)}
        />
        <Button type="submit" loading={join.isPending}>
          {texts.joinButton}
        </Button>
      </Group>
    </form>
  );
}

function MatchesTable({ property }: { property: PropertyAdmin }) {
  if (!property.matches.length) return <Text>Oferty nie były łączone ani rozdzielane.</Text>;
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table aria-label={texts.matchesHeading}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Kiedy</Table.Th>
            <Table.Th scope="col">Zmiana</Table.Th>
            <Table.Th scope="col">Kto</Table.Th>
            <Table.Th scope="col">Punkty</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {property.matches.map((match) => (
            <Table.Tr key={`${match.historyId}-${match.at}`}>
              <Table.Td>{formatDateTime(match.at)}</Table.Td>
              <Table.Td>{match.action === 'joined' ? texts.joined : texts.splitDone}</Table.Td>
              <Table.Td>{match.byAdmin ? texts.byAdmin : texts.byMatcher}</Table.Td>
              <Table.Td>{match.score ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function PropertyOfAd({ estateId }: { estateId: number }) {
  const { data, error } = useProperty(estateId);
  if (error) return <Text>{failureText('Nie udało się wczytać nieruchomości.', error)}</Text>;
  if (!data) return <Loading label="Wczytywanie nieruchomości" />;
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {texts.heading(data.propertyId)}
      </Title>
      <Text>Na portalu od {formatDate(data.firstSeenAt)}</Text>
      <OffersTable property={data} />
      <JoinForm estateId={estateId} />
      <Title order={3} size="h4">
        {texts.matchesHeading}
      </Title>
      <MatchesTable property={data} />
    </Stack>
  );
}

export function Component() {
  const [typed, setTyped] = useState('');
  const [estateId, setEstateId] = useState<number | null>(null);
  const show = (event: FormEvent) => {
    event.preventDefault();
    setEstateId(adNumber(typed));
  };
  return (
    <AdminPage title="Nieruchomości" wide>
      <form onSubmit={show} aria-label="Wyszukiwanie nieruchomości ogłoszenia">
        <Group align="end">
          <TextInput
            label="Numer ogłoszenia"
            inputMode="numeric"
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
          />
          <Button type="submit">Pokaż</Button>
        </Group>
      </form>
      {estateId !== null && <PropertyOfAd estateId={estateId} />}
    </AdminPage>
  );
}
