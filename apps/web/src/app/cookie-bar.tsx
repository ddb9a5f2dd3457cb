// Spec §4 'Cookie bar': informs about cookies until closed; closing enables analytics (see page-view-tracker).
import { routes } from '@portal/domain';
import buttons from '../ui/plain-button.module.css';
import { RouteLink } from '../ui/route-link.tsx';
import { acceptCookies, useCookieConsent } from './cookie-consent.ts';
import classes from './layout.module.css';

export function CookieBar() {
  const hasConsent = useCookieConsent();
  if (hasConsent) return null;
  return (
    <section className={classes.cookieBar} aria-label="Informacja o plikach cookies">
      <div className={`${classes.container} ${classes.cookieRow}`}>
        <p className={classes.cookieText}>
          Serwis używa plików cookies, aby zapamiętać schowek i sesję oraz mierzyć ruch. Więcej w{' '}
          <RouteLink to={routes.privacy()} discover="none">
            polityce prywatności
          </RouteLink>
          .
        </p>
        <button
          type="button"
          className={`${buttons.button} ${buttons.white} ${buttons.small}`}
          onClick={acceptCookies}
        >
          Rozumiem, zamknij
        </button>
      </div>
    </section>
  );
}
