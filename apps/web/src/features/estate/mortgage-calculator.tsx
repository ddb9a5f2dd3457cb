// The mortgage calculator of a sale ad, a chunk of its own: the price prefilled, the own contribution, the years and
// the rate editable, the monthly instalment computed as the visitor types (@portal/domain mortgage.ts).
import { NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatPrice, loanAmount, MortgageDefaults, MortgageLimits, monthlyInstalment } from '@portal/domain';
import { useState } from 'react';
import { mortgageTexts } from './mortgage-texts.ts';

const asNumber = (value: number | string) => (typeof value === 'number' ? value : Number(value) || 0);

export default function MortgageCalculator({ price }: { price: number }) {
  const [cost, setCost] = useState<number | string>(price);
  const [ownShare, setOwnShare] = useState<number | string>(MortgageDefaults.ownSharePercent);
  const [years, setYears] = useState<number | string>(MortgageDefaults.years);
  const [rate, setRate] = useState<number | string>(MortgageDefaults.ratePercent);
  const loan = loanAmount(asNumber(cost), asNumber(ownShare));
  const instalment = monthlyInstalment(loan, asNumber(rate), asNumber(years));
  const polish = { decimalSeparator: ',', thousandSeparator: ' ' } as const;

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <NumberInput label={mortgageTexts.price} value={cost} onChange={setCost} min={0} {...polish} />
        <NumberInput
          label={mortgageTexts.ownShare}
          value={ownShare}
          onChange={setOwnShare}
          {...MortgageLimits.ownSharePercent}
          clampBehavior="strict"
          {...polish}
        />
        <NumberInput
          label={mortgageTexts.years}
          value={years}
          onChange={setYears}
          {...MortgageLimits.years}
          allowDecimal={false}
          clampBehavior="strict"
        />
        <NumberInput
          label={mortgageTexts.rate}
          value={rate}
          onChange={setRate}
          {...MortgageLimits.ratePercent}
          step={0.1}
          decimalScale={2}
          clampBehavior="strict"
          {...polish}
        />
      </SimpleGrid>
      <Text>
        {mortgageTexts.loan}: <strong>{formatPrice(loan)}</strong>
      </Text>
      <Text fz="lg" role="status">
        {mortgageTexts.instalment}: <strong>{formatPrice(instalment)}</strong>
      </Text>
      <Text size="sm">{mortgageTexts.note}</Text>
    </Stack>
  );
}
