import { type Corpus, type ExpectedAd, photoFiles } from './corpus.fixture.ts';

// Galactica Virgo: a nightly full export ('calosc') and a diff ('roznica') the same day, as the real export
// (CRM-EXPORTS §2, galactica/oferty_trimmed_anonymized.xml) writes them: UTF-8 with a BOM, oferty.xml as the first
// entry, photos loose beside it named {agency login}_{tab letter}{s|w}_{id}_{n}.jpg with the '@', the location tree
// without types, decimal commas, 'cenazametr ' with its trailing space, double-escaped entities, n_geo_x as the
// longitude, empty sections, a hall ('HS') filed under lokale, a versioned land id, withdrawals in and outside
// <dzial>, real dictionary wordings ('magazyn', 'budowlano - rolna'), the CRM's signature line and invisible
// characters in a description. People and addresses are made up.

const photo = (tab: string, id: string, n: number) => `biuro@example.com_${tab}_${id}_${n}.jpg`;

const flatPhotos = [1, 2, 3].map((n) => photo('ms', 'GAL-MS-1001', n));
const hallPhotos = [1, 2].map((n) => photo('ls', 'GAL-HS-2001', n));

const full = `\ufeff<?xml version="1.0" encoding="UTF-8"?>
<plik>
  <header>
    <informacje>Oferty wyeksportowane z programu Galactica Virgo</informacje>
    <agencja>biuro@example.com</agencja>
    <data>2026-04-21 03:00:35</data>
    <wersja>0.4</wersja>
    <cel>oferty.net</cel>
    <zawartosc_pliku>calosc</zawartosc_pliku>
  </header>
  <lista_ofert>
    <dzial tab="mieszkania" typ="sprzedaz">
      <oferta>
        <id>GAL-MS-1001</id>
        <param nazwa="wojewodztwo" typ="text">ŚLĄSKIE</param>
        <param nazwa="powiat" typ="text">Gliwice m.</param>
        <param nazwa="miasto" typ="text">Gliwice</param>
        <param nazwa="dzielnica" typ="text">Sikornik</param>
        <param nazwa="ulica" typ="text">ul. Testowa 5</param>
        <location>
          <area level="1">Polska</area>
          <area level="2">ŚLĄSKIE</area>
          <area level="3">Gliwice</area>
          <area level="4">Gliwice</area>
        </location>
        <param nazwa="rynek_pierwotny" typ="bool">0</param>
        <param nazwa="powierzchnia" typ="real">48,3000</param>
        <param nazwa="liczbapokoi" typ="int">2</param>
        <param nazwa="pietro" typ="int">0</param>
        <param nazwa="liczbapieter" typ="int">4</param>
        <param nazwa="rokbudowy" typ="int">1975</param>
        <cena waluta="PLN">389000</cena>
        <param nazwa="winda" typ="bool">0</param>
        <param nazwa="piwnica" typ="bool">1</param>
        <param nazwa="balkon" typ="bool">1</param>
        <param nazwa="materialbudowy" typ="text">wielka płyta</param>
        <param nazwa="miejscaparkingowe" typ="text">brak</param>
        <param nazwa="typbudynkumieszk" typ="text">blok</param>
        <param nazwa="cenazametr " typ="float">8053,8302277432712215320910973</param>
        <param nazwa="advertisement_text" typ="text">Dwa pokoje na Sikorniku, parter</param>
        <param nazwa="n_geo_x" typ="float">18.6766</param>
        <param nazwa="n_geo_y" typ="float">50.2945</param>
        <param nazwa="wsp_x" typ="real">50.2945</param>
        <param nazwa="wsp_y" typ="real">18.6766</param>
        <param nazwa="opis" typ="text">
Mieszkanie dwupokojowe o powierzchni 48,3 m&amp;sup2; na parterze bloku z wielkiej płyty.

   Do mieszkania przynależy piw\u00adnica, a w pobliżu jest r&amp;oacute;wnież szkoła i przystanek.\u200b

Oferta wysłana z systemu BCK Galactica
</param>
        <param nazwa="agent_nazwisko" typ="text">Anna Przykładowa</param>
        <param nazwa="agent_email" typ="text">agent@example.invalid</param>
        <param nazwa="agent_tel_kom" typ="text">+48 600 000 001</param>
        <param nazwa="zdjecie1" typ="text">${flatPhotos[0]}</param>
        <param nazwa="zdjecie2" typ="text">${flatPhotos[1]}</param>
        <param nazwa="zdjecie3" typ="text">${flatPhotos[2]}</param>
      </oferta>
    </dzial>
    <dzial tab="mieszkania" typ="wynajem" />
    <dzial tab="domy" typ="sprzedaz">
      <oferta>
        <id>GAL-DS-3001</id>
        <param nazwa="wojewodztwo" typ="text">ŚLĄSKIE</param>
        <param nazwa="miasto" typ="text">Gliwice</param>
        <param nazwa="powierzchnia" typ="real">180,0000</param>
        <cena waluta="EUR">250000</cena>
        <param nazwa="advertisement_text" typ="text">Dom z ogrodem</param>
        <param nazwa="opis" typ="text">Dom wolnostojący z ogrodem, cena w euro, do negocjacji z właścicielem.</param>
      </oferta>
    </dzial>
    <dzial tab="domy" typ="wynajem" />
    <dzial tab="dzialki" typ="sprzedaz">
      <oferta>
        <id>GAL-GS-5001-1</id>
        <param nazwa="wojewodztwo" typ="text">ŚLĄSKIE</param>
        <param nazwa="powiat" typ="text">gliwicki</param>
        <param nazwa="miasto" typ="text">Pilchowice</param>
        <location>
          <area level="1">Polska</area>
          <area level="2">ŚLĄSKIE</area>
          <area level="3">gliwicki</area>
          <area level="4">Pilchowice</area>
        </location>
        <param nazwa="powierzchnia" typ="real">1250,0000</param>
        <cena waluta="PLN">185000</cena>
        <param nazwa="typdzialki" typ="text">budowlano-rolna</param>
        <param nazwa="drogadojazdowa" typ="text">asfalt</param>
        <param nazwa="prad" typ="bool">1</param>
        <param nazwa="gaz" typ="text">w ulicy</param>
        <param nazwa="typpodlaczeniawody" typ="text">tak - miejska</param>
        <param nazwa="kanalizacja" typ="text">szambo</param>
        <param nazwa="advertisement_text" typ="text">Działka budowlana 1250 m2, Pilchowice</param>
        <param nazwa="opis" typ="text">Działka budowlano-rolna przy asfaltowej drodze, z prądem na działce i gazem w ulicy.</param>
        <param nazwa="zdjecie1" typ="text">${photo('gs', 'GAL-GS-5001-1', 1)}</param>
      </oferta>
    </dzial>
    <dzial tab="dzialki" typ="wynajem" />
    <dzial tab="lokale" typ="sprzedaz">
      <oferta>
        <id>GAL-HS-2001</id>
        <param nazwa="wojewodztwo" typ="text">ŚLĄSKIE</param>
        <param nazwa="powiat" typ="text">Rybnik m.</param>
        <param nazwa="miasto" typ="text">Rybnik</param>
        <param nazwa="dzielnica" typ="text">Paruszowiec</param>
        <param nazwa="ulica" typ="text">ul. Magazynowa 12</param>
        <param nazwa="rynek_pierwotny" typ="bool">0</param>
        <param nazwa="powierzchnia" typ="real">640,5000</param>
        <cena waluta="PLN">1200000</cena>
        <param nazwa="typlokalu" typ="text">magazyn</param>
        <param nazwa="advertisement_text" typ="text">Hala magazynowa z rampą, Rybnik</param>
        <param nazwa="n_geo_x" typ="float">18.5463</param>
        <param nazwa="n_geo_y" typ="float">50.0971</param>
        <param nazwa="opis" typ="text">Hala magazynowa z rampą rozładunkową, biurem i placem manewrowym, dojazd dla TIR.</param>
        <param nazwa="zdjecie1" typ="text">${hallPhotos[0]}</param>
        <param nazwa="zdjecie2" typ="text">${hallPhotos[1]}</param>
      </oferta>
    </dzial>
    <dzial tab="lokale" typ="wynajem" />
    <dzial tab="obiekty" typ="sprzedaz" />
  </lista_ofert>
</plik>
`;

const diff = `\ufeff<?xml version="1.0" encoding="UTF-8"?>
<plik>
  <header>
    <informacje>Oferty wyeksportowane z programu Galactica Virgo</informacje>
    <agencja>biuro@example.com</agencja>
    <data>2026-04-21 14:30:02</data>
    <wersja>0.4</wersja>
    <cel>oferty.net</cel>
    <zawartosc_pliku>roznica</zawartosc_pliku>
  </header>
  <lista_ofert>
    <dzial tab="mieszkania" typ="sprzedaz" />
    <dzial tab="dzialki" typ="sprzedaz">
      <oferta>
        <id>GAL-GS-5001-2</id>
        <param nazwa="wojewodztwo" typ="text">ŚLĄSKIE</param>
        <param nazwa="powiat" typ="text">gliwicki</param>
        <param nazwa="miasto" typ="text">Pilchowice</param>
        <param nazwa="powierzchnia" typ="real">1250,0000</param>
        <cena waluta="PLN">175000</cena>
        <param nazwa="typdzialki" typ="text">budowlano - rolna</param>
        <param nazwa="drogadojazdowa" typ="text">asfalt</param>
        <param nazwa="prad" typ="bool">1</param>
        <param nazwa="gaz" typ="text">w ulicy</param>
        <param nazwa="typpodlaczeniawody" typ="text">tak - miejska</param>
        <param nazwa="kanalizacja" typ="text">szambo</param>
        <param nazwa="advertisement_text" typ="text">Działka budowlana 1250 m2, Pilchowice - obniżka</param>
        <param nazwa="opis" typ="text">Działka budowlano-rolna przy asfaltowej drodze, z prądem na działce i gazem w ulicy.</param>
        <param nazwa="zdjecie1" typ="text">${photo('gs', 'GAL-GS-5001-2', 1)}</param>
      </oferta>
      <oferta_usun><id>GAL-GS-5001-1</id></oferta_usun>
    </dzial>
    <oferta_usun><id>GAL-MS-1001</id></oferta_usun>
  </lista_ofert>
</plik>
`;

const flat: ExpectedAd = {
  externalId: 'GAL-MS-1001',
  type: 'apartment',
  rent: 0,
  category: 1,
  title: 'Dwa pokoje na Sikorniku, parter',
  price: 389000,
  area: 48.3,
  landArea: null,
  rooms: 2,
  floor: 0,
  floors: 4,
  year: 1975,
  market: 2,
  city: 'Gliwice',
  district: 'Sikornik',
  address: 'ul. Testowa 5',
  coordinates: [50.2945, 18.6766],
  description:
    'Mieszkanie dwupokojowe o powierzchni 48,3 m² na parterze bloku z wielkiej płyty.\n\n' +
    'Do mieszkania przynależy piwnica, a w pobliżu jest również szkoła i przystanek.',
  photos: flatPhotos,
  amenities: { balcony: 1, elevator: 0, basement: 1, garage: 0, parking: 0, gas: null },
};

const land: ExpectedAd = {
  externalId: 'GAL-GS-5001-1',
  type: 'land',
  rent: 0,
  category: 3,
  title: 'Działka budowlana 1250 m2, Pilchowice',
  price: 185000,
  area: 1250,
  landArea: null,
  rooms: null,
  floor: null,
  market: null,
  city: 'Pilchowice',
  district: null,
  address: '',
  coordinates: 'city',
  description: 'Działka budowlano-rolna przy asfaltowej drodze, z prądem na działce i gazem w ulicy.',
  photos: [photo('gs', 'GAL-GS-5001-1', 1)],
  amenities: { power: 1, gas: 0, water: 1, canalization: 0 },
};

const hall: ExpectedAd = {
  externalId: 'GAL-HS-2001',
  type: 'place',
  rent: 0,
  category: 4,
  title: 'Hala magazynowa z rampą, Rybnik',
  price: 1200000,
  area: 640.5,
  rooms: null,
  floor: null,
  market: 2,
  city: 'Rybnik',
  district: 'Paruszowiec',
  address: 'ul. Magazynowa 12',
  coordinates: [50.0971, 18.5463],
  description: 'Hala magazynowa z rampą rozładunkową, biurem i placem manewrowym, dojazd dla TIR.',
  photos: hallPhotos,
};

export const galactica: Corpus = {
  system: 'galactica',
  packages: [
    {
      name: 'oferty_2026-04-21_03-00.zip',
      files: [
        { name: 'oferty.xml', content: full },
        ...photoFiles(...flatPhotos, photo('gs', 'GAL-GS-5001-1', 1), ...hallPhotos),
      ],
      outcome: {
        added: 3,
        updated: 0,
        withdrawn: 0,
        failed: 1,
        problems: ['oferta GAL-DS-3001: cena w walucie EUR, portal przyjmuje tylko złote'],
      },
      online: [flat, land, hall],
      offline: ['GAL-DS-3001'],
    },
    {
      // The version bump keeps the land's ad (and its URL) under the new id; the flat is withdrawn outside <dzial>;
      // the hall, not mentioned by the diff, stays.
      name: 'oferty_2026-04-21_14-30.zip',
      files: [{ name: 'oferty.xml', content: diff }, ...photoFiles(photo('gs', 'GAL-GS-5001-2', 1))],
      outcome: { added: 0, updated: 1, withdrawn: 1, failed: 0, problems: [] },
      online: [
        {
          ...land,
          externalId: 'GAL-GS-5001-2',
          formerly: 'GAL-GS-5001-1',
          title: 'Działka budowlana 1250 m2, Pilchowice - obniżka',
          price: 175000,
          photos: [photo('gs', 'GAL-GS-5001-2', 1)],
        },
        hall,
      ],
      offline: ['GAL-MS-1001', 'GAL-GS-5001-1', 'GAL-DS-3001'],
    },
  ],
};
