// Route module of '/polityka-prywatnosci': what the portal stores and shows (spec §1, §4; docs/decisions.md).
import { routes } from '@portal/domain';
import { siteName } from '../../ui/site.ts';
import { InfoPage, PageLink } from './info-page.tsx';

export function Component() {
  return (
    <InfoPage title="Polityka prywatności">
      <p>
        Szanujemy Twoją prywatność. Poniżej opisujemy, jakie dane przechowuje {siteName}, po co i komu je
        pokazujemy.
      </p>
      <h2>Jakie dane przechowujemy</h2>
      <ul>
        <li>
          Dane konta: adres e-mail, hasło (wyłącznie w postaci skrótu), numer telefonu oraz imię i nazwisko
          albo nazwę firmy, NIP i adres.
        </li>
        <li>Ogłoszenia wraz ze zdjęciami i lokalizacją nieruchomości.</li>
        <li>Wiadomości wysłane formularzem kontaktowym.</li>
        <li>Liczbę wyświetleń ogłoszenia i odsłon numeru telefonu – jako statystyki dla jego autora.</li>
      </ul>
      <h2>Co jest widoczne publicznie</h2>
      <p>
        Przy ogłoszeniu pokazujemy tylko adres e-mail i numer telefonu autora – i to dopiero po kliknięciu
        przycisku. Nie udostępniamy ani nie sprzedajemy danych osobowych innym firmom.
      </p>
      <h2>Bezpieczeństwo</h2>
      <ul>
        <li>Połączenie z Serwisem jest szyfrowane (HTTPS).</li>
        <li>
          Hasła przechowujemy wyłącznie w postaci jednokierunkowego skrótu – nikt, także my, nie może ich
          odczytać.
        </li>
        <li>Ze zdjęć usuwamy metadane, w tym położenie GPS zapisane przez telefon.</li>
      </ul>
      <h2>Pliki cookies</h2>
      <p>
        Schowek zapisujemy w sesyjnym pliku cookie <code>safe</code>, który znika po zamknięciu przeglądarki.
        Statystyki odwiedzin zbieramy dopiero po zamknięciu informacji o cookies. Szczegóły:{' '}
        <PageLink to={routes.cookies()}>polityka cookies</PageLink>.
      </p>
      <h2>Twoje prawa</h2>
      <p>
        Swoje dane możesz poprawić w edycji profilu, a konto – wraz ze wszystkimi ogłoszeniami – usunąć w
        każdej chwili. W sprawach danych osobowych <PageLink to={routes.contact()}>napisz do nas</PageLink>.
      </p>
    </InfoPage>
  );
}
