// Route module of '/import-ofert': the FTP import of agencies' offers (spec §1, §9).
import { integrationTypes, Limits, routes } from '@portal/domain';
import { InfoPage, PageLink } from './info-page.tsx';

export function Component() {
  return (
    <InfoPage title="Import ofert">
      <p>
        Biura nieruchomości mogą przesyłać oferty automatycznie ze swojego programu. Import dodaje nowe
        ogłoszenia, aktualizuje zmienione (razem ze zdjęciami) i wycofuje te, które zniknęły z eksportu.
      </p>
      <h2>Obsługiwane systemy</h2>
      <ul>
        {integrationTypes.map((type) => (
          <li key={type}>{type}</li>
        ))}
      </ul>
      <p>Rozwiązania własne (niestandardowe formaty eksportu) nie są obsługiwane.</p>
      <h2>Jak to działa</h2>
      <ol>
        <li>
          Masz konto firmowe? <PageLink to={routes.contact()}>Napisz do nas</PageLink>, podając adres e-mail
          konta i nazwę swojego programu.
        </li>
        <li>
          Przygotujemy integrację i przekażemy dane logowania do FTP (widoczne też w zakładce „Integracja”).
        </li>
        <li>Ustaw w swoim programie eksport na nasz serwer FTP.</li>
      </ol>
      <h2>Ustawienia FTP</h2>
      <ul>
        <li>port: 21</li>
        <li>tryb pasywny: włączony</li>
        <li>
          eksport: co najmniej raz dziennie (zwykle w nocy) – tak często przetwarzamy też przesłane pliki
        </li>
      </ul>
      <h2>Format plików</h2>
      <ul>
        <li>asari – eksport w kodowaniu UTF-8, zdjęcia w podkatalogu ze zdjęciami;</li>
        <li>galactica, agencja3000, imo i esticrm – plik XML w formacie eksportu danego programu.</li>
      </ul>
      <p>Do jednego ogłoszenia z importu przyjmujemy najwyżej {Limits.photos.maxPerImportedAd} zdjęć.</p>
    </InfoPage>
  );
}
