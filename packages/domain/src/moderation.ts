// Trust and safety (EU Digital Services Act notice and action): the reasons a visitor reports an ad for, the
// decisions an admin takes, the rules of /regulamin they rest on, and the texts of both sides.

export const reportReasons = ['fraud', 'outdated', 'duplicate', 'wrongData', 'illegal', 'other'] as const;
export type ReportReason = (typeof reportReasons)[number];

export const reportReasonLabels: Record<ReportReason, string> = {
  fraud: 'Oszustwo',
  outdated: 'Nieaktualne',
  duplicate: 'Duplikat',
  wrongData: 'Błędne dane',
  illegal: 'Treści niezgodne z prawem lub regulaminem',
  other: 'Inne',
};

/** What an admin decides about a reported ad (or again, on the advertiser's appeal). */
export const moderationActions = ['keep', 'remove', 'correct', 'block'] as const;
export type ModerationAction = (typeof moderationActions)[number];

/**
 * The audit log's entries: the admins' decisions, the advertiser's edit that ends a hold for a correction, and the
 * automatic hold of an ad whose risk checks scored high, until an admin decides.
 */
export type ModerationLogAction = ModerationAction | 'corrected' | 'held';

export const moderationActionLabels: Record<ModerationLogAction, string> = {
  keep: 'Pozostawić ogłoszenie (zgłoszenia oddalone)',
  remove: 'Usunąć ogłoszenie',
  correct: 'Ukryć do poprawienia',
  block: 'Zablokować ogłoszeniodawcę',
  corrected: 'Poprawione przez ogłoszeniodawcę',
  held: 'Wstrzymane automatycznie do weryfikacji (kontrola ryzyka)',
};

/** A decision that restricts an ad or an account: it owes the advertiser a statement of reasons and an appeal. */
export const isRestrictive = (action: ModerationLogAction) =>
  action === 'remove' || action === 'correct' || action === 'block';

/** The points of /regulamin a restricting decision rests on (the terms page states them in these words). */
export const moderationRules = {
  untrue: {
    point: '§ 4 ust. 1',
    label: 'ogłoszenie niezgodne z prawdą lub nie o rzeczywiście oferowanej nieruchomości',
  },
  prohibited: {
    point: '§ 4 ust. 2',
    label: 'treści niedozwolone: obraźliwe, niezgodne z prawem, reklamy innych usług lub dane osób trzecich',
  },
  serious: { point: '§ 4 ust. 4', label: 'oszustwo albo poważne lub powtarzające się naruszenia regulaminu' },
} as const;
export type ModerationRule = keyof typeof moderationRules;
export const moderationRuleKeys = Object.keys(moderationRules) as [ModerationRule, ...ModerationRule[]];

export const moderationRuleText = (rule: ModerationRule) =>
  `${moderationRules[rule].point} regulaminu: ${moderationRules[rule].label}`;

export const ModerationLimits = {
  reportDescription: { min: 10, max: 1000 },
  decisionFacts: { min: 10, max: 1000 },
  appealText: { min: 10, max: 2000 },
  // The queue shows this many ads at once, the riskiest first: an admin works from the top.
  queuePage: 50,
} as const;

export const reportTexts = {
  title: 'Zgłoś ogłoszenie',
  sent: (reportId: number) =>
    `Dziękujemy. Przyjęliśmy zgłoszenie nr ${reportId}; potwierdzenie wysłaliśmy na podany adres e-mail.`,
  already: 'To ogłoszenie zostało już przez Ciebie zgłoszone. O decyzji poinformujemy Cię e-mailem.',
  adGone: 'Ogłoszenie nie jest już widoczne w serwisie, nie można go zgłosić.',
  failed: 'Wystąpił błąd podczas wysyłania zgłoszenia!',
} as const;

export const moderationTexts = {
  decided: 'Decyzja została zapisana.',
  nothingOpen: 'To ogłoszenie nie ma zgłoszeń ani odwołania do rozpatrzenia.',
  ruleRequired: 'Wskaż punkt regulaminu, na którym opiera się decyzja.',
  blocked:
    'Konto zostało zablokowane za naruszenie regulaminu. Uzasadnienie i sposób odwołania wysłaliśmy na adres e-mail konta.',
  appealSent:
    'Odwołanie zostało przyjęte. Rozpatrzy je administrator, a o decyzji poinformujemy Cię e-mailem.',
  appealTaken: 'Od tej decyzji odwołano się już raz; decyzja po odwołaniu jest ostateczna.',
  appealNotAllowed: 'Od tej decyzji nie można się odwołać.',
  appealLinkInvalid: 'Link do odwołania jest nieprawidłowy.',
} as const;

/** What the owner of an ad held by the risk checks reads on it; the public never sees the ad meanwhile. */
export const riskReviewTexts = {
  waiting: 'Ogłoszenie czeka na weryfikację',
  expected: 'Sprawdzamy je zwykle w ciągu 24 godzin; do tego czasu nie jest widoczne w serwisie.',
} as const;
