// A phone's bar at the bottom of the ad page: call or write without scrolling back to the contact section. The same
// reveal as the section (contact-reveal.ts): the first tap shows the number and counts it, the next one calls.
import type { EstateDetail } from '@portal/domain';
import classes from './contact-bar.module.css';
import { type ContactReveal, phoneHref } from './contact-reveal.ts';

export const contactBarTexts = {
  label: 'Szybki kontakt',
  call: 'Zadzwoń',
  write: 'Napisz e-mail',
};

type Props = { estate: EstateDetail; contact: ContactReveal };

export function ContactBar({ estate, contact }: Props) {
  const { phone, email } = estate.user;
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
      {contact.isEmailShown ? (
        <a className={classes.secondary} href={`mailto:${email}`}>
          {email}
        </a>
      ) : (
        <button type="button" className={classes.secondary} onClick={contact.showEmail}>
          {contactBarTexts.write}
        </button>
      )}
    </aside>
  );
}
