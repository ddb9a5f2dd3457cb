// Texts of /kontakt: the outcome messages verbatim from spec §8.
export const contactTexts = {
  sent: 'Wiadomość została wysłana.',
  failed: 'Wystąpił błąd podczas wysyłania wiadomości!',
} as const;
