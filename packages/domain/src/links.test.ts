import { describe, expect, it } from 'vitest';
import { hasLink } from './links.ts';

describe('a link in a visitor’s text', () => {
  it.each([
    'https://evil.example/pay',
    'HTTP://evil.example',
    'hxxps://evil.example/pay',
    'hxxp://evil.example',
    'zobacz //evil.example/oferta',
    '//evil.example',
    'napisz: mailto:oferta@evil.example',
    'www.evil.example',
    'Wejdź na WWW.oferta.pl',
    '<a href="x">tu</a>',
    'evil.example/oferta',
    'skrót bit.ly/abc',
    'bit.ly',
    'tanio na oferty-domy.pl',
    'Sklep.Com.pl/x',
    'adres evil.example:8080',
    'http://192.0.2.1/pay',
    'wpłać na 192.0.2.1',
    'sub.domain.xyz',
    'przelew na xn--dopata-p1a.com',
    'pisz na mailto:jan.kowalski@gmail.com',
  ])('is found in %j', (text) => {
    expect(hasLink(text)).toBe(true);
  });

  it.each([
    'Dzień dobry, czy mieszkanie jest jeszcze dostępne?',
    'Cena 1.500 zł za m2, razem 450.000 zł.',
    'Szukam 3.5 pokoju, ul. Długa 5, piętro 2/4.',
    'Interesuje mnie m.in. balkon, np. od południa, tj. na ogród.',
    'Dzień dobry.To mieszkanie mi się podoba.Czy jest aktualne?',
    'Dzień dobry.Aktualne? Piwnica.Część wspólna też?',
    'al.Jerozolimskie, os.Piastów, m.st.Warszawa, woj.mazowieckie',
    'Spotkanie 12.03.2025 o godz. 17.30, tel. 600 100 200.',
    'P.S. Proszę o kontakt itd. Pozdrawiam, A.K.',
    'Czynsz 50/50, kaucja 1/2 czynszu, 100% pewności.',
    'Proszę o odpowiedź także na jan.kowalski@firma.com.pl (służbowy).',
  ])('is not found in %j', (text) => {
    expect(hasLink(text)).toBe(false);
  });
});
