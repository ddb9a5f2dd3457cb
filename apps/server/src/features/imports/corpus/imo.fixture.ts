import iconv from 'iconv-lite';
import { type Corpus, type ExpectedAd, photoFiles } from './corpus.fixture.ts';

// IMO: the Oferty.net 0.4 full export ('calosc') it sends every 30 days, in oferty_YYYYMMDDHHMMSS.zip, written here in
// ISO-8859-2 as the original Oferty.net specification allows: a room in 'pokoje', an object with its plot, a house
// without a title, a description in <linia> lines, the point as wsp_x/wsp_y only. The next full export no longer
// lists the house: it is withdrawn (one ad of three is no mass withdrawal). People and addresses are made up.

const roomPhotos = ['imo_pw_IMO-PW-77_1.jpg', 'imo_pw_IMO-PW-77_2.jpg'];
const objectPhoto = 'imo_os_IMO-OS-12_1.jpg';

const room = (price: number) => `
      <oferta>
        <id>IMO-PW-77</id>
        <param nazwa="wojewodztwo" typ="text">MAŁOPOLSKIE</param>
        <param nazwa="powiat" typ="text">Kraków m.</param>
        <param nazwa="miasto" typ="text">Kraków</param>
        <param nazwa="dzielnica" typ="text">Krowodrza</param>
        <param nazwa="ulica" typ="text">ul. Próbna 3</param>
        <param nazwa="powierzchnia" typ="real">14,5</param>
        <param nazwa="liczbapokoi" typ="int">1</param>
        <param nazwa="pietro" typ="int">3</param>
        <param nazwa="liczbapieter" typ="int">5</param>
        <param nazwa="meble" typ="bool">1</param>
        <param nazwa="internet" typ="text">jest</param>
        <cena waluta="PLN">${price}</cena>
        <param nazwa="advertisement_text" typ="text">Pokój dla studentki, Krowodrza</param>
        <param nazwa="wsp_x" typ="real">50,0755</param>
        <param nazwa="wsp_y" typ="real">19,9196</param>
        <param nazwa="opis" typ="text"><linia>Umeblowany pokój w trzypokojowym mieszkaniu, blisko uczelni.</linia><linia>Kaucja równa jednemu czynszowi, opłaty według zużycia.</linia></param>
        <param nazwa="zdjecie1" typ="text">${roomPhotos[0]}</param>
        <param nazwa="zdjecie2" typ="text">${roomPhotos[1]}</param>
      </oferta>`;

const guesthouse = `
      <oferta>
        <id>IMO-OS-12</id>
        <param nazwa="wojewodztwo" typ="text">MAŁOPOLSKIE</param>
        <param nazwa="powiat" typ="text">nowotarski</param>
        <param nazwa="miasto" typ="text">Nowy Targ</param>
        <param nazwa="ulica" typ="text">ul. Górska 40</param>
        <param nazwa="rynek_pierwotny" typ="bool">0</param>
        <param nazwa="powierzchnia" typ="real">420</param>
        <param nazwa="powierzchniadzialki" typ="real">1500</param>
        <param nazwa="liczbapieter" typ="int">3</param>
        <param nazwa="rokbudowy" typ="int">1998</param>
        <param nazwa="typzabudowy" typ="text">hotel/pensjonat</param>
        <cena waluta="PLN">2950000</cena>
        <param nazwa="advertisement_text" typ="text">Pensjonat z widokiem na Tatry</param>
        <param nazwa="n_geo_x" typ="float">20,0328</param>
        <param nazwa="n_geo_y" typ="float">49,4775</param>
        <param nazwa="opis" typ="text">Pensjonat na 14 pokoi z restauracją i parkingiem, prowadzony od ponad dwudziestu lat.</param>
        <param nazwa="zdjecie1" typ="text">${objectPhoto}</param>
      </oferta>`;

const house = `
      <oferta>
        <id>IMO-DS-5</id>
        <param nazwa="wojewodztwo" typ="text">MAŁOPOLSKIE</param>
        <param nazwa="powiat" typ="text">wielicki</param>
        <param nazwa="miasto" typ="text">Wieliczka</param>
        <param nazwa="rynek_pierwotny" typ="bool">1</param>
        <param nazwa="powierzchnia" typ="real">152,75</param>
        <param nazwa="powierzchniadzialki" typ="real">812</param>
        <param nazwa="liczbapokoi" typ="int">5</param>
        <param nazwa="typzabudowy" typ="text">bliźniak</param>
        <param nazwa="ogrodzenie" typ="text">tak</param>
        <cena waluta="PLN">1150000</cena>
        <param nazwa="opis" typ="text">Nowy dom w zabudowie bliźniaczej, stan deweloperski, z ogrodem i garażem w bryle budynku.</param>
      </oferta>`;

const oferty = (date: string, sections: { pokoje: string; obiekty: string; domy: string }) =>
  iconv.encode(
    `<?xml version="1.0" encoding="ISO-8859-2"?>
<plik>
  <header>
    <informacje>Eksport ofert z programu IMO</informacje>
    <agencja>imo-biuro</agencja>
    <data>${date}</data>
    <wersja>0.4</wersja>
    <cel>oferty.net</cel>
    <zawartosc_pliku>calosc</zawartosc_pliku>
  </header>
  <lista_ofert>
    <dzial tab="pokoje" typ="wynajem">${sections.pokoje}</dzial>
    <dzial tab="obiekty" typ="sprzedaz">${sections.obiekty}</dzial>
    <dzial tab="domy" typ="sprzedaz">${sections.domy}</dzial>
  </lista_ofert>
</plik>
`,
    'iso-8859-2',
  );

const roomAd: ExpectedAd = {
  externalId: 'IMO-PW-77',
  type: 'apartment',
  rent: 1,
  category: null,
  title: 'Pokój dla studentki, Krowodrza',
  price: 1400,
  area: 14.5,
  rooms: 1,
  floor: 3,
  floors: 5,
  market: null,
  city: 'Kraków',
  district: 'Krowodrza',
  address: 'ul. Próbna 3',
  coordinates: [50.0755, 19.9196],
  description:
    'Umeblowany pokój w trzypokojowym mieszkaniu, blisko uczelni.\n' +
    'Kaucja równa jednemu czynszowi, opłaty według zużycia.',
  photos: roomPhotos,
  amenities: { furnished: 1, internet: 1 },
};

const guesthouseAd: ExpectedAd = {
  externalId: 'IMO-OS-12',
  type: 'object',
  rent: 0,
  category: 4,
  title: 'Pensjonat z widokiem na Tatry',
  price: 2950000,
  area: 420,
  landArea: 1500,
  rooms: null,
  floor: null,
  floors: 3,
  year: 1998,
  market: 2,
  city: 'Nowy Targ',
  district: null,
  address: 'ul. Górska 40',
  coordinates: [49.4775, 20.0328],
  description: 'Pensjonat na 14 pokoi z restauracją i parkingiem, prowadzony od ponad dwudziestu lat.',
  photos: [objectPhoto],
};

const houseAd: ExpectedAd = {
  externalId: 'IMO-DS-5',
  type: 'house',
  rent: 0,
  category: 2,
  // No title in the file: one is made from the type and the town.
  title: 'Dom na sprzedaż, Wieliczka',
  price: 1150000,
  area: 152.75,
  landArea: 812,
  rooms: 5,
  floor: null,
  market: 1,
  city: 'Wieliczka',
  district: null,
  address: '',
  coordinates: 'city',
  description: 'Nowy dom w zabudowie bliźniaczej, stan deweloperski, z ogrodem i garażem w bryle budynku.',
  photos: [],
  amenities: { fence: 1 },
};

export const imo: Corpus = {
  system: 'imo',
  packages: [
    {
      name: 'oferty_20260501033000.zip',
      files: [
        {
          name: 'oferty.xml',
          content: oferty('2026-05-01 03:30:00', { pokoje: room(1400), obiekty: guesthouse, domy: house }),
        },
        ...photoFiles(...roomPhotos, objectPhoto),
      ],
      outcome: { added: 3, updated: 0, withdrawn: 0, failed: 0, problems: [] },
      online: [roomAd, guesthouseAd, houseAd],
      offline: [],
    },
    {
      name: 'oferty_20260531033000.zip',
      files: [
        {
          name: 'oferty.xml',
          content: oferty('2026-05-31 03:30:00', { pokoje: room(1500), obiekty: guesthouse, domy: '' }),
        },
        ...photoFiles(...roomPhotos, objectPhoto),
      ],
      outcome: { added: 0, updated: 1, withdrawn: 1, failed: 0, problems: [] },
      online: [{ ...roomAd, price: 1500 }, guesthouseAd],
      offline: ['IMO-DS-5'],
    },
  ],
};
