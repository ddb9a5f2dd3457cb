// Validation and photo messages of spec §5 and §8, verbatim; the spec keeps 'znaki' whatever the number. The spec
// has no message for control characters nor for a value of the wrong kind, nor for an unknown sort order:
// controlCharacters, invalid, sort, date and the map's messages are ours.
import { photoSizeLimit } from '../limits.ts';

export const messages = {
  required: 'Wartość pola jest wymagana!',
  email: 'Podaj poprawny adres e-mail!',
  phone: 'Numer telefonu może zawierać tylko cyfry, spacje, znaki „+” i „-” oraz nawiasy!',
  digits: 'Podana wartość nie jest liczbą!',
  max: (n: number) => `Maksymalna długość pola to ${n} znaki!`,
  min: (n: number) => `Minimalna długość pola to ${n} znaki!`,
  mismatch: 'Powtórz wartość poprawnie!',
  captcha: 'Potwierdź, że nie jesteś robotem',
  terms: 'Musisz zaakceptować regulamin!',
  coordinates: 'Niepoprawny obszar wyszukiwania!',
  polygonVertices: (max: number) => `Obszar wyszukiwania może mieć najwyżej ${max} wierzchołków!`,
  searchTerms: (max: number) => `Wpisz najwyżej ${max} słów!`,
  mapBounds: 'Niepoprawny widok mapy!',
  mapZoom: 'Niepoprawne przybliżenie mapy!',
  mapTooLarge: 'Widok mapy jest zbyt duży dla tego przybliżenia!',
  hash: 'Niepoprawny kod weryfikacyjny!',
  controlCharacters: 'Tekst zawiera niedozwolone znaki.',
  invalid: 'Niepoprawna wartość pola!',
  sort: 'Nieznany sposób sortowania!',
  date: 'Podaj datę w formacie RRRR-MM-DD!',
  photoFormat: (name: string) =>
    `Wystąpił błąd podczas wysyłania pliku: ${name} - format pliku inny niż: JPG, JPEG, PNG, HEIC`,
  photoSize: (name: string) =>
    `Wystąpił błąd podczas wysyłania pliku: ${name} - maksymalny rozmiar pliku to ${photoSizeLimit}`,
  tooManyPhotos: (max: number) => `Liczba dodanych zdjęć przekroczyła liczbę ${max} dozwolonych zdjęć`,
  photoRequired: (min: number) => `Wymagane jest dodanie przynajmniej ${min} zdjęcia`,
} as const;
