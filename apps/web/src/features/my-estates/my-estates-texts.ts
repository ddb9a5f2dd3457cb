// Texts of /zarzadzaj-ogloszeniami and its actions (spec §2, §4, §8); the quoted ones are the spec's, verbatim.
export const myEstatesTexts = {
  title: 'Zarządzanie ogłoszeniami',
  empty: 'W chwili obecnej nie posiadasz dodanych żadnych ogłoszeń.',
  addEstate: 'Dodaj ogłoszenie',
  active: 'Aktywne',
  inactive: 'Nieaktywne',
  expires: 'Aktywne do',
  pages: 'Wyświetlenia strony',
  phones: 'Wyświetlenia telefonu',
  edit: 'Edytuj',
  refresh: 'Odśwież',
  remove: 'Usuń',
  noPhoto: 'Brak zdjęcia',
  refreshed: 'Ogłoszenie zostało odświeżone i będzie aktywne przez kolejne 6 miesięcy.',
  refreshFailed: 'Wystąpił błąd podczas odświeżania ogłoszenia, spróbuj ponownie.',
  removeFailed: 'Wystąpił błąd podczas usuwania ogłoszenia!',
  confirmRemove: 'Czy na pewno chcesz usunąć ogłoszenie?',
} as const;
