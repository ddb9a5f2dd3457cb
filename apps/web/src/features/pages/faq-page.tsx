// Route module of '/faq': questions answered by the product's real rules (spec §1, §4, §9).
import {
  hidingTexts,
  Limits,
  photoSizeLimit,
  routes,
  SavedSearchLimits,
  safeRentingSection,
} from '@portal/domain';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useRuntimeConfig } from '../../api/runtime-config.ts';
import { InfoPage, PageLink } from './info-page.tsx';

export function Component() {
  const { hash } = useLocation();
  const { removalAfterExpiryMonths } = useRuntimeConfig();
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
        kliknięcie usuwa. Bez logowania schowek mieści najwyżej {Limits.clipboardMax} ogłoszeń (po dodaniu
        kolejnego najstarsze jest usuwane) i jest pamiętany w tej przeglądarce do jej zamknięcia.
      </p>
      <p>
        Po zalogowaniu ogłoszenia ze schowka przechodzą na Twoje konto jako ulubione i są dostępne na każdym
        urządzeniu, bez limitu {Limits.clipboardMax} ogłoszeń. W schowku zobaczysz, które z nich potaniały od
        dodania, a ogłoszenia już niewyświetlane zostają oznaczone, dopóki ich nie usuniesz. Możesz też
        włączyć powiadomienia e-mailem o obniżkach cen i wycofaniu ulubionych ogłoszeń.
      </p>

      <h2>Jak zapisać wyszukiwanie i dostawać powiadomienia o nowych ogłoszeniach?</h2>
      <p>
        Na liście wyników wybierz „Zapisz wyszukiwanie”. Powiadomienia e-mailem o nowych ogłoszeniach
        spełniających kryteria przychodzą natychmiast albo raz dziennie rano – do wyboru. Na koncie zapiszesz
        do {SavedSearchLimits.perAccount} wyszukiwań i zmienisz je na stronie{' '}
        <PageLink to={routes.savedSearches()}>Zapisane wyszukiwania</PageLink>. Bez konta zapiszesz do{' '}
        {SavedSearchLimits.perEmail} wyszukiwań na jeden adres e-mail – każde trzeba potwierdzić linkiem z
        wiadomości, ważnym {SavedSearchLimits.confirmHours} godziny. Powiadomienia wyłączysz linkiem w każdym
        e-mailu.
      </p>

      <h2>Jak ukryć ogłoszenie, którego nie chcę oglądać?</h2>
      <p>
        Na karcie lub stronie ogłoszenia wybierz „{hidingTexts.hideAd}” albo „{hidingTexts.hideAdvertiser}” –
        nie zobaczysz ich więcej na listach ani w wynikach wyszukiwania. Ukryć można do {Limits.hiddenAdsMax}{' '}
        ogłoszeń i {Limits.hiddenAdvertisersMax} ogłoszeniodawców. Bez logowania ukrycie obowiązuje w tej
        przeglądarce przez rok, po zalogowaniu – na koncie, na każdym urządzeniu. Ukryte przywrócisz na
        stronie <PageLink to={routes.hidden()}>{hidingTexts.title}</PageLink>.
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
        {removalAfterExpiryMonths} miesięcy po wygaśnięciu.
      </p>

      <h2>Ile zdjęć mogę dodać?</h2>
      <p>
        W formularzu dodasz od {Limits.photos.minPerAd} do {Limits.photos.maxPerAd} zdjęć w formacie JPG,
        JPEG, PNG lub HEIC, każde do {photoSizeLimit}. Do ogłoszeń z importu przyjmujemy najwyżej{' '}
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
