import { routes, siteName } from '@portal/domain';

export const siteDescription =
  'Darmowe ogłoszenia nieruchomości: mieszkania, domy, działki, lokale i obiekty na sprzedaż i wynajem.';

/** Info pages: indexed, listed in the sitemap, with their own titles. */
export const infoPages: Record<string, { title: string; description: string }> = {
  [routes.about()]: { title: 'O nas', description: `${siteName}: bezpłatny serwis ogłoszeń nieruchomości.` },
  [routes.terms()]: { title: 'Regulamin', description: `Regulamin serwisu ${siteName}.` },
  [routes.privacy()]: {
    title: 'Polityka prywatności',
    description: `Polityka prywatności i plików cookies serwisu ${siteName}.`,
  },
  [routes.cookies()]: {
    title: 'Polityka cookies',
    description: `Jakie pliki cookies zapisuje serwis ${siteName} i po co.`,
  },
  [routes.faq()]: { title: 'FAQ', description: `Najczęściej zadawane pytania o serwis ${siteName}.` },
  [routes.importInfo()]: {
    title: 'Import ofert',
    description: 'Automatyczny import ofert biur nieruchomości z systemów CRM przez FTP.',
  },
  [routes.transparency()]: {
    title: 'Przejrzystość',
    description: `Zgłoszenia, decyzje moderacji i odwołania w serwisie ${siteName}: liczby z każdego miesiąca.`,
  },
  [routes.contact()]: {
    title: 'Kontakt',
    description: `Napisz do nas: formularz kontaktowy serwisu ${siteName}.`,
  },
};
