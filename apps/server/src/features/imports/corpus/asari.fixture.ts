import { asariExport, offer, withdrawals } from './asari-export.fixture.ts';
import type { Corpus, ExpectedAd } from './corpus.fixture.ts';

// One office's ASARI stream (asari-export.fixture.ts says how each export is written). The offers, people and
// streets are made up.

// 10 cena ofertowa PLN, 11 czynsz ofertowy PLN, 16 kaucja, 18 rodzaj działki, 36 nieruchomość, 39 uzbrojenie
// działki - przyłącza, 41 droga dojazdowa, 43 operacja, 45-49 województwo, powiat, gmina, miejscowość, dzielnica,
// 53 ogrodzenie, 58 pow. użytkowa [m2], 61 lotArea, 62 piętro, 63 ilość pięter, 70 rodzaj budynku, 71 rok budowy,
// 74 materiał ścian, 79 liczba pokoi, 81 umeblowanie, 90 podpiwniczenie, 120 dodatkowe, 128 pow. całkowita [m2],
// 137 administrativeRent, 155 dostępne sieci, 156 instalacje w budynku, 159/161 przynależne, 170/171 agent -
// telefon/e-mail (the ad shows the company's contact), 195 ulica, 201/202 szerokość/długość geograficzna, 220 rynek,
// 491 tytuł ogłoszenia.
const agent = { 170: '+48 600 000 001', 171: 'agent@biuro-wzorcowe.pl' };
const mazowieckie = { 45: 'MAZOWIECKIE' };

const flat = (price: string) =>
  offer(
    '101/6093/OMS',
    '<p>Trzypokojowe mieszkanie z balkonem,<br/>w cichym bloku przy parku.</p>',
    {
      10: price,
      36: 'MIESZKANIE',
      43: 'SPRZEDAŻ',
      ...mazowieckie,
      46: 'WARSZAWA',
      47: 'WARSZAWA',
      48: 'WARSZAWA',
      49: 'MOKOTÓW',
      58: '52.4000',
      62: '2',
      63: '4',
      70: 'BLOK',
      71: '2008',
      74: 'CEGŁA',
      79: '3',
      120: 'BALKON',
      128: '55.0000',
      156: 'WINDA OSOB., DOMOFON',
      159: 'PIWNICA, STAN.PARKINGOWE',
      195: 'PUŁAWSKA',
      201: '52.1935',
      202: '21.0246',
      220: 'WTÓRNY',
      491: 'Trzy pokoje z balkonem na Mokotowie',
      ...agent,
    },
    [
      ['6093_a1.jpg', 0, 1],
      ['6093_a2.jpg', 1, 3],
      ['6093_a3.jpg', 0, 2],
    ],
  );

const house = offer(
  '102/6093/ODS',
  '<p>Dom wolnostojący z ogrodem, garaż w bryle budynku.</p>',
  {
    10: '1190000.0000',
    36: 'DOM',
    43: 'SPRZEDAŻ',
    ...mazowieckie,
    46: 'PIASECZYŃSKI',
    47: 'PIASECZNO',
    48: 'PIASECZNO',
    53: 'SIATKA',
    58: '148.5000',
    61: '812.0000',
    63: '2',
    79: '5',
    90: 'NIE PODPIWNICZONY',
    155: 'PRĄD, GAZ, WODOC. KOMUNALNY, KANAL.SANIT.',
    161: 'GARAŻ',
    220: 'PIERWOTNY',
    491: 'Nowy dom z ogrodem w Piasecznie',
    ...agent,
  },
  [
    ['6093_b2.jpg', 0, 2],
    ['6093_b1.jpg', 1, 1],
  ],
);

const plot = offer(
  '103/6093/OGS',
  'Działka budowlana, płaska, w otoczeniu domów jednorodzinnych.',
  {
    10: '320000.0000',
    18: 'BUDOWLANA',
    36: 'DZIAŁKA',
    39: 'PRĄD W DRODZE, WODA MIEJSKA NA DZIAŁCE, SZAMBO',
    41: 'ASFALTOWA',
    43: 'SPRZEDAŻ',
    45: 'MAŁOPOLSKIE',
    46: 'WIELICKI',
    47: 'WIELICZKA',
    48: 'WIELICZKA',
    53: 'BRAK',
    61: '1200.0000',
    491: 'Działka budowlana 12 arów w Wieliczce',
  },
  [['6093_c1.jpg', 1, 1]],
);

const studio = offer(
  '104/6093/OMW',
  'Kawalerka po remoncie, w pełni umeblowana, blisko tramwaju.',
  {
    11: '2800.0000',
    16: '2-MIESIĘCZNA',
    36: 'MIESZKANIE',
    43: 'WYNAJEM',
    45: 'MAŁOPOLSKIE',
    46: 'KRAKÓW',
    47: 'KRAKÓW',
    48: 'KRAKÓW',
    49: 'PODGÓRZE',
    58: '38.0000',
    62: '0',
    63: '3',
    79: '1',
    81: 'PEŁNE',
    137: '450',
    491: 'Umeblowana kawalerka w Podgórzu',
  },
  [],
);

const newFlat = offer(
  '105/6093/OMS',
  'Dwa pokoje w nowym budynku, oddane do użytku w tym roku.',
  {
    10: '615000.0000',
    36: 'MIESZKANIE',
    43: 'SPRZEDAŻ',
    45: 'MAŁOPOLSKIE',
    46: 'KRAKÓW',
    47: 'KRAKÓW',
    48: 'KRAKÓW',
    58: '44.1000',
    79: '2',
    220: 'PIERWOTNY',
    491: 'Dwa pokoje w nowym budynku',
  },
  [
    ['6093_e1.jpg', 1, 1],
    ['6093_e2.jpg', 0, 2],
  ],
);

// A client's search ('operacja' KUPNO): the office's CRM may export it, the portal publishes no such thing.
const search = offer(
  '106/6093/OMS',
  'Klient szuka mieszkania.',
  { 10: '500000.0000', 36: 'MIESZKANIE', 43: 'KUPNO', 45: 'MAŁOPOLSKIE', 48: 'KRAKÓW', 58: '50.0000' },
  [],
);

// An offer whose parameters end in a tag of another name: no repair can tell what the CRM meant.
const broken = offer(
  '107/6093/OMS',
  'Dwa pokoje przy rondzie.',
  { 10: '480000.0000', 36: 'MIESZKANIE', 43: 'SPRZEDAŻ', 45: 'MAŁOPOLSKIE', 48: 'KRAKÓW', 58: '40.0000' },
  [],
).replace('</parameters>', '</parametry>');

// A second office sharing the FTP account: its full export covers its own offers only.
const shop = offer(
  '1/7001/OLS',
  'Lokal handlowy z witryną przy ruchliwej ulicy.',
  {
    10: '560000.0000',
    21: 'HANDLOWO-USŁUGOWY',
    36: 'LOKAL',
    43: 'SPRZEDAŻ',
    45: 'MAŁOPOLSKIE',
    48: 'KRAKÓW',
    58: '80.0000',
    491: 'Lokal handlowy z witryną',
  },
  [],
);

const flatAd: ExpectedAd = {
  externalId: '101/6093/OMS',
  type: 'apartment',
  rent: 0,
  category: 1,
  title: 'Trzy pokoje z balkonem na Mokotowie',
  price: 749000,
  area: 52.4,
  landArea: null,
  rooms: 3,
  floor: 2,
  floors: 4,
  year: 2008,
  market: 2,
  city: 'Warszawa',
  district: 'Mokotów',
  address: 'Puławska',
  coordinates: [52.1935, 21.0246],
  description: 'Trzypokojowe mieszkanie z balkonem,\nw cichym bloku przy parku.',
  // The main picture first, then by weight.
  photos: ['6093_a2.jpg', '6093_a1.jpg', '6093_a3.jpg'],
  amenities: { elevator: 1, balcony: 1, basement: 1, parking: 1, garage: null },
};

const houseAd: ExpectedAd = {
  externalId: '102/6093/ODS',
  type: 'house',
  rent: 0,
  category: null,
  title: 'Nowy dom z ogrodem w Piasecznie',
  price: 1190000,
  area: 148.5,
  landArea: 812,
  rooms: 5,
  floor: null,
  floors: 2,
  market: 1,
  city: 'Piaseczno',
  district: null,
  address: '',
  coordinates: 'city',
  description: 'Dom wolnostojący z ogrodem, garaż w bryle budynku.',
  photos: ['6093_b1.jpg', '6093_b2.jpg'],
  amenities: { power: 1, gas: 1, water: 1, canalization: 1, fence: 1, basement: 0, garage: 1 },
};

const plotAd: ExpectedAd = {
  externalId: '103/6093/OGS',
  type: 'land',
  rent: 0,
  category: 1,
  title: 'Działka budowlana 12 arów w Wieliczce',
  price: 320000,
  area: 1200,
  landArea: null,
  rooms: null,
  floor: null,
  market: null,
  city: 'Wieliczka',
  district: null,
  address: '',
  coordinates: 'city',
  description: 'Działka budowlana, płaska, w otoczeniu domów jednorodzinnych.',
  photos: ['6093_c1.jpg'],
  // Power only in the road and a cesspool are no connection.
  amenities: { power: 0, water: 1, canalization: 0, fence: 0 },
};

const studioAd: ExpectedAd = {
  externalId: '104/6093/OMW',
  type: 'apartment',
  rent: 1,
  category: null,
  title: 'Umeblowana kawalerka w Podgórzu',
  price: 2800,
  area: 38,
  rooms: 1,
  floor: 0,
  floors: 3,
  market: null,
  city: 'Kraków',
  district: 'Podgórze',
  address: '',
  coordinates: 'city',
  description: 'Kawalerka po remoncie, w pełni umeblowana, blisko tramwaju.',
  photos: [],
  amenities: { furnished: 1 },
};

const newFlatAd: ExpectedAd = {
  externalId: '105/6093/OMS',
  type: 'apartment',
  rent: 0,
  category: null,
  title: 'Dwa pokoje w nowym budynku',
  price: 615000,
  area: 44.1,
  rooms: 2,
  floor: null,
  market: 1,
  city: 'Kraków',
  district: null,
  address: '',
  coordinates: 'city',
  description: 'Dwa pokoje w nowym budynku, oddane do użytku w tym roku.',
  // Its second picture never came.
  photos: ['6093_e1.jpg'],
};

const shopAd: ExpectedAd = {
  externalId: '1/7001/OLS',
  type: 'place',
  rent: 0,
  category: 2,
  title: 'Lokal handlowy z witryną',
  price: 560000,
  area: 80,
  rooms: null,
  floor: null,
  market: null,
  city: 'Kraków',
  district: null,
  address: '',
  coordinates: 'city',
  description: 'Lokal handlowy z witryną przy ruchliwej ulicy.',
  photos: [],
};

const cheaper = { ...flatAd, price: 729000 };
const none = { added: 0, updated: 0, withdrawn: 0, failed: 0, problems: [] };

/** The office's stream in the order of its exports' names: a full export, increments, withdrawals, a full again. */
export const asari: Corpus = {
  system: 'asari',
  packages: [
    {
      name: '6093_20260601_080000_CFG.xml',
      files: asariExport(
        '6093_20260601_080000',
        true,
        [flat('749000.0000'), house, plot, studio],
        ['6093_a1.jpg', '6093_a2.jpg', '6093_a3.jpg', '6093_b1.jpg', '6093_b2.jpg', '6093_c1.jpg'],
      ),
      outcome: { ...none, added: 4 },
      online: [flatAd, houseAd, plotAd, studioAd],
      offline: [],
    },
    {
      // The flat's price goes down; its pictures are not sent again and stay.
      name: '6093_20260603_101500_CFG.xml',
      files: asariExport('6093_20260603_101500', false, [flat('729000.0000')]),
      outcome: { ...none, updated: 1 },
      online: [cheaper, houseAd, plotAd, studioAd],
      offline: [],
    },
    {
      // The plot is sold; the withdrawal of an offer never sent is no problem.
      name: '6093_20260610_091200_CFG.xml',
      files: asariExport('6093_20260610_091200', false, [withdrawals('103/6093/OGS', '999/6093/OMS')]),
      outcome: { ...none, withdrawn: 1 },
      online: [cheaper, houseAd, studioAd],
      offline: ['103/6093/OGS'],
    },
    {
      name: '6093_20260615_120000_CFG.xml',
      files: asariExport('6093_20260615_120000', false, [newFlat, search], ['6093_e1.jpg']),
      outcome: {
        ...none,
        added: 1,
        failed: 1,
        problems: [
          "oferta 106/6093/OMS: operacja 'KUPNO' to poszukiwanie, nie oferta",
          'oferta 105/6093/OMS: brak w paczce zdjęć: 6093_e2.jpg',
        ],
      },
      online: [cheaper, houseAd, studioAd, newFlatAd],
      offline: ['103/6093/OGS', '106/6093/OMS'],
    },
    {
      // A full export again: the house it no longer holds was sold without a withdrawal.
      name: '6093_20260701_070000_CFG.xml',
      files: asariExport('6093_20260701_070000', true, [flat('729000.0000'), studio, newFlat]),
      outcome: { ...none, withdrawn: 1, problems: ['oferta 105/6093/OMS: brak w paczce zdjęć: 6093_e2.jpg'] },
      online: [cheaper, studioAd, newFlatAd],
      offline: ['102/6093/ODS', '103/6093/OGS'],
    },
    {
      name: '7001_20260702_080000_CFG.xml',
      files: asariExport('7001_20260702_080000', true, [shop]),
      outcome: { ...none, added: 1 },
      online: [cheaper, studioAd, newFlatAd, shopAd],
      offline: ['102/6093/ODS', '103/6093/OGS'],
    },
    {
      // One offer broken beyond repair costs that offer only: the price change and the withdrawal beside it apply.
      name: '6093_20260705_090000_CFG.xml',
      files: asariExport('6093_20260705_090000', false, [
        flat('719000.0000'),
        broken,
        withdrawals('105/6093/OMS'),
      ]),
      outcome: {
        ...none,
        updated: 1,
        withdrawn: 1,
        failed: 1,
        problems: ['oferta 107/6093/OMS: niepoprawny XML oferty (linia 40)'],
      },
      online: [{ ...flatAd, price: 719000 }, studioAd, shopAd],
      offline: ['102/6093/ODS', '103/6093/OGS', '105/6093/OMS', '107/6093/OMS'],
    },
  ],
};
