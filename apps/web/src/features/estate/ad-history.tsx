// The history of the property an ad shows: since when the portal knows it and how long it is on the market, its
// last price change, and the chart of every offer's prices when they changed.
import { Stack, Text } from '@mantine/core';
import {
  daysOnMarket,
  daysOnMarketText,
  type EstateHistory,
  firstSeenText,
  offerPrices,
  priceChangeText,
} from '@portal/domain';
import { PriceChart } from './price-chart.tsx';

export function AdHistory({ history }: { history: EstateHistory }) {
  const now = new Date();
  const offers = offerPrices(history);
  const change = priceChangeText(history, now);
  const latest = history.events.at(-1);
  const moved = offers.length > 1 || offers.some((offer) => offer.points.length > 1);
  return (
    <Stack gap={4}>
      <Text size="sm">
        {firstSeenText(history.firstSeenDate)} · {daysOnMarketText(daysOnMarket(history, now))}
      </Text>
      {change && (
        <Text size="sm" fw={600}>
          {change}
        </Text>
      )}
      {moved && latest && <PriceChart offers={offers} own={history.offer ?? 1} until={latest.date} />}
    </Stack>
  );
}
