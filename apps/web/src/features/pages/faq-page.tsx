// Route module of '/faq': questions answered by the product's real rules (spec §1, §4, §9).
import { Limits, routes, safeRentingSection } from '@portal/domain';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { InfoPage, PageLink } from './info-page.tsx';

export function Component() {
  const { hash } = useLocation();
  // The router scrolls to a fragment before this lazy page has rendered; a link from an ad's notice ends here.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  return (
    <InfoPage title="FAQ – najczęściej zadawane pytania">
      <h2>Czy dodanie ogłoszenia jest płatne?</h2>
      <p>
        Nie. Ogłoszenia dodajesz za darmo i bez limitu ich liczby. Wystarczy{' '}
        <PageLink to={routes.register()}>założyć konto</PageLink> i wybrać „Dodaj ogłoszenie”.
      </p>

      <h2>Jak działa schowek?</h2>
      <p>
        Gwiazdka przy ogłoszeniu dodaje je do <PageLink to={routes.clipboard()}>schowka</PageLink>, a ponowne
        kliknięcie usuwa. W schowku mieści się najwyżej {Limits.clipboardMax} ogłoszeń – po dodaniu kolejnego
        najstarsze jest usuwane. Schowek działa bez logowania i jest przechowywany do zamknięcia przeglądarki.
      </p>

      <h2>Jak promować ogłoszenie?</h2>
      <p>Promowane ogłoszenia są wyświetlane na początku list i wyróżnione. Promocja jest bezpłatna:</p>
      <ol>
        <li>Dodaj ogłoszenie.</li>
        <li>Polub profil serwisu w mediach społecznościowych.</li>
        <li>
          Wyślij nam e-mail ze swoim imieniem (nazwą, pod którą polubiłeś profil) i linkiem do ogłoszenia –
          adres znajdziesz na stronie <PageLink to={routes.contact()}>Kontakt</PageLink>.
        </li>
        <li>Poczekaj 24–48 godzin na potwierdzenie lub odrzucenie zgłoszenia.</li>
      </ol>

      <h2>Jak długo ogłoszenie jest aktywne?</h2>
      <p>
        {Limits.adLifetimeMonths} miesięcy od ostatniej aktualizacji. W zakładce „Zarządzanie ogłoszeniami”
        możesz je odświeżyć – będzie aktywne przez kolejne {Limits.adLifetimeMonths} miesięcy. Odświeżyć można
        ogłoszenie, które ma co najmniej jedno zdjęcie. Ogłoszenie nieodświeżone usuwamy{' '}
        {Limits.removalAfterExpiryMonths} miesięcy po wygaśnięciu.
      </p>

      <h2>Ile zdjęć mogę dodać?</h2>
      <p>
        W formularzu dodasz od {Limits.photos.minPerAd} do {Limits.photos.maxPerAd} zdjęć w formacie JPG,
        JPEG, PNG lub HEIC, każde do 8 MB. Do ogłoszeń z importu przyjmujemy najwyżej{' '}
        {Limits.photos.maxPerImportedAd} zdjęć. Najlepiej wyglądają zdjęcia poziome o boku co najmniej{' '}
        {Limits.photos.minDimensionHint} px. Pierwsze zdjęcie na liście jest zdjęciem głównym – kolejność
        zmienisz, przeciągając zdjęcia.
      </p>

      <h2>Kiedy ogłoszenie pojawi się w serwisie?</h2>
      <p>Od razu po zapisaniu, najpóźniej w ciągu 5 minut.</p>

      <h2>Czy mogę przesyłać oferty z programu biura nieruchomości?</h2>
      <p>
        Tak, konta firmowe mogą importować oferty automatycznie przez FTP z programów asari, galactica,
        agencja3000, imo i esticrm. Szczegóły na stronie{' '}
        <PageLink to={routes.importInfo()}>Import ofert</PageLink>.
      </p>

      <h2 id={safeRentingSection}>Jak bezpiecznie wynająć mieszkanie?</h2>
      <ul>
        <li>
          Nie wpłacaj kaucji, zadatku ani czynszu, zanim nie obejrzysz nieruchomości i nie podpiszesz umowy.
          Oszust często tłumaczy, że jest za granicą i prześle klucze kurierem.
        </li>
        <li>
          Poproś o numer księgi wieczystej i sprawdź w bezpłatnym serwisie Ministerstwa Sprawiedliwości, czy
          właścicielem jest osoba, z którą rozmawiasz. Porównaj jej dane z dowodem tożsamości.
        </li>
        <li>
          Uważaj, gdy ogłoszeniodawca przenosi rozmowę do komunikatora (WhatsApp, Telegram, Viber) albo
          przysyła link do „płatności” lub „rezerwacji”. Rozmawiaj przez telefon i e-mail z ogłoszenia.
        </li>
        <li>Cena dużo niższa niż za podobne mieszkania w okolicy to sygnał ostrzegawczy, nie okazja.</li>
        <li>Ogłoszenie, które wygląda na oszustwo, zgłoś przyciskiem „Zgłoś ogłoszenie” na jego stronie.</li>
      </ul>

      <h2>Nie znalazłem odpowiedzi</h2>
      <p>
        <PageLink to={routes.contact()}>Napisz do nas</PageLink> – odpowiadamy zwykle w ciągu 24 godzin.
      </p>
    </InfoPage>
  );
}
