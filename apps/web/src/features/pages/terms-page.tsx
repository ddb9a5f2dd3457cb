// Route module of '/regulamin': the rules the product actually applies (spec §1, §4, §5, §9).
import { Limits, photoSizeLimit, routes } from '@portal/domain';
import { useRuntimeConfig } from '../../api/runtime-config.ts';
import { siteName } from '../../ui/site.ts';
import { InfoPage, PageLink } from './info-page.tsx';

export function Component() {
  const { removalAfterExpiryMonths } = useRuntimeConfig();
  return (
    <InfoPage title="Regulamin">
      <h2>§ 1. Postanowienia ogólne</h2>
      <ol>
        <li>
          Regulamin określa zasady korzystania z serwisu ogłoszeń nieruchomości {siteName} (dalej: Serwis).
        </li>
        <li>
          Z Serwisu mogą korzystać wyłącznie osoby pełnoletnie. Zakładając konto, potwierdzasz, że masz
          ukończone 18 lat.
        </li>
        <li>Przeglądanie ogłoszeń nie wymaga rejestracji.</li>
      </ol>
      <h2>§ 2. Konto</h2>
      <ol>
        <li>
          Konto może założyć osoba prywatna lub firma. Rejestrację kończy kliknięcie w link wysłany e-mailem.
        </li>
        <li>Użytkownik odpowiada za poufność swojego hasła.</li>
        <li>
          Konto można w każdej chwili usunąć. Usunięcie konta nieodwracalnie usuwa wszystkie ogłoszenia
          użytkownika.
        </li>
      </ol>
      <h2>§ 3. Ogłoszenia</h2>
      <ol>
        <li>Dodawanie ogłoszeń jest bezpłatne, a ich liczba nie jest ograniczona.</li>
        <li>
          Ogłoszenie jest aktywne przez {Limits.adLifetimeMonths} miesięcy od ostatniej aktualizacji. Pełna
          edycja lub odświeżenie przedłuża je o kolejne {Limits.adLifetimeMonths} miesięcy. Odświeżyć można
          ogłoszenie, które ma co najmniej jedno zdjęcie.
        </li>
        <li>
          Ogłoszenie, które wygasło i nie zostało odświeżone, usuwamy po {removalAfterExpiryMonths} miesiącach
          od wygaśnięcia.
        </li>
        <li>
          Do ogłoszenia dodanego w formularzu można dołączyć od {Limits.photos.minPerAd} do{' '}
          {Limits.photos.maxPerAd} zdjęć (JPG, JPEG, PNG lub HEIC, do {photoSizeLimit} każde). Ogłoszenia
          przesyłane przez import mają najwyżej {Limits.photos.maxPerImportedAd} zdjęć.
        </li>
        <li>Ogłoszenie pojawia się w Serwisie od razu lub w ciągu 5 minut od zapisania.</li>
      </ol>
      <h2>§ 4. Treść ogłoszeń</h2>
      <ol>
        <li>
          Ogłoszenie dotyczy jednej, rzeczywiście oferowanej nieruchomości i opisuje ją zgodnie z prawdą.
        </li>
        <li>
          Zdjęcia przedstawiają oferowaną nieruchomość, a użytkownik ma prawo do ich publikacji. Zabronione są
          treści obraźliwe, niezgodne z prawem, reklamy innych usług oraz dane osób trzecich bez ich zgody.
        </li>
        <li>Administrator może usunąć ogłoszenie naruszające regulamin.</li>
        <li>
          Za oszustwo albo poważne lub powtarzające się naruszenia regulaminu Administrator może zablokować
          konto: wszystkie ogłoszenia konta znikają wtedy z Serwisu, a logowanie nie jest możliwe.
        </li>
        <li>
          Każdy może zgłosić ogłoszenie przyciskiem „Zgłoś ogłoszenie”. O decyzji ograniczającej ogłoszenie
          lub konto informujemy ogłoszeniodawcę e-mailem z uzasadnieniem; od decyzji można jeden raz się
          odwołać przez link w tej wiadomości lub w zakładce „Zarządzanie ogłoszeniami”.
        </li>
        <li>
          Liczbę zgłoszeń, podjętych decyzji i odwołań oraz czas rozpatrywania zgłoszeń publikujemy na stronie{' '}
          <PageLink to={routes.transparency()}>Przejrzystość</PageLink>.
        </li>
      </ol>
      <h2>§ 5. Dane osobowe i kontakt</h2>
      <p>
        Zasady przetwarzania danych opisuje <PageLink to={routes.privacy()}>polityka prywatności</PageLink>.
        Uwagi i reklamacje przyjmujemy przez <PageLink to={routes.contact()}>formularz kontaktowy</PageLink>.
      </p>
    </InfoPage>
  );
}
