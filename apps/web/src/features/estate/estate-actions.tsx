// Under the ad's title: its number, sharing and printing it, and hiding it or its advertiser.
import { Button, Group, Text } from '@mantine/core';
import { type EstateDetail, routes } from '@portal/domain';
import { useState } from 'react';
import classes from './estate-page.module.css';
import { HideActions } from './hide-actions.tsx';
import { type ShareOutcome, shareLink } from './share-link.ts';

export const actionTexts = {
  number: (estateId: number) => `Nr ogłoszenia: ${estateId}`,
  share: 'Udostępnij',
  print: 'Drukuj',
  copied: 'Skopiowano link do ogłoszenia.',
  copyFailed: (url: string) => `Nie udało się skopiować linku. Skopiuj go ręcznie: ${url}`,
};

/** `isOwn`: the owner's own ad, which they cannot hide from themselves. */
export function EstateActions({ estate, isOwn }: { estate: EstateDetail; isOwn: boolean }) {
  const [outcome, setOutcome] = useState<{ kind: ShareOutcome; url: string }>();
  const share = async () => {
    const url = new URL(routes.estate(estate.type, estate.title, estate.estateId), window.location.origin)
      .href;
    setOutcome({ kind: await shareLink({ title: estate.title, url }), url });
  };
  return (
    <Group gap="sm" justify="space-between">
      <Text size="sm" c="gray.8">
        {actionTexts.number(estate.estateId)}
      </Text>
      <Group gap="xs" className={classes.noPrint}>
        <Button variant="default" size="xs" onClick={share}>
          {actionTexts.share}
        </Button>
        <Button variant="default" size="xs" onClick={() => window.print()}>
          {actionTexts.print}
        </Button>
      </Group>
      <Text size="sm" role="status" className={classes.noPrint} w="100%">
        {outcome?.kind === 'copied' && actionTexts.copied}
        {outcome?.kind === 'failed' && actionTexts.copyFailed(outcome.url)}
      </Text>
      {!isOwn && (
        <div className={classes.noPrint}>
          <HideActions estate={estate} />
        </div>
      )}
    </Group>
  );
}
