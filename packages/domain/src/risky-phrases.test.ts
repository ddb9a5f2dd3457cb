import { describe, expect, it } from 'vitest';
import { findRiskyPhrases, hasRiskyPhrase } from './risky-phrases.ts';

describe('findRiskyPhrases', () => {
  it.each([
    ['Proszę o przelew zadatku 2000 zł na konto', 'payment'],
    ['Prześlę umowę, gdy PRZELEJESZ kaucję', 'payment'],
    ['Zaliczkę wpłać przez BLIK', 'payment'],
    ['Kaucja wymagana jeszcze przed oglądaniem', 'payment'],
    ['Wyślę klucze kurierem po opłacie przez Western Union', 'payment'],
    ['Napisz na WhatsAppie, tu rzadko zaglądam', 'offSite'],
    ['Kontakt tylko przez Telegram', 'offSite'],
    ['Jestem na Viberze', 'offSite'],
    ['Napiszcie mi na maila prywatnego', 'offSite'],
    ['Proszę dzwonić: +44 7700 900 123', 'offSite'],
    ['Mój numer to 0049 151 2345 6789', 'offSite'],
  ])('finds %j', (text, kind) => {
    expect(findRiskyPhrases(text).map((phrase) => phrase.kind)).toContain(kind);
  });

  it.each([
    'Dzień dobry, czy mieszkanie jest jeszcze dostępne?',
    'Czy kaucja jest zwrotna po zakończeniu najmu?',
    'Proszę o kontakt: +48 600 100 200 albo 0048 600 100 200',
    'Cena 1 000 000 zł, do negocjacji. Mogę obejrzeć w sobotę?',
    'Czy w bloku jest sygnał telewizji kablowej?',
  ])('lets %j pass', (text) => {
    expect(hasRiskyPhrase(text)).toBe(false);
  });

  it('names each phrase once, folded', () => {
    expect(findRiskyPhrases('Przelew, przelew i jeszcze raz PRZELEW.')).toEqual([
      { kind: 'payment', phrase: 'przelew' },
    ]);
  });
});
