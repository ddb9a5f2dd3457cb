// The risk checks of an ad going public, as data: each rule a name, a weight and the explanation an admin reads.
// Their weights and the two thresholds are tuned on the labelled corpus by `npm run bench:risk` (bench/README.md).
import { type EstateType, foreignPhones, messengerStems, normalizeSearchText } from '@portal/domain';

/** What the checks know of an ad: its text and contacts, its price against its local market, and its account. */
export type RiskFacts = {
  /** Title and description as written. */
  text: string;
  /** The account's phone and any other contact the ad gives outside its text. */
  contactPhones: readonly string[];
  type: EstateType;
  pricePerM2: number | null;
  /** The median of the ad's district market, else its city's (local_markets); null where neither has one. */
  medianPerM2: number | null;
  accountAgeHours: number;
  /** Ads of the account made public in the last hour, this one included (counted up to `burstAds` + 1). */
  adsLastHour: number;
  /** The most accounts any of the ad's contacts (phone, e-mail) is given by, the ad's own included. */
  contactAccounts: number;
  /**
   * Most of the ad's photos are copies of another advertiser's live ad of another flat, or of one it offers far
   * cheaper (features/properties: the property matcher's evidence).
   */
  photosSeenElsewhere: boolean;
};

type Rule = { name: string; weight: number; explanation: string } & (
  | { phrases: readonly RegExp[] }
  | { fires: (facts: RiskFacts) => boolean }
);

// Up to `n` words between two parts of a phrase, within one sentence: 'Kaucja płatna przy umowie. Przed oglądaniem
// prosimy o telefon.' is two sentences and no demand. The text is folded, so \w covers every letter left in it; a
// full stop inside a number ('1.500 zł') is no sentence end.
const separator = '(?:(?![.!?;](?:\\s|$))\\W)+';
const gap = (n: number) => `(?:${separator}\\w+){0,${n}}${separator}`;
const phrase = (...parts: string[]) => new RegExp(`\\b${parts.join('')}`);
// Either part first, with a few words between: 'przelew zadatku przed oglądaniem', 'przed wizytą wpłata'.
const near = (a: string, b: string, n = 8) =>
  new RegExp(`\\b(?:${a}\\w*${gap(n)}${b}|${b}\\w*${gap(n)}${a})`);

const payment =
  '(?:zadat|zaliczk|kaucj|oplat|przelew|przelac|przeles|przelej|wplat|wplac|blik|deposit|payment|pay|wire)';
const beforeViewing = `(?:przed${gap(2)}(?:oglad|obejrz|pokaz|spotkan|wizyt|przekazan)|before${gap(2)}(?:view|visit|meet|show))`;
const messenger = messengerStems;
const abroad =
  '(?:za\\W?granic|w (?:anglii|niemczech|norwegii|holandii|irlandii|szkocji|hiszpanii|francji|usa|kanadzie)|abroad|overseas|out of (?:the )?country)';

/** More ads than this in an hour from an account younger than a day is a burst. */
export const burstAds = 5;

/** The rules, strongest first. */
export const riskRules: readonly Rule[] = [
  {
    name: 'paymentBeforeViewing',
    weight: 45,
    explanation: 'Żąda zadatku, kaucji lub przelewu przed obejrzeniem albo w zamian za wysłanie kluczy',
    phrases: [
      near(payment, beforeViewing),
      phrase('(?:wplac|przelej|przeslij|wysli|pay|send)\\w*', gap(6), '(?:a|i|and|then)', gap(3), 'klucz'),
      phrase('(?:wplac|przelej|przeslij|pay|send)\\w*', gap(6), '(?:a|i|and|then)', gap(3), 'keys?\\b'),
      phrase(
        '(?:a|i|and|then)\\W+(?:wysle|przesle|dostarcze|i will send|i.ll send)',
        gap(3),
        '(?:klucz|keys?\\b)',
      ),
    ],
  },
  {
    name: 'moneyTransferService',
    weight: 45,
    explanation: 'Płatność przez Western Union, MoneyGram lub podobny przekaz pieniężny',
    phrases: [/\b(?:western\W*union|money\W*gram|przekaz\w*\W+pieniezn|ria money transfer)/],
  },
  {
    name: 'keysByCourier',
    weight: 35,
    explanation: 'Klucze wysyłane kurierem lub pocztą zamiast przekazania na miejscu',
    phrases: [
      near('(?:klucz|keys?\\b)', '(?:kurier|paczk|przesylk|dhl|ups\\b|inpost|fedex|courier)', 5),
      // Sent by post, not 'klucze do skrzynki pocztowej' (the mailbox's keys, handed over with the flat's).
      near(
        '(?:klucz|keys?\\b)',
        '(?:wysl|wysyl|przesl|przesyl|nadam|send|sent|mail(?:ed)?\\b|post(?:ed)?\\b)',
        4,
      ),
    ],
  },
  {
    name: 'ownerAbroad',
    weight: 25,
    explanation: 'Właściciel za granicą, nie może pokazać lokalu osobiście',
    phrases: [
      phrase(
        '(?:jestem|przebywam|mieszkam|pracuje|wyjechal|wyjezdzam|wyprowadzil|i am|i.m|im|currently|living|working|live|work|moved)\\w*',
        gap(3),
        abroad,
      ),
    ],
  },
  {
    name: 'messengerOnly',
    weight: 30,
    explanation: 'Kontakt tylko przez komunikator (WhatsApp, Telegram, Viber), poza serwisem',
    phrases: [
      phrase('(?:tylko|wylacznie|jedynie|only|exclusively)', gap(2), messenger),
      phrase(messenger, '\\W+(?:tylko|wylacznie|jedynie|only)\\b'),
    ],
  },
  {
    name: 'messengerMention',
    weight: 10,
    explanation: 'Wzmianka o kontakcie przez komunikator',
    phrases: [new RegExp(`\\b${messenger}`)],
  },
  {
    name: 'foreignPhone',
    weight: 25,
    explanation: 'Zagraniczny numer telefonu (kierunkowy inny niż +48) w opisie lub w kontakcie',
    fires: (facts) => [facts.text, ...facts.contactPhones].some((text) => foreignPhones(text).length > 0),
  },
  {
    name: 'priceFarBelowMarket',
    weight: 40,
    explanation: 'Cena za m² poniżej 50% mediany lokalnego rynku',
    fires: (facts) => priceShare(facts) < 0.5,
  },
  {
    name: 'priceBelowMarket',
    weight: 15,
    explanation: 'Cena za m² między 50% a 70% mediany lokalnego rynku',
    fires: (facts) => priceShare(facts) >= 0.5 && priceShare(facts) < 0.7,
  },
  {
    name: 'photosSeenElsewhere',
    weight: 30,
    explanation:
      'Zdjęcia z ogłoszenia innego ogłoszeniodawcy, które opisuje inny lokal albo jest znacznie droższe',
    fires: (facts) => facts.photosSeenElsewhere,
  },
  {
    name: 'newAccountBurst',
    weight: 30,
    explanation: `Konto młodsze niż doba opublikowało ponad ${burstAds} ogłoszeń w godzinę`,
    fires: (facts) => facts.accountAgeHours < 24 && facts.adsLastHour > burstAds,
  },
  {
    name: 'newAccount',
    weight: 10,
    explanation: 'Konto założone mniej niż dobę temu',
    fires: (facts) => facts.accountAgeHours < 24,
  },
  {
    name: 'sharedContact',
    weight: 30,
    explanation: 'Ten sam telefon lub e-mail w ogłoszeniach co najmniej 3 kont',
    fires: (facts) => facts.contactAccounts >= 3,
  },
];

/** A score from here puts a published ad in the moderation queue; from `hold` on, the ad waits there unpublished. */
export const riskThresholds = { queue: 30, hold: 60 } as const;

export type RiskSignal = { rule: string; weight: number };
export type RiskVerdict = 'pass' | 'queue' | 'hold';

export function scoreRisk(facts: RiskFacts): { score: number; signals: RiskSignal[]; verdict: RiskVerdict } {
  const folded = normalizeSearchText(facts.text);
  const signals = riskRules
    .filter((rule) => ('phrases' in rule ? rule.phrases.some((re) => re.test(folded)) : rule.fires(facts)))
    .map(({ name, weight }) => ({ rule: name, weight }));
  const score = signals.reduce((sum, signal) => sum + signal.weight, 0);
  const verdict = score >= riskThresholds.hold ? 'hold' : score >= riskThresholds.queue ? 'queue' : 'pass';
  return { score, signals, verdict };
}

/** The explanation an admin reads for a stored signal; a rule since retired shows its name. */
export const explainRule = (name: string) =>
  riskRules.find((rule) => rule.name === name)?.explanation ?? name;

// Flats and houses only: a plot's or a hall's price per m² spreads too widely across one market (farmland and building
// plots of one town) for a low one to say anything; the demo corpus queued 3 % of ordinary ads on it.
const priceShare = ({ type, pricePerM2, medianPerM2 }: RiskFacts) =>
  (type === 'apartment' || type === 'house') && pricePerM2 && medianPerM2
    ? pricePerM2 / medianPerM2
    : Number.POSITIVE_INFINITY;

/** The contacts of a text as the shared-contact rule compares them: phones' last 9 digits, e-mails folded. */
export function contactsOf(text: string, phones: readonly string[]): string[] {
  const found = new Set<string>();
  for (const phone of [...phones, ...(text.match(/\+?\d[\d\s-]{7,16}\d/g) ?? [])]) {
    const digits = phone.replace(/\D/g, '');
    if (digits.length >= 9 && digits.length <= 15) found.add(`tel:${digits.slice(-9)}`);
  }
  for (const email of text.match(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g) ?? [])
    found.add(`mail:${email.toLowerCase().replace(/\+[^@]*/, '')}`);
  return [...found];
}
