// Texts of the account screens: the outcome messages of spec §8 (shared with the server) and the screens' own.
import { accountMessages } from '@portal/domain';

export const accountTexts = {
  ...accountMessages,
  confirmRemoval: 'Czy na pewno chcesz usunąć konto?',
} as const;
