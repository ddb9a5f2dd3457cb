// Why advertise here (spec §1 'benefits'), true to the product's rules: free, unlimited, 6 months, CRM import.
// Plain elements in the look of Mantine's bordered Cards: the home page rendered by the server shows them.
import { integrationTypes, Limits } from '@portal/domain';
import classes from './benefits.module.css';
import { HomeSection } from './home-section.tsx';

const benefits = [
  {
    title: 'Ogłoszenia za darmo',
    text: 'Dodawanie ogłoszeń i konto są całkowicie bezpłatne – bez ukrytych opłat.',
  },
  { title: 'Bez limitu ogłoszeń', text: 'Osoby prywatne i firmy mogą dodać dowolnie wiele ofert.' },
  {
    title: `${Limits.adLifetimeMonths} miesięcy widoczności`,
    text: `Ogłoszenie jest aktywne przez ${Limits.adLifetimeMonths} miesięcy, a jednym kliknięciem odświeżysz je na kolejne.`,
  },
  {
    title: 'Import ofert z programów CRM',
    text: `Biura nieruchomości importują oferty automatycznie przez FTP z systemów: ${integrationTypes.join(', ')}.`,
  },
] as const;

export function Benefits() {
  return (
    <HomeSection id="benefits" title="Dlaczego warto">
      <div className={classes.grid}>
        {benefits.map((benefit) => (
          <div key={benefit.title} className={classes.card}>
            <h3 className={classes.title}>{benefit.title}</h3>
            <p className={classes.text}>{benefit.text}</p>
          </div>
        ))}
      </div>
    </HomeSection>
  );
}
