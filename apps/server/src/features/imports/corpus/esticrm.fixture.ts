import { type Corpus, type ExpectedAd, photoFiles } from './corpus.fixture.ts';

// EstiCRM: its native XML (CRM-EXPORTS §3.5) in flat ZIPs named EstiCRM_{officeId}_{YYYYMMDD}_{HHMMSS}.zip, each
// holding one offers file of the same stem, definitions.xml (the dictionaries that label coded fields) and the
// photos of its offers. A full export when the office connects, then incremental packages: an offer they do not
// mention stays as it is. Coded fields carry dictionary="…"; status and offerExport decide what is online.
// People and addresses are made up.

const definitions = `<?xml version="1.0" encoding="UTF-8"?>
<definitions>
  <status>
    <item key="3">Aktywna publikacja</item>
    <item key="5">Zarezerwowana</item>
    <item key="6">Sprzedana</item>
    <item key="7">Wycofana</item>
    <item key="8">Do weryfikacji</item>
  </status>
  <market>
    <item key="11">wtórny</item>
    <item key="12">pierwotny</item>
  </market>
  <transaction>
    <item key="131">sprzedaż</item>
    <item key="132">wynajem</item>
  </transaction>
  <binary>
    <item key="149">TAK</item>
    <item key="150">NIE</item>
  </binary>
</definitions>
`;

const flatPhotos = ['11275759_1.jpg', '11275759_2.jpg'];

const flat = (status: string) => `
  <offer>
    <id>11275759</id>
    <action>update</action>
    <number>MS-123</number>
    <exportDate>2026-08-26 08:00:00</exportDate>
    <status dictionary="status">${status}</status>
    <offerExport>1</offerExport>
    <mainTypeId dictionary="types">2</mainTypeId>
    <typeName>Mieszkanie</typeName>
    <transaction dictionary="transaction">131</transaction>
    <market dictionary="market">11</market>
    <price>550000</price>
    <pricePermeter>10147.6</pricePermeter>
    <areaTotal>54.2</areaTotal>
    <areaUsable>54.2</areaUsable>
    <apartmentRoomNumber>3</apartmentRoomNumber>
    <apartmentFloor>2</apartmentFloor>
    <buildingFloornumber>4</buildingFloornumber>
    <buildingYear>2015</buildingYear>
    <buildingElevatornumber>1</buildingElevatornumber>
    <additionalBalcony dictionary="binary">149</additionalBalcony>
    <locationProvinceName>pomorskie</locationProvinceName>
    <locationDistrictName>Gdańsk</locationDistrictName>
    <locationCommuneName>Gdańsk</locationCommuneName>
    <locationCityName>Gdańsk</locationCityName>
    <locationPrecinctName>Wrzeszcz</locationPrecinctName>
    <locationStreetType>ul.</locationStreetType>
    <locationStreetName>Wzorcowa</locationStreetName>
    <locationLatitude>54.38</locationLatitude>
    <locationLongitude>18.6</locationLongitude>
    <portalTitle>3 pokoje, balkon, Wrzeszcz</portalTitle>
    <description>Opis druga linia</description>
    <descriptionWebsite><![CDATA[<p>Trzy pokoje z balkonem na Wrzeszczu,<br />w budynku z windą.</p>]]></descriptionWebsite>
    <contactFirstname>Jan</contactFirstname>
    <contactLastname>Wzorcowy</contactLastname>
    <contactPhone>+48 600 000 003</contactPhone>
    <contactEmail>agent@example.invalid</contactEmail>
    <pictures>
      <picture type="1">${flatPhotos[0]}</picture>
      <picture type="1">${flatPhotos[1]}</picture>
    </pictures>
  </offer>`;

// The office publishes the house under the commune's town, not the village it stands in.
const house = `
  <offer>
    <id>11275800</id>
    <action>create</action>
    <exportDate>2026-08-26 08:00:00</exportDate>
    <status dictionary="status">3</status>
    <offerExport dictionary="binary">149</offerExport>
    <mainTypeId dictionary="types">1</mainTypeId>
    <transaction dictionary="transaction">131</transaction>
    <market dictionary="market">12</market>
    <price>1290000</price>
    <areaTotal>140</areaTotal>
    <areaPlot>600</areaPlot>
    <apartmentRoomNumber>5</apartmentRoomNumber>
    <locationProvinceName>pomorskie</locationProvinceName>
    <locationDistrictName>kartuski</locationDistrictName>
    <locationCommuneName>Żukowo</locationCommuneName>
    <locationCityName>Banino</locationCityName>
    <locationExportCityName>Żukowo</locationExportCityName>
    <portalTitle>Nowy dom z ogrodem</portalTitle>
    <descriptionWebsite><![CDATA[<p>Dom w stanie deweloperskim, działka 600 m&sup2;, garaż w bryle budynku.</p>]]></descriptionWebsite>
    <pictures>
      <picture type="1">11275800_1.jpg</picture>
    </pictures>
  </offer>`;

const notShown = (id: string, status: string, exported: string) => `
  <offer>
    <id>${id}</id>
    <action>create</action>
    <status dictionary="status">${status}</status>
    <offerExport>${exported}</offerExport>
    <mainTypeId dictionary="types">2</mainTypeId>
    <transaction dictionary="transaction">131</transaction>
    <price>400000</price>
    <areaTotal>40</areaTotal>
    <locationProvinceName>pomorskie</locationProvinceName>
    <locationCityName>Gdańsk</locationCityName>
    <portalTitle>Mieszkanie ${id}</portalTitle>
    <descriptionWebsite>Mieszkanie, którego biuro nie pokazuje na portalach.</descriptionWebsite>
  </offer>`;

const land = `
  <offer>
    <id>11275803</id>
    <action>create</action>
    <exportDate>2026-08-26 10:15:00</exportDate>
    <status dictionary="status">3</status>
    <mainTypeId dictionary="types">3</mainTypeId>
    <transaction dictionary="transaction">131</transaction>
    <price>320000</price>
    <areaPlot>1000</areaPlot>
    <locationProvinceName>pomorskie</locationProvinceName>
    <locationDistrictName>gdański</locationDistrictName>
    <locationCityName>Pruszcz Gdański</locationCityName>
    <mediaCurrent dictionary="binary">149</mediaCurrent>
    <portalTitle>Działka 1000 m2 w Pruszczu</portalTitle>
    <descriptionWebsite><![CDATA[Działka budowlana z prądem, w sąsiedztwie nowych domów.]]></descriptionWebsite>
    <pictures>
      <picture type="1">11275803_1.jpg</picture>
    </pictures>
  </offer>`;

const offers = (mode: 'full' | 'incremental', body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<offers export="${mode}">${body}\n</offers>\n`;

const esti = (stamp: string, mode: 'full' | 'incremental', body: string, photos: string[]) => ({
  name: `EstiCRM_22196_${stamp}.zip`,
  files: [
    { name: `EstiCRM_22196_${stamp}.xml`, content: offers(mode, body) },
    { name: 'definitions.xml', content: definitions },
    ...photoFiles(...photos),
  ],
});

const flatAd: ExpectedAd = {
  externalId: '11275759',
  type: 'apartment',
  rent: 0,
  category: null,
  title: '3 pokoje, balkon, Wrzeszcz',
  price: 550000,
  area: 54.2,
  landArea: null,
  rooms: 3,
  floor: 2,
  floors: 4,
  year: 2015,
  market: 2,
  city: 'Gdańsk',
  district: 'Wrzeszcz',
  address: 'ul. Wzorcowa',
  coordinates: [54.38, 18.6],
  description: 'Trzy pokoje z balkonem na Wrzeszczu,\nw budynku z windą.',
  photos: flatPhotos,
  amenities: { elevator: 1, balcony: 1 },
};

const houseAd: ExpectedAd = {
  externalId: '11275800',
  type: 'house',
  rent: 0,
  category: null,
  title: 'Nowy dom z ogrodem',
  price: 1290000,
  area: 140,
  landArea: 600,
  rooms: 5,
  floor: null,
  market: 1,
  city: 'Żukowo',
  district: null,
  address: '',
  coordinates: 'city',
  description: 'Dom w stanie deweloperskim, działka 600 m², garaż w bryle budynku.',
  photos: ['11275800_1.jpg'],
};

const landAd: ExpectedAd = {
  externalId: '11275803',
  type: 'land',
  rent: 0,
  category: null,
  title: 'Działka 1000 m2 w Pruszczu',
  price: 320000,
  area: 1000,
  landArea: null,
  rooms: null,
  floor: null,
  market: null,
  city: 'Pruszcz Gdański',
  district: null,
  address: '',
  coordinates: 'city',
  description: 'Działka budowlana z prądem, w sąsiedztwie nowych domów.',
  photos: ['11275803_1.jpg'],
  amenities: { power: 1 },
};

export const esticrm: Corpus = {
  system: 'esticrm',
  packages: [
    {
      // The full export at connection: a sold offer and one the office does not export are not published.
      ...esti(
        '20260826_080000',
        'full',
        [flat('3'), house, notShown('11275801', '6', '1'), notShown('11275802', '3', '0')].join(''),
        [...flatPhotos, '11275800_1.jpg'],
      ),
      outcome: { added: 2, updated: 0, withdrawn: 0, failed: 0, problems: [] },
      online: [flatAd, houseAd],
      offline: ['11275801', '11275802'],
    },
    {
      // An incremental package: the flat is reserved (withdrawn), a plot comes, a state the portal does not know
      // keeps an offer off it with a reason, a delete names an offer never sent; the house, not mentioned, stays.
      ...esti(
        '20260826_101500',
        'incremental',
        [
          flat('5'),
          land,
          notShown('11275804', '8', '1'),
          '\n  <offer><id>11270001</id><action>delete</action></offer>',
        ].join(''),
        ['11275803_1.jpg'],
      ),
      outcome: {
        added: 1,
        updated: 0,
        withdrawn: 1,
        failed: 1,
        problems: ["oferta 11275804: nieznany status oferty 'Do weryfikacji', nie publikujemy jej"],
      },
      online: [houseAd, landAd],
      offline: ['11275759', '11275804'],
    },
    {
      // Active again the next morning: the same ad, at the same address, comes back.
      ...esti('20260827_073000', 'incremental', flat('3'), flatPhotos),
      outcome: { added: 0, updated: 1, withdrawn: 0, failed: 0, problems: [] },
      online: [{ ...flatAd, formerly: '11275759' }, houseAd, landAd],
      offline: [],
    },
  ],
};
