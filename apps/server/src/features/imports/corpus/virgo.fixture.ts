import { type Corpus, type ExpectedAd, photoFiles } from './corpus.fixture.ts';

// Galactica Virgo's native XML delivered as oferty.xml, shaped after code that reads it in production (public
// repository stanislaw-fibra/Fibra, src/lib/importer/virgo-parser.ts and virgo-mapper.ts; no real file was found): <Dane AdresAPP> with <Agenci>, <Oddzialy>, <Oferty> and <Usuniete>; each <Oferta> carries its
// main values in attributes (ID, Symbol, Przedmiot, Wynajem and Pierwotny as True/False, Wojewodztwo, Powiat,
// Lokalizacja, Dzielnica, Ulica, Pietro, Cena, IloscPokoi, PowierzchniaCalkowita, MapSzerokoscGeogr,
// MapDlugoscGeogr, MaterialKonstrukcyjny, Agent) and the rest in child elements (UwagiOpis, IloscPieter, RokBudowy,
// PowierzchniaDzialki, Balkon, <Zdjecia><Foto ID><plik/><lp/><typ/>); withdrawals are <Usuniete><Oferta ID/>. The
// photo files are ofe_{Foto ID}.jpg. A second package holds an offer whose XML is broken beyond repair: the other
// offer and the withdrawal still go in. People and addresses are made up.

const full = `\ufeff<?xml version="1.0" encoding="utf-8"?>
<Dane AdresAPP="biuro.galapp.net">
  <Agenci>
    <Agent ID="31"><Nazwa>Anna Przykładowa</Nazwa><Komorka>600000001</Komorka><Email>agent@example.invalid</Email></Agent>
  </Agenci>
  <Oddzialy>
    <Oddzial ID="2"><Nazwa>Biuro Gdańsk</Nazwa><Miasto>Gdańsk</Miasto></Oddzial>
  </Oddzialy>
  <Oferty>
    <Oferta ID="1135771" Symbol="VIR-MS-4101" Status="Aktualna" Przedmiot="Mieszkanie" Wynajem="False" Pierwotny="False" Wojewodztwo="pomorskie" Powiat="Gdańsk" Lokalizacja="Gdańsk" Dzielnica="Wrzeszcz" Ulica="Testowa" Pietro="3" Cena="649000" CenaM2="11388,84" IloscPokoi="3" PowierzchniaCalkowita="56,99" MapSzerokoscGeogr="54.3794" MapDlugoscGeogr="18.6057" MaterialKonstrukcyjny="cegła" Agent="31">
      <TytulOferty>Trzy pokoje we Wrzeszczu, blisko SKM</TytulOferty>
      <UwagiOpis>&lt;p&gt;Mieszkanie w kamienicy &amp; po remoncie.&lt;/p&gt;&lt;p&gt;Do mieszkania należy piwnica.&lt;/p&gt;</UwagiOpis>
      <IloscPieter>4</IloscPieter>
      <RokBudowy>1936</RokBudowy>
      <Balkon>True</Balkon>
      <Piwnica>True</Piwnica>
      <DataAktualizacji>2026-06-01T10:15:00</DataAktualizacji>
      <Zdjecia>
        <Foto ID="880002"><plik>salon.jpg</plik><lp>2</lp><typ>Zdjecie</typ></Foto>
        <Foto ID="880001"><plik>widok z okna.jpg</plik><lp>1</lp><typ>Zdjecie</typ><intro>True</intro></Foto>
        <Foto ID="880003"><plik>rzut.jpg</plik><lp>3</lp><typ>Rzut</typ></Foto>
        <Foto ID="880004"><lp>4</lp><typ>Filmy</typ><LinkFilmYouTube>https://www.youtube.com/watch?v=x</LinkFilmYouTube></Foto>
      </Zdjecia>
    </Oferta>
    <Oferta ID="1135802" Symbol="VIR-DS-4102" Status="Aktualna" Przedmiot="Dom" Wynajem="False" Pierwotny="True" Wojewodztwo="pomorskie" Powiat="gdański" Lokalizacja="Pruszcz Gdański" Cena="1150000" IloscPokoi="5" PowierzchniaCalkowita="162" Agent="31">
      <TytulOferty>Nowy dom z ogrodem w Pruszczu Gdańskim</TytulOferty>
      <UwagiOpis>Dom wolnostojący w stanie deweloperskim, działka 700 m².</UwagiOpis>
      <PowierzchniaDzialki>700</PowierzchniaDzialki>
      <RokBudowy>2026</RokBudowy>
    </Oferta>
    <Oferta ID="1135810" Symbol="VIR-LW-4103" Status="Aktualna" Przedmiot="Lokal" Wynajem="True" Pierwotny="False" Wojewodztwo="pomorskie" Powiat="Gdańsk" Lokalizacja="Gdańsk" Cena="4500" Waluta="EUR" PowierzchniaCalkowita="80" Agent="31">
      <UwagiOpis>Lokal usługowy w centrum.</UwagiOpis>
    </Oferta>
  </Oferty>
  <Usuniete />
</Dane>
`;

// One offer cut off in the middle of its description (the CRM wrote it without its end): it alone is lost.
const diff = `<?xml version="1.0" encoding="utf-8"?>
<Dane AdresAPP="biuro.galapp.net">
  <Oferty>
    <Oferta ID="1135802" Symbol="VIR-DS-4102" Status="Aktualna" Przedmiot="Dom" Wynajem="False" Pierwotny="True" Wojewodztwo="pomorskie" Powiat="gdański" Lokalizacja="Pruszcz Gdański" Cena="1090000" IloscPokoi="5" PowierzchniaCalkowita="162" Agent="31">
      <TytulOferty>Nowy dom z ogrodem w Pruszczu Gdańskim</TytulOferty>
      <UwagiOpis>Dom wolnostojący w stanie deweloperskim, działka 700 m².</UwagiOpis>
      <PowierzchniaDzialki>700</PowierzchniaDzialki>
      <RokBudowy>2026</RokBudowy>
    </Oferta>
    <Oferta ID="1135900" Symbol="VIR-MS-4110" Przedmiot="Mieszkanie" Wynajem="False" Cena="500000" Lokalizacja="Gdańsk" PowierzchniaCalkowita="40">
      <UwagiOpis>Mieszkanie <b>dwupokojowe</UwagiOpis>
    </Oferta>
  </Oferty>
  <Usuniete>
    <Oferta ID="1135771" />
  </Usuniete>
</Dane>
`;

const flatPhotos = ['ofe_880001.jpg', 'ofe_880002.jpg', 'ofe_880003.jpg'];

const flat: ExpectedAd = {
  externalId: '1135771',
  type: 'apartment',
  rent: 0,
  category: null,
  title: 'Trzy pokoje we Wrzeszczu, blisko SKM',
  price: 649000,
  area: 56.99,
  landArea: null,
  rooms: 3,
  floor: 3,
  floors: 4,
  year: 1936,
  market: 2,
  city: 'Gdańsk',
  district: 'Wrzeszcz',
  address: 'Testowa',
  coordinates: [54.3794, 18.6057],
  description: 'Mieszkanie w kamienicy & po remoncie.\nDo mieszkania należy piwnica.',
  photos: flatPhotos,
  amenities: { balcony: 1, basement: 1, elevator: null },
};

const house: ExpectedAd = {
  externalId: '1135802',
  type: 'house',
  rent: 0,
  category: null,
  title: 'Nowy dom z ogrodem w Pruszczu Gdańskim',
  price: 1150000,
  area: 162,
  landArea: 700,
  rooms: 5,
  floor: null,
  year: 2026,
  market: 1,
  city: 'Pruszcz Gdański',
  district: null,
  address: '',
  coordinates: 'city',
  description: 'Dom wolnostojący w stanie deweloperskim, działka 700 m².',
  photos: [],
};

export const virgo: Corpus = {
  system: 'galactica',
  format: 'auto',
  packages: [
    {
      name: 'oferty_2026-06-01_10-30.zip',
      files: [{ name: 'oferty.xml', content: full }, ...photoFiles(...flatPhotos)],
      outcome: {
        added: 2,
        updated: 0,
        withdrawn: 0,
        failed: 1,
        problems: ['oferta 1135810: cena w walucie EUR, portal przyjmuje tylko złote'],
      },
      online: [flat, house],
      offline: ['1135810'],
    },
    {
      name: 'oferty_2026-06-02_10-30.zip',
      files: [{ name: 'oferty.xml', content: diff }],
      outcome: {
        added: 0,
        updated: 1,
        withdrawn: 1,
        failed: 1,
        problems: ['oferta 1135900: niepoprawny XML oferty (linia 10)'],
      },
      online: [{ ...house, price: 1090000 }],
      offline: ['1135771', '1135810', '1135900'],
    },
  ],
};
