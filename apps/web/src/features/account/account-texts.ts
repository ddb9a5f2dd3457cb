// Outcome messages of the account screens, verbatim from spec §8.
export const accountTexts = {
  loginFailed: 'Niepoprawny login i/lub hasło!',
  loggedInAs: (email: string) => `Zalogowano jako ${email}`,
} as const;
