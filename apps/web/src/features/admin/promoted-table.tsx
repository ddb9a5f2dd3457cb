// The ads promoted now, soonest ending first, each with a button that ends its promotion at once.
import { Anchor, Button, Table, Text } from '@mantine/core';
import { estateTypeInfo, formatDateTime, type PromotedAd, promotionMessages, routes } from '@portal/domain';
import { Link } from 'react-router';
import { showFlash } from '../../ui/flash.tsx';
import { Loading } from '../../ui/loading.tsx';
import { usePromotedAds, useUnpromote } from './api/promotion.ts';
import { failureText } from './failure-text.ts';

function EndButton({ ad }: { ad: PromotedAd }) {
  const mutation = useUnpromote();
  const end = () =>
    mutation.mutate(ad.estateId, {
      onSuccess: () => showFlash('success', promotionMessages.unpromoted),
      onError: (error) => showFlash('error', failureText(promotionMessages.unpromoteFailed, error)),
    });
  return (
    <Button
      size="compact-sm"
      variant="default"
      loading={mutation.isPending}
      onClick={end}
      aria-label={`Zakończ promowanie ogłoszenia ${ad.estateId}`}
    >
      Zakończ
    </Button>
  );
}

export function PromotedTable() {
  const { data, isError } = usePromotedAds();
  if (isError) return <Text>Nie udało się wczytać listy. Spróbuj ponownie później.</Text>;
  if (!data) return <Loading label="Wczytywanie listy promowanych ogłoszeń" />;
  if (data.length === 0) return <Text>Żadne ogłoszenie nie jest teraz promowane.</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped aria-label="Promowane ogłoszenia">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Numer</Table.Th>
            <Table.Th scope="col">Tytuł</Table.Th>
            <Table.Th scope="col">Kategoria</Table.Th>
            <Table.Th scope="col">Promowane do</Table.Th>
            <Table.Th scope="col">Akcja</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.map((ad) => (
            <Table.Tr key={ad.estateId}>
              <Table.Td>{ad.estateId}</Table.Td>
              <Table.Td>
                <Anchor component={Link} to={routes.estate(ad.type, ad.title, ad.estateId)}>
                  {ad.title}
                </Anchor>
              </Table.Td>
              <Table.Td>{estateTypeInfo[ad.type].label}</Table.Td>
              <Table.Td>{ad.promotedUntil ? formatDateTime(ad.promotedUntil) : 'bez końca'}</Table.Td>
              <Table.Td>
                <EndButton ad={ad} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
