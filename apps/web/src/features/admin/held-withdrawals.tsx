// The 'Wstrzymane wycofania' section of /admin/importy: a full export that would withdraw many of a company's ads at
// once waits here for the admin, who either withdraws them or keeps them online.
import { Anchor, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { type HeldWithdrawal, routes } from '@portal/domain';
import { Link } from 'react-router';
import { showFlash } from '../../ui/flash.tsx';
import { Loading } from '../../ui/loading.tsx';
import { useDecideWithdrawal, useHeldWithdrawals, type WithdrawalDecision } from './api/held-withdrawals.ts';
import { failureText } from './failure-text.ts';
import { formatDateTime } from './import-texts.ts';

const decisionFailed = 'Nie udało się zapisać decyzji.';

export function withdrawConfirmText(held: HeldWithdrawal): string {
  return `Czy na pewno chcesz wycofać ${held.count} z ${held.activeAds} aktywnych ogłoszeń firmy ${held.companyName}?`;
}

function HeldWithdrawalCard({ held }: { held: HeldWithdrawal }) {
  const mutation = useDecideWithdrawal();
  const decide = (decision: WithdrawalDecision) => {
    if (decision === 'approve' && !window.confirm(withdrawConfirmText(held))) return;
    mutation.mutate(
      { withdrawalId: held.withdrawalId, decision },
      {
        onSuccess: ({ message }) => showFlash('success', message),
        onError: (error) => showFlash('error', failureText(decisionFailed, error)),
      },
    );
  };
  const pending = mutation.isPending ? mutation.variables.decision : undefined;
  return (
    <Paper withBorder p="md" component="article" aria-labelledby={`held-${held.withdrawalId}`}>
      <Stack gap="xs">
        <Title order={3} fz={18} id={`held-${held.withdrawalId}`}>
          {held.companyName}: {held.count} z {held.activeAds} aktywnych ogłoszeń
        </Title>
        <Text size="sm">
          Plik {held.fileName} (login {held.ftpLogin}), {formatDateTime(held.createdAt)}
        </Text>
        {held.sample.length > 0 && (
          <>
            <Text size="sm">Między innymi:</Text>
            <List size="sm">
              {held.sample.map((ad) => (
                <List.Item key={ad.estateId}>
                  <Anchor component={Link} to={routes.estate(ad.type, ad.title, ad.estateId)}>
                    {ad.title}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </>
        )}
        <Group gap="sm">
          <Button
            color="red.9"
            loading={pending === 'approve'}
            disabled={pending === 'reject'}
            onClick={() => decide('approve')}
          >
            Wycofaj ogłoszenia
          </Button>
          <Button
            variant="default"
            loading={pending === 'reject'}
            disabled={pending === 'approve'}
            onClick={() => decide('reject')}
          >
            Zostaw aktywne
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

export function HeldWithdrawals() {
  const { data, isError } = useHeldWithdrawals();
  if (isError) return <Text>Nie udało się wczytać wstrzymanych wycofań. Spróbuj ponownie później.</Text>;
  if (!data) return <Loading label="Wczytywanie wstrzymanych wycofań" />;
  if (data.length === 0) return <Text>Żadne wycofanie nie czeka na decyzję.</Text>;
  return (
    <Stack gap="sm">
      {data.map((held) => (
        <HeldWithdrawalCard key={held.withdrawalId} held={held} />
      ))}
    </Stack>
  );
}
