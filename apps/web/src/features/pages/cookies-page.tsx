// Route module of '/polityka-cookies' (linked from the privacy policy; docs/decisions.md).
import { routes } from '@portal/domain';
import { InfoPage, PageLink } from './info-page.tsx';

export function Component() {
  return (
    <InfoPage title="Polityka cookies">
      <p>
        Pliki cookies to małe pliki zapisywane przez przeglądarkę. Używamy ich tylko tam, gdzie są potrzebne
        do działania Serwisu albo gdy się na to zgodzisz.
      </p>
      <h2>Niezbędne</h2>
      <ul>
        <li>
          <code>safe</code> – lista ogłoszeń w schowku niezalogowanego użytkownika (najwyżej 12). Plik
          sesyjny: znika po zamknięciu przeglądarki. Po zalogowaniu ogłoszenia ze schowka przechodzą na konto.
        </li>
        <li>
          <code>ukryte</code> – ogłoszenia i ogłoszeniodawcy ukryci na listach i w wynikach wyszukiwania.
          Ważny rok; po zalogowaniu odtwarzany z konta.
        </li>
        <li>
          Zapamiętanie zamknięcia informacji o cookies oraz dane zalogowania – w pamięci przeglądarki (local
          storage), do wylogowania lub wygaśnięcia sesji.
        </li>
        <li>Postęp dodawania ogłoszenia – w pamięci przeglądarki, do jego zapisania.</li>
      </ul>
      <h2>Statystyki</h2>
      <p>
        Jeśli w Serwisie włączono statystyki odwiedzin, uruchamiamy je dopiero po zamknięciu informacji o
        cookies. Zbierają one adresy odwiedzanych stron, bez danych, które pozwalałyby Cię zidentyfikować.
      </p>
      <h2>Jak usunąć cookies</h2>
      <p>
        Pliki cookies usuniesz w ustawieniach przeglądarki. Po ich usunięciu schowek będzie pusty, a
        informacja o cookies pojawi się ponownie.
      </p>
      <p>
        Więcej o danych, które przechowujemy: <PageLink to={routes.privacy()}>polityka prywatności</PageLink>.
      </p>
    </InfoPage>
  );
}
