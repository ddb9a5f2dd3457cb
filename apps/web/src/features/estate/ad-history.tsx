// An ad's history on its page (issue 23): since when the portal knows it, its last price change, and the chart of
// its prices when they changed.
import { Stack, Text } from '@mantine/core';
import { type EstateHistory, firstSeenText, priceChangeText, pricePoints } from '@portal/domain';
import { PriceChart } from './price-chart.tsx';

export function AdHistory({ history }: { history: EstateHistory }) {
  const points = pricePoints(history);
  const change = priceChangeText(history, new Date());
  const latest = history.events.at(-1);
  return (
    <Stack gap={4}>
      <Text size="sm">{firstSeenText(history.firstSeenDate)}</Text>
      {change && (
        <Text size="sm" fw={600}>
          {change}
        </Text>
      )}
      {points.length > 1 && latest && <PriceChart points={points} until={latest.date} />}
    </Stack>
  );
}
