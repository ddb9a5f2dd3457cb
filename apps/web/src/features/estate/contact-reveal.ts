// Whether the seller's phone and e-mail are shown: one state for the contact section and the phone's sticky bar, so
// revealing in either shows both places and counts the phone once (spec §4: a revealed phone records a view).
import { useState } from 'react';
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
  return {
    isPhoneShown,
    isEmailShown,
    showPhone: () => {
      if (isPhoneShown) return;
      setPhoneShown(true);
      recordView({ estateId, type: 'phone' });
    },
    showEmail: () => setEmailShown(true),
  };
}

export const phoneHref = (phone: string) => `tel:${phone.replace(/\s+/g, '')}`;
