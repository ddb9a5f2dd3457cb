// The seller's contact (spec §4): who they are (their kind; a company's logo and a link to its page), a link to their
// other ads, and phone and e-mail hidden until asked for (a revealed phone counts as a view: contact-reveal.ts), and
// the button that opens the message form.
import { Anchor } from '@mantine/core';
import { agencyTexts, type EstateDetail, routes, sellerKindLabels, userAdsTitle } from '@portal/domain';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import buttons from '../../ui/plain-button.module.css';
import { type ContactReveal, phoneHref } from './contact-reveal.ts';
import classes from './estate-page.module.css';

export const contactTexts = {
  heading: 'Kontakt',
  showPhone: 'Pokaż numer telefonu',
  showEmail: 'Pokaż adres e-mail',
  write: 'Napisz do ogłoszeniodawcy',
  seller: 'Ogłoszeniodawca',
  printNote: 'Numer telefonu i adres e-mail ogłoszeniodawcy znajdziesz na stronie ogłoszenia:',
};

type RevealProps = {
  buttonText: string;
  href: string;
  text: string;
  isShown: boolean;
  onReveal: () => void;
  primary?: boolean;
};

/** A button that turns into the link it hides; focus moves to the link, so a keyboard user is not left nowhere. */
function Reveal({ buttonText, href, text, isShown, onReveal, primary = false }: RevealProps) {
  const [isClicked, setClicked] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (isShown && isClicked) link.current?.focus();
  }, [isShown, isClicked]);

  if (isShown) {
    return (
      <Anchor ref={link} href={href} fw={700} size="lg">
        {text}
      </Anchor>
    );
  }
  return (
    <button
      type="button"
      className={`${buttons.button} ${primary ? buttons.filled : buttons.light} ${classes.noPrint}`}
      onClick={() => {
        setClicked(true);
        onReveal();
      }}
    >
      {buttonText}
    </button>
  );
}

type Props = {
  estate: EstateDetail;
  contact: ContactReveal;
  /** Opens the message form; none in the wizard's preview, whose ad is not online yet. */
  onWrite?: (() => void) | undefined;
};

export function EstateContact({ estate, contact, onWrite }: Props) {
  const { phone, email, name, userId, kind, logo } = estate.user;
  const isCompany = kind !== 'private';
  const isAllShown = contact.isPhoneShown && contact.isEmailShown;
  const origin = useOrigin();
  return (
    <section aria-labelledby="estate-contact" className={classes.section}>
      <h2 className={classes.sectionHeading} id="estate-contact">
        {contactTexts.heading}
      </h2>
      {logo && (
        <img
          className={classes.sellerLogo}
          src={logo}
          alt={agencyTexts.logoAlt(name)}
          width={160}
          height={80}
          loading="lazy"
        />
      )}
      {name && (
        <p className={classes.text}>
          {contactTexts.seller}:{' '}
          <strong>
            {isCompany ? (
              <Anchor component={Link} to={routes.agency(userId, name)}>
                {name}
              </Anchor>
            ) : (
              name
            )}
          </strong>
        </p>
      )}
      <p className={classes.small}>{sellerKindLabels[kind]}</p>
      <div className={classes.contactButtons}>
        <Reveal
          primary
          buttonText={contactTexts.showPhone}
          href={phoneHref(phone)}
          text={phone}
          isShown={contact.isPhoneShown}
          onReveal={contact.showPhone}
        />
        <Reveal
          buttonText={contactTexts.showEmail}
          href={`mailto:${email}`}
          text={email}
          isShown={contact.isEmailShown}
          onReveal={contact.showEmail}
        />
      </div>
      {onWrite && (
        <div className={`${classes.writeRow} ${classes.noPrint}`}>
          <button type="button" className={`${buttons.button} ${classes.outlineButton}`} onClick={onWrite}>
            {contactTexts.write}
          </button>
        </div>
      )}
      {!isAllShown && (
        // Printing reveals the contact (contact-reveal.ts); a printout made before the app starts says where.
        <p className={`${classes.text} ${classes.printOnly}`}>
          {contactTexts.printNote} {origin}
          {routes.estate(estate.type, estate.title, estate.estateId)}
        </p>
      )}
      <Anchor
        component={Link}
        to={isCompany ? routes.agency(userId, name) : routes.userAds(userId)}
        className={classes.noPrint}
      >
        {isCompany ? agencyTexts.allOffers : userAdsTitle(name)}
      </Anchor>
    </section>
  );
}

const never = () => () => {};

/** The site's origin in the browser; the server's render has none, and hydration adds it without a mismatch. */
function useOrigin(): string {
  return useSyncExternalStore(
    never,
    () => window.location.origin,
    () => '',
  );
}
