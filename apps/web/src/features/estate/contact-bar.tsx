// A phone's bar at the bottom of the ad page: call or write without scrolling back to the contact section. The same
// reveal as the section (contact-reveal.ts): the first tap shows the number and counts it, the next one calls;
// 'Napisz' opens the message form.
import type { EstateDetail } from '@portal/domain';
import classes from './contact-bar.module.css';
import { type ContactReveal, phoneHref } from './contact-reveal.ts';

export const contactBarTexts = {
  label: 'Szybki kontakt',
  call: 'Zadzwoń',
  write: 'Napisz wiadomość',
};

type Props = { estate: EstateDetail; contact: ContactReveal; onWrite: () => void };

export function ContactBar({ estate, contact, onWrite }: Props) {
  const { phone } = estate.user;
  return (
    <aside aria-label={contactBarTexts.label} className={classes.bar}>
      {contact.isPhoneShown ? (
        <a className={classes.primary} href={phoneHref(phone)}>
          {contactBarTexts.call}: {phone}
        </a>
      ) : (
        <button type="button" className={classes.primary} onClick={contact.showPhone}>
          {contactBarTexts.call}
        </button>
      )}
      <button type="button" className={classes.secondary} onClick={onWrite}>
        {contactBarTexts.write}
      </button>
    </aside>
  );
}
