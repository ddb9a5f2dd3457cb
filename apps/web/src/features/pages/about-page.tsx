// Route module of '/o-nas'.
import { routes } from '@portal/domain';
import { siteName } from '../../ui/site.ts';
import { InfoPage, PageLink } from './info-page.tsx';

export function Component() {
  return (
    <InfoPage title="O nas">
      <p>
        {siteName} to bezpłatny serwis ogłoszeń nieruchomości z całej Polski. Znajdziesz tu mieszkania, domy,
        działki, lokale użytkowe i obiekty komercyjne – na sprzedaż i na wynajem.
      </p>
      <h2>Dla kupujących i najemców</h2>
      <p>
        Przeglądanie i wyszukiwanie ofert nie wymaga zakładania konta. Możesz zawęzić wyniki do miejscowości,
        ceny, powierzchni lub obszaru zaznaczonego na mapie, a ciekawe ogłoszenia odłożyć do{' '}
        <PageLink to={routes.clipboard()}>schowka</PageLink>. Dane kontaktowe sprzedającego pokazujemy po
        kliknięciu.
      </p>
      <h2>Dla sprzedających i wynajmujących</h2>
      <p>
        Osoby prywatne i firmy dodają ogłoszenia za darmo i bez limitu ich liczby. Ogłoszenie jest aktywne
        przez 6 miesięcy, a jednym kliknięciem można je odświeżyć na kolejne 6 miesięcy. Biura nieruchomości
        mogą przesyłać oferty automatycznie ze swojego programu – zobacz{' '}
        <PageLink to={routes.importInfo()}>import ofert</PageLink>.
      </p>
      <h2>Prywatność</h2>
      <p>
        Nie udostępniamy Twoich danych osobowych innym firmom. Przy ogłoszeniu widać tylko adres e-mail i
        numer telefonu. Szczegóły opisuje <PageLink to={routes.privacy()}>polityka prywatności</PageLink>.
      </p>
      <p>
        Masz pytanie? Zajrzyj do <PageLink to={routes.faq()}>FAQ</PageLink> albo{' '}
        <PageLink to={routes.contact()}>napisz do nas</PageLink> – odpowiadamy zwykle w ciągu 24 godzin.
      </p>
    </InfoPage>
  );
}
