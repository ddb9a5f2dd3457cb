// Advice beside a rental ad's contact, where a visitor is about to call or write: the usual rental fraud asks for a
// deposit before a viewing, for a flat that is not the advertiser's to let.
import { Anchor, Paper, Text } from '@mantine/core';
import { safeRentingLocation } from '@portal/domain';
import { Link } from 'react-router';

export const rentSafetyTexts = {
  heading: 'Bezpieczny najem',
  advice:
    'Nie wpłacaj pieniędzy przed obejrzeniem nieruchomości i podpisaniem umowy. Sprawdź numer księgi ' +
    'wieczystej i dowód tożsamości właściciela.',
  more: 'Jak rozpoznać oszustwo?',
};

export function RentSafetyNotice() {
  return (
    <Paper component="section" aria-label={rentSafetyTexts.heading} withBorder p="sm">
      <Text size="sm">
        <Text span fw={700} size="sm">
          {rentSafetyTexts.heading}.
        </Text>{' '}
        {rentSafetyTexts.advice}{' '}
        <Anchor component={Link} to={safeRentingLocation()} size="sm">
          {rentSafetyTexts.more}
        </Anchor>
      </Text>
    </Paper>
  );
}
