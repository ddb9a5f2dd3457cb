// Texts of the account screens: the outcome messages of spec §8 (shared with the server) and the screens' own.
import { accountMessages } from '@portal/domain';

export const accountTexts = {
  ...accountMessages,
  loggedInAs: (email: string) => `Zalogowano jako ${email}`,
  confirmRemoval: 'Czy na pewno chcesz usunąć konto?',
} as const;
