import { type Corpus, crmFixture, type ExpectedAd, photoFiles } from './corpus.fixture.ts';

// Agencja3000: one office's diff packages (oferty_YYYY-MM-DD.zip) as the real ones are built: every
// <dzial> present, most empty, typ before tab, withdrawals inside <dzial>, prices '490000.00', empty bool params,
// no title, agent fields, the county in miasto and the town in dzielnica and as the tree's commune, and a root-level
// <zdjecia> block naming photos shipped loose. The office's earlier package held only two withdrawals and an empty
// <zdjecia/>. The offer itself is test/fixtures/crm/agencja3000/oferty.xml (synthetic people and address).

const header = (date: string) => `<?xml version="1.0" encoding="UTF-8"?>
<plik>
  <header>
    <informacje>Eksport automatyczny z serwera Agencja 3000</informacje>
    <agencja>biuro-testowe</agencja>
    <data>${date}</data>
    <wersja>0.4</wersja>
    <cel>oferty.net</cel>
    <zawartosc_pliku>roznica</zawartosc_pliku>
  </header>`;

const withdrawals = (date: string, ids: string[]) => `${header(date)}
  <lista_ofert>
    <dzial typ="sprzedaz" tab="mieszkania"/>
    <dzial typ="wynajem" tab="mieszkania"/>
    <dzial typ="sprzedaz" tab="domy"/>
    <dzial typ="sprzedaz" tab="lokale">
      ${ids.map((id) => `<oferta_usun><id>${id}</id></oferta_usun>`).join('\n      ')}
    </dzial>
    <dzial typ="wynajem" tab="lokale"/>
    <dzial typ="sprzedaz" tab="dzialki"/>
  </lista_ofert>
  <zdjecia/>
</plik>
`;

const premises: ExpectedAd = {
  externalId: '460',
  type: 'place',
  rent: 0,
  category: null,
  title: 'Lokal na sprzedaż, Kłodzko',
  price: 490000,
  area: 86.4,
  landArea: null,
  rooms: null,
  floor: 0,
  floors: 3,
  market: null,
  city: 'Kłodzko',
  district: null,
  address: 'ul. Przykładowa',
  coordinates: 'city',
  description:
    'Lokal użytkowy na parterze kamienicy w centrum, z witryną od ulicy, zapleczem i toaletą. Obecnie wynajmowany.',
  // <zdjecia> lists 460_2 first; kolejnosc 10, 20 puts 460_1 first.
  photos: ['460_1.jpg', '460_2.jpg'],
  amenities: { elevator: null, basement: null },
};

export const agencja3000: Corpus = {
  system: 'agencja3000',
  packages: [
    {
      name: 'oferty_2017-03-13.zip',
      files: [{ name: 'oferty.xml', content: withdrawals('2017-03-13 22:00:11', ['431', '452']) }],
      outcome: { added: 0, updated: 0, withdrawn: 0, failed: 0, problems: [] },
      online: [],
      offline: [],
    },
    {
      name: 'oferty_2017-03-14.zip',
      files: [
        { name: 'oferty.xml', content: crmFixture('agencja3000/oferty.xml') },
        ...photoFiles('460_1.jpg', '460_2.jpg'),
      ],
      outcome: {
        added: 1,
        updated: 0,
        withdrawn: 0,
        failed: 0,
        problems: [
          "oferta 460: miejscowość Kłodzko przyjęto z pola dzielnica 'Kłodzko', bo miasto 'kłodzki' to powiat",
        ],
      },
      online: [premises],
      offline: [],
    },
    {
      name: 'oferty_2017-04-02.zip',
      files: [{ name: 'oferty.xml', content: withdrawals('2017-04-02 22:00:07', ['460']) }],
      outcome: { added: 0, updated: 0, withdrawn: 1, failed: 0, problems: [] },
      online: [],
      offline: ['460'],
    },
  ],
};
