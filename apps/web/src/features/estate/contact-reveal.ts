// Whether the seller's phone and e-mail are shown: one state for the contact section and the phone's sticky bar, so
// revealing in either shows both places and counts the phone once (spec §4: a revealed phone records a view).
import { useEffect, useEffectEvent, useState } from 'react';
import { flushSync } from 'react-dom';
import { recordView } from './api/record-view.ts';

export type ContactReveal = {
  isPhoneShown: boolean;
  isEmailShown: boolean;
  showPhone: () => void;
  showEmail: () => void;
};

export function useContactReveal(estateId: number): ContactReveal {
  const [isPhoneShown, setPhoneShown] = useState(false);
  const [isEmailShown, setEmailShown] = useState(false);
  const showPhone = () => {
    if (isPhoneShown) return;
    setPhoneShown(true);
    recordView({ estateId, type: 'phone' });
  };
  const showEmail = () => setEmailShown(true);
  usePrintReveal(() => {
    showPhone();
    showEmail();
  });
  return { isPhoneShown, isEmailShown, showPhone, showEmail };
}

/**
 * A printout is read away from the page, where no button can be pressed: printing reveals the contact as the
 * buttons do (the phone counted once). 'beforeprint' comes from the browser's print command and from
 * window.print() (the page's 'Drukuj'); the reveal renders at once, as the printout is laid out right after it.
 */
function usePrintReveal(reveal: () => void) {
  const onPrint = useEffectEvent(() => flushSync(reveal));
  useEffect(() => {
    const listener = () => onPrint();
    window.addEventListener('beforeprint', listener);
    return () => window.removeEventListener('beforeprint', listener);
  }, []);
}

export const phoneHref = (phone: string) => `tel:${phone.replace(/\s+/g, '')}`;
