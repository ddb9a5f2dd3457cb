// Under the ad's title: its number, sharing and printing it, and hiding it or its advertiser.
import { type EstateDetail, routes } from '@portal/domain';
import { useState } from 'react';
import classes from './estate-page.module.css';
import { HideActions } from './hide-actions.tsx';
import { type ShareOutcome, shareLink } from './share-link.ts';
import { smallButton } from './small-button.ts';

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
    <div className={classes.actions}>
      <p className={`${classes.small} ${classes.adNumber}`}>{actionTexts.number(estate.estateId)}</p>
      <div className={`${classes.buttonRow} ${classes.noPrint}`}>
        <button type="button" className={smallButton} onClick={share}>
          {actionTexts.share}
        </button>
        <button type="button" className={smallButton} onClick={() => window.print()}>
          {actionTexts.print}
        </button>
      </div>
      <p role="status" className={`${classes.small} ${classes.fullRow} ${classes.noPrint}`}>
        {outcome?.kind === 'copied' && actionTexts.copied}
        {outcome?.kind === 'failed' && actionTexts.copyFailed(outcome.url)}
      </p>
      {!isOwn && (
        <div className={classes.noPrint}>
          <HideActions estate={estate} />
        </div>
      )}
    </div>
  );
}
