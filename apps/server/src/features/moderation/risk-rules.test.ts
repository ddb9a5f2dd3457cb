import { describe, expect, it } from 'vitest';
import { contactsOf, type RiskFacts, scoreRisk } from './risk-rules.ts';

const ordinary =
  'Do wynajęcia dwupokojowe mieszkanie 48 m² na Woli, 5 minut od metra. Kaucja zwrotna w wysokości jednego czynszu, ' +
  'płatna przy podpisaniu umowy. Zapraszam na oglądanie po wcześniejszym kontakcie telefonicznym: 601 234 567. ' +
  'Klucze przekazuję osobiście w dniu podpisania umowy, razem z kluczem do skrzynki pocztowej. Właściciel mieszka ' +
  'w tym samym bloku. Kaucja płatna przy umowie. Przed oglądaniem proszę o telefon.';

const facts = (overrides: Partial<RiskFacts> = {}): RiskFacts => ({
  text: ordinary,
  contactPhones: ['+48 601 234 567'],
  type: 'apartment',
  pricePerM2: 60,
  medianPerM2: 62,
  accountAgeHours: 24 * 400,
  adsLastHour: 1,
  contactAccounts: 1,
  photosSeenElsewhere: false,
  ...overrides,
});
const rulesOf = (overrides: Partial<RiskFacts>) =>
  scoreRisk(facts(overrides)).signals.map((signal) => signal.rule);

describe('risk rules', () => {
  it('find nothing in an ordinary rental: its deposit, viewing, and keys handed over in person', () => {
    expect(scoreRisk(facts())).toEqual({ score: 0, signals: [], verdict: 'pass' });
  });

  it('let a mere mention of WhatsApp through, weighed but not queued', () => {
    expect(scoreRisk(facts({ text: `${ordinary} Można też pisać na WhatsApp.` }))).toEqual({
      score: 10,
      signals: [{ rule: 'messengerMention', weight: 10 }],
      verdict: 'pass',
    });
  });

  it.each([
    ['Przed oglądaniem proszę o wpłatę zadatku 1500 zł przelewem na konto.', 'paymentBeforeViewing'],
    ['Kaucję należy przelać przed spotkaniem, inaczej nie pokażę mieszkania.', 'paymentBeforeViewing'],
    ['Wpłać kaucję na moje konto, a wyślę Ci klucze i umowę.', 'paymentBeforeViewing'],
    ['Please pay the deposit before the viewing, then I will send you the keys.', 'paymentBeforeViewing'],
    ['Płatność wyłącznie przez Western Union na moje nazwisko.', 'moneyTransferService'],
    ['Klucze wyślę kurierem DHL po otrzymaniu płatności.', 'keysByCourier'],
    ['The keys will be delivered by courier.', 'keysByCourier'],
    ['Obecnie jestem za granicą, w Norwegii, dlatego nie mogę pokazać lokalu.', 'ownerAbroad'],
    ['I am currently working abroad and cannot show the flat.', 'ownerAbroad'],
    ['Kontakt tylko przez WhatsApp, telefonów nie odbieram.', 'messengerOnly'],
    ['Proszę pisać wyłącznie na Telegramie.', 'messengerOnly'],
    ['Contact me only on WhatsApp.', 'messengerOnly'],
    ['Mój numer: +44 7700 900123, proszę dzwonić wieczorem.', 'foreignPhone'],
    ['Telefon 0049 151 23456789.', 'foreignPhone'],
  ])('fire on "%s" (%s)', (text, rule) => {
    expect(rulesOf({ text })).toContain(rule);
  });

  it('fold case and Polish letters: KAUCJĘ PRZELEWEM PRZED OGLĄDANIEM', () => {
    expect(rulesOf({ text: 'KAUCJĘ PRZELEWEM PRZED OGLĄDANIEM!' })).toContain('paymentBeforeViewing');
  });

  it('read a foreign number in the account’s contact, not a Polish one or a price', () => {
    expect(rulesOf({ contactPhones: ['+353 87 123 4567'] })).toEqual(['foreignPhone']);
    expect(
      rulesOf({ contactPhones: ['0048 601 234 567'], text: 'Cena 2 000 000 zł do negocjacji.' }),
    ).toEqual([]);
  });

  it('compare the price per m² with the local median', () => {
    expect(rulesOf({ pricePerM2: 14.5, medianPerM2: 62 })).toEqual(['priceFarBelowMarket']);
    expect(rulesOf({ pricePerM2: 38, medianPerM2: 62 })).toEqual(['priceBelowMarket']);
    expect(rulesOf({ pricePerM2: 50, medianPerM2: 62 })).toEqual([]);
    expect(rulesOf({ pricePerM2: 14.5, medianPerM2: null })).toEqual([]);
    expect(rulesOf({ pricePerM2: 14.5, medianPerM2: 62, type: 'land' })).toEqual([]);
  });

  it('weigh a new account, one posting many ads at once, and a contact shared by accounts', () => {
    expect(rulesOf({ accountAgeHours: 2 })).toEqual(['newAccount']);
    expect(rulesOf({ accountAgeHours: 2, adsLastHour: 6 })).toEqual(['newAccountBurst', 'newAccount']);
    expect(rulesOf({ accountAgeHours: 200, adsLastHour: 40 })).toEqual([]);
    expect(rulesOf({ contactAccounts: 3 })).toEqual(['sharedContact']);
    expect(rulesOf({ contactAccounts: 2 })).toEqual([]);
  });

  it("queue an ad showing another advertiser's photos, and hold it when it is also far below the market", () => {
    expect(scoreRisk(facts({ photosSeenElsewhere: true }))).toMatchObject({
      signals: [{ rule: 'photosSeenElsewhere' }],
      verdict: 'queue',
    });
    expect(scoreRisk(facts({ photosSeenElsewhere: true, pricePerM2: 25 })).verdict).toBe('hold');
  });

  it('hold the scam of a 62 m² flat in central Kraków at 900 zł with a deposit before viewing, from a new account', () => {
    const scam = scoreRisk(
      facts({
        text: 'Mieszkanie 62 m² Stare Miasto. Jestem za granicą, przed oglądaniem proszę o kaucję przelewem.',
        pricePerM2: 900 / 62,
        medianPerM2: 70,
        accountAgeHours: 0.02,
      }),
    );
    expect(scam.verdict).toBe('hold');
  });

  it('read an ad’s contacts as digits and folded addresses', () => {
    expect(
      contactsOf('Dzwoń: 601-234-567 lub pisz: Jan.Kowalski+wynajem@Example.pl', ['+48 500 100 200']),
    ).toEqual(['tel:500100200', 'tel:601234567', 'mail:jan.kowalski@example.pl']);
  });
});
