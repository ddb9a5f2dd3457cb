// On the ad page: hide this ad or every ad of its advertiser from my lists, with 'Cofnij' right after.
import { Button } from '@mantine/core';
import { type EstateDetail, hidingTexts, routes } from '@portal/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { showFlash } from '../../ui/flash.tsx';
import { type HiddenKind, useHidden, useSetHidden } from '../../ui/hidden-store.ts';
import classes from './estate-page.module.css';
import { smallButton } from './small-button.ts';

export const hideActionTexts = {
  hiddenList: 'Zobacz ukryte',
};

export function HideActions({ estate }: { estate: EstateDetail }) {
  const hidden = useHidden();
  const setHidden = useSetHidden();
  const [last, setLast] = useState<HiddenKind>();
  const ids = { estate: estate.estateId, advertiser: estate.user.userId };
  const isHidden = (kind: HiddenKind) =>
    (kind === 'estate' ? hidden.estateIds : hidden.advertiserIds).includes(ids[kind]);
  const change = (kind: HiddenKind, hide: boolean) => {
    setLast(hide ? kind : undefined);
    setHidden(kind, ids[kind], hide).catch((error: Error) => {
      setLast(undefined);
      showFlash('error', error.message);
    });
  };
  return (
    <div className={classes.buttonRow}>
      {!isHidden('estate') && (
        <button type="button" className={smallButton} onClick={() => change('estate', true)}>
          {hidingTexts.hideAd}
        </button>
      )}
      {!isHidden('advertiser') && (
        <button type="button" className={smallButton} onClick={() => change('advertiser', true)}>
          {hidingTexts.hideAdvertiser}
        </button>
      )}
      <p role="status" className={`${classes.small} ${classes.fullRow}`}>
        {last && isHidden(last) && (
          <>
            {last === 'estate' ? hidingTexts.adHidden : hidingTexts.advertiserHidden}{' '}
            <Button variant="subtle" size="compact-sm" onClick={() => change(last, false)}>
              {hidingTexts.undo}
            </Button>{' '}
            <Link to={routes.hidden()}>{hideActionTexts.hiddenList}</Link>
          </>
        )}
      </p>
    </div>
  );
}
