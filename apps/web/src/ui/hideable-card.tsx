// A card of a list that its reader may hide ('Ukryj to ogłoszenie'). Once hidden it leaves the list; the
// card just hidden leaves a line with 'Cofnij' in its place until the list is read again.
import { hidingTexts } from '@portal/domain';
import { type ComponentProps, useState } from 'react';
import classes from './estate-card.module.css';
import { EstateCard } from './estate-card.tsx';
import { showFlash } from './flash.tsx';
import { useHidden, useSetHidden } from './hidden-store.ts';

export function HideableEstateCard(props: ComponentProps<typeof EstateCard>) {
  const { estateId } = props.estate;
  const isHidden = useHidden().estateIds.includes(estateId);
  const setHidden = useSetHidden();
  const [isJustHidden, setJustHidden] = useState(false);
  const change = (hide: boolean) => {
    setJustHidden(hide);
    setHidden('estate', estateId, hide).catch((error: Error) => {
      setJustHidden(false);
      showFlash('error', error.message);
    });
  };
  if (!isHidden) return <EstateCard {...props} onHide={() => change(true)} />;
  if (!isJustHidden) return null;
  return (
    <p className={classes.hiddenNotice} role="status">
      {hidingTexts.adHidden}{' '}
      <button type="button" className={classes.textButton} onClick={() => change(false)}>
        {hidingTexts.undo}
      </button>
    </p>
  );
}
