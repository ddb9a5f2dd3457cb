// 'Inne oferty tej nieruchomości': the other listed offers of the property the ad shows, each with its advertiser's
// kind and name, its price and its link; nothing is shown for a property of one offer.
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { formatAdPrice, type OtherOffer, otherOffersHeading, routes, sellerKindLabels } from '@portal/domain';
import { Link } from 'react-router';

export function OtherOffers({ offers }: { offers: OtherOffer[] }) {
  if (offers.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="other-offers" gap={4}>
      <Title order={2} size="h4" id="other-offers">
        {otherOffersHeading}
      </Title>
      <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
        {offers.map((offer) => (
          <li key={offer.estateId}>
            <Anchor component={Link} to={routes.estate(offer.type, offer.title, offer.estateId)} fw={600}>
              {formatAdPrice(offer.price, offer.rent)}
              {offer.seller.name && ` · ${offer.seller.name}`}
            </Anchor>
            <Text size="sm" c="gray.7">
              {sellerKindLabels[offer.seller.kind]}
            </Text>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
