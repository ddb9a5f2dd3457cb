// Texts of the admin screens (spec §8 'Admin', verbatim, with the spec's own typo) and the server's reasons.
export const adminMessages = {
  adRemoved: 'Ogłoszenie zostało usunięte.',
  removeAdFailed: 'Wystąpił błąd podczas usuwania ogłoszenie!',
  removeAdConfirm: 'Czy na pewno chcesz usunąć ogłoszenie?',
  integrationAdded: 'Integracja została dodana.',
  addIntegrationFailed: 'Wystąpił błąd podczas dodawania integracji!',
  userMissing: 'Nie znaleziono użytkownika o podanym identyfikatorze.',
  notCompany: 'Integrację można dodać tylko do konta firmowego.',
  hasIntegration: 'To konto firmowe ma już integrację.',
  loginTaken: 'Podany login FTP jest już zajęty.',
  adMissing: 'Ogłoszenie nie istnieje.',
} as const;
