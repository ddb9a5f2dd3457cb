// Texts of /kontakt: the outcome messages verbatim from spec §8, and the portal's own mailbox.
export const contactTexts = {
  sent: 'Wiadomość została wysłana.',
  failed: 'Wystąpił błąd podczas wysyłania wiadomości!',
} as const;

/** Shown only after a click (spec §2), which keeps the address out of reach of simple harvesters. */
export const siteEmail = 'kontakt@dachowo.pl';
