// Outcome messages of the account calls, verbatim from spec §8: the server answers them, the web shows them.
export const accountMessages = {
  loginFailed: 'Niepoprawny login i/lub hasło!',
  registerFailed:
    'Wystąpił błąd podczas procesu rejestracji: niepoprawne dane lub konto zarejestrowane na ten adres e-mail już istnieje',
  registered: 'Aby dokończyć proces rejestracji postępuj zgodnie z instrukcją wysłaną na Twój adres e-mail.',
  activated: 'Twoje konto zostało aktywowane. Możesz się teraz zalogować.',
  activationFailed: 'Wystąpił błąd podczas aktywacji konta lub Twoje konto jest już aktywne!',
  resetRequested: 'Aby zmienić hasło na nowe sprawdź pocztę i postępuj zgodnie z instrukcją.',
  resetFailed: 'Wystąpił błąd lub nie znaleziono konta zarejestrowanego na podany adres e-mail!',
  passwordChanged: 'Hasło zostało zmienione.',
  passwordFailed: 'Wystąpił błąd podczas zmiany hasła lub użyto tego samego hasła!',
  profileUpdated: 'Profil został pomyślnie zaktualizowany.',
  profileFailed: 'Wystąpił błąd podczas aktualizacji profilu lub nie było żadnych zmian!',
  accountRemoved: 'Konto zostało usunięte.',
  removalFailed: 'Wystąpił błąd podczas usuwania konta!',
} as const;

/**
 * The account texts the spec does not give: activation again, an unusable reset link, the password that guards
 * account removal. Ours, in the tone of §8.
 */
export const accountSafetyMessages = {
  notActivated:
    'Twoje konto nie zostało jeszcze aktywowane. Kliknij link z wiadomości aktywacyjnej lub wyślij ją ponownie.',
  activationResent: 'Wysłaliśmy nowy link aktywacyjny. Sprawdź pocztę (także folder spam).',
  alreadyActive: 'Twoje konto jest już aktywne. Możesz się zalogować.',
  resetLinkSpent: 'Link do zmiany hasła wygasł lub został już użyty. Możesz wysłać nowy.',
  removalPasswordWrong: 'Podane hasło jest niepoprawne. Konto nie zostało usunięte.',
} as const;
