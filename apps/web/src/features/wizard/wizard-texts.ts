// Texts of the ad wizard (spec §2 'Ad wizard', §5, §8); the quoted ones are the spec's, verbatim.
import { Limits, messages, photoSizeLimit } from '@portal/domain';

export const wizardTexts = {
  addTitle: 'Dodawanie ogłoszenia',
  editTitle: 'Edycja ogłoszenia',
  chooseType: 'Wybierz rodzaj nieruchomości',
  steps: { 1: 'Opis', 2: 'Zdjęcia', 3: 'Podgląd' },
  stepsLabel: 'Kroki kreatora',
  saveFailed: 'Wystąpił błąd podczas dodawania ogłoszenia!',
  uploadFailed: 'Wystąpił błąd podczas dodawania zdjęć do ogłoszenia!',
  sortFailed: 'Wystąpił błąd podczas zmiany kolejności zdjęć!',
  deleteFailed: 'Wystąpił błąd podczas usuwania zdjęcia!',
  activateFailed: 'Wystąpił błąd podczas aktywacji ogłoszenia!',
  published: 'Ogłoszenie zostało zapisane i jest już widoczne w serwisie.',
  noPhotos: 'W chwili obecnej nie posiadasz dodanych żadnych zdjęć.',
  photoRequired: messages.photoRequired(Limits.photos.minPerAd),
  tooManyPhotos: messages.tooManyPhotos(Limits.photos.maxPerAd),
  sizeHint: `Minimalny zalecany rozmiar zdjęcia to ${Limits.photos.minDimensionHint}px. Dozwolone formaty: JPG, JPEG, PNG, HEIC, maksymalnie ${photoSizeLimit} na plik, do ${Limits.photos.maxPerAd} zdjęć.`,
  dropHere: 'Przeciągnij zdjęcia tutaj lub kliknij, aby wybrać pliki',
  choosePhotos: 'Wybierz zdjęcia',
  mainPhoto: 'Zdjęcie główne',
  inactiveWarning: "Ogłoszenie jest nieaktywne. Stanie się aktywne po naciśnięciu przycisku 'Zapisz'.",
  details: 'Informacje dodatkowe',
  next: 'Dalej',
  save: 'Zapisz',
  remaining: (count: number) => `Pozostało znaków: ${count}`,
} as const;
