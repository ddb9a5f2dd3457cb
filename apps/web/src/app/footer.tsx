// The page footer of spec §2: information pages and the attribution the location data licences require.
import { routes } from '@portal/domain';
import { RouteLink } from '../ui/route-link.tsx';
import { siteName } from '../ui/site.ts';
import classes from './layout.module.css';

const links = [
  { label: 'O nas', to: routes.about() },
  { label: 'Regulamin', to: routes.terms() },
  { label: 'Polityka prywatności', to: routes.privacy() },
  { label: 'FAQ', to: routes.faq() },
  { label: 'Import ofert', to: routes.importInfo() },
  { label: 'Przejrzystość', to: routes.transparency() },
  { label: 'Kontakt', to: routes.contact() },
];

export function Footer() {
  return (
    <footer className={classes.footer}>
      <div className={`${classes.container} ${classes.footerColumn}`}>
        <nav aria-label="Informacje" className={classes.footerLinks}>
          {links.map((link) => (
            <RouteLink key={link.to} to={link.to} className={classes.footerLink} discover="none">
              {link.label}
            </RouteLink>
          ))}
        </nav>
        <p className={classes.footerNote}>TERYT © GUS; PRNG © GUGiK (CC BY 4.0); GeoNames (CC BY 4.0)</p>
        <p className={classes.footerNote}>
          © {new Date().getFullYear()} {siteName}. Ogłoszenia nieruchomości za darmo.
        </p>
      </div>
    </footer>
  );
}
