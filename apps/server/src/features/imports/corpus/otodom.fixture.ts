import { type Corpus, type ExpectedAd, photoFiles } from './corpus.fixture.ts';

// The Otodom import XML (properties_otodom.xml) as CRMs write it for that portal, shaped after a real export of 49
// offers (public repository pientkrz/real-estate-vendor, public/2026-05-23_13%3A07%3A04/properties_otodom.xml):
// <otoDom> with Date, ImportType and App, Insertions with ID, Action, Country, Price with PriceType and a numeric
// PriceCurrency, Area, MarketType, ObjectName, OfferType, an empty AgentLicense, ContactInfo, GeoMarker, Photos by
// Position and File (numeric file names), FlatDetails with masks of <value> and empty ones. The real file's offers
// lie abroad and name no place; Province (a code), District (a code of Otodom's own dictionary), City, Quarter and
// Street follow the specification (v170130) and its example. A raw '&' in a description, as CRMs send it. The
// integration is set to Otodom, so the incremental package is read from properties_otodom.xml although oferty.xml
// and a Nieruchomosci-online file lie beside it. People and addresses are made up.

const flatPhotos = ['4101831867.jpg', '4101831868.jpg', '4101831869.jpg'];

const flatInsertion = (price: string) => `    <Insertion>
      <ID>ms201</ID>
      <Action>0</Action>
      <Country>1</Country>
      <Province>12</Province>
      <District>205</District>
      <City>Gliwice</City>
      <Quarter>Sikornik</Quarter>
      <Street>ul. Testowa 7</Street>
      <Price>${price}</Price>
      <PriceType>0</PriceType>
      <PriceCurrency>1</PriceCurrency>
      <Area>52.40</Area>
      <MarketType>1</MarketType>
      <ObjectName>0</ObjectName>
      <OfferType>0</OfferType>
      <AgentLicense/>
      <Description>Trzy pokoje na drugim piętrze, kuchnia & salon od południa.

Do mieszkania należy piwnica.</Description>
      <Title>Trzy pokoje z balkonem na Sikorniku</Title>
      <ContactInfo>
        <Name>Anna Przykładowa</Name>
        <Phone>+48600000001; </Phone>
        <Email>agent@example.invalid</Email>
      </ContactInfo>
      <GeoMarker>
        <Latitude>50.29450000</Latitude>
        <Longitude>18.67660000</Longitude>
      </GeoMarker>
      <Photos>
        <Photo>
          <Position>2</Position>
          <File>${flatPhotos[1]}</File>
        </Photo>
        <Photo>
          <Position>1</Position>
          <File>${flatPhotos[0]}</File>
        </Photo>
        <Photo>
          <Position>3</Position>
          <File>${flatPhotos[2]}</File>
        </Photo>
      </Photos>
      <FlatDetails>
        <BuildingType>0</BuildingType>
        <BuildingMaterial>4</BuildingMaterial>
        <BuildingFloorsNum>4</BuildingFloorsNum>
        <BuildingOwnership>2</BuildingOwnership>
        <FloorNo>3</FloorNo>
        <RoomsNum>3</RoomsNum>
        <BuildYear>1978</BuildYear>
        <ExtrasMask>
          <value>0</value>
          <value>3</value>
          <value>6</value>
        </ExtrasMask>
        <SecurityMask>
          <value>2</value>
        </SecurityMask>
        <MediaMask>
          <value>0</value>
        </MediaMask>
        <EquipmentMask/>
        <Heating/>
        <Furnished>0</Furnished>
      </FlatDetails>
    </Insertion>`;

const full = `<?xml version="1.0" encoding="utf-8"?>
<otoDom>
  <Agency>biuro@example.com</Agency>
  <Date>2026-05-23</Date>
  <ImportType>full</ImportType>
  <App>Agencja5000</App>
  <Insertions>
${flatInsertion('415000.00')}
    <Insertion>
      <ID>ds202</ID>
      <Action>0</Action>
      <Country>1</Country>
      <Province>6</Province>
      <District>krakowski</District>
      <City>Wieliczka</City>
      <Price>890000.00</Price>
      <PriceType>0</PriceType>
      <PriceCurrency>1</PriceCurrency>
      <Area>148.50</Area>
      <MarketType>0</MarketType>
      <ObjectName>1</ObjectName>
      <OfferType>0</OfferType>
      <AgentLicense/>
      <Description>Nowy dom w zabudowie bliźniaczej z garażem, ogrodzona działka 620 m².</Description>
      <Title>Nowy bliźniak z garażem w Wieliczce</Title>
      <Photos>
        <Photo>
          <Position>1</Position>
          <File>4101831900.jpg</File>
        </Photo>
      </Photos>
      <HouseDetails>
        <BuildingType>1</BuildingType>
        <TerrainArea>620</TerrainArea>
        <BuildYear>2025</BuildYear>
        <RoomsNum>5</RoomsNum>
        <MediaMask>
          <value>0</value>
          <value>1</value>
          <value>2</value>
          <value>4</value>
        </MediaMask>
        <FenceMask>
          <value>2</value>
        </FenceMask>
        <ExtrasMask>
          <value>2</value>
        </ExtrasMask>
      </HouseDetails>
    </Insertion>
    <Insertion>
      <ID>dzs203</ID>
      <Action>0</Action>
      <Country>1</Country>
      <Province>małopolskie</Province>
      <City>Wieliczka</City>
      <Price>240000.00</Price>
      <PriceType>0</PriceType>
      <PriceCurrency>1</PriceCurrency>
      <Area>1200</Area>
      <MarketType>1</MarketType>
      <ObjectName>2</ObjectName>
      <OfferType>0</OfferType>
      <Description>Działka budowlana przy asfaltowej drodze, prąd i woda na działce.</Description>
      <Title>Działka budowlana 1200 m² w Wieliczce</Title>
      <TerrainDetails>
        <Type>0</Type>
        <Dimensions>30x40</Dimensions>
        <MediaMask>
          <value>0</value>
          <value>1</value>
        </MediaMask>
        <AccessMask>2</AccessMask>
      </TerrainDetails>
    </Insertion>
    <Insertion>
      <ID>mw204</ID>
      <Action>0</Action>
      <Country>1</Country>
      <Province>6</Province>
      <District>261</District>
      <City>Kraków</City>
      <Quarter>Podgórze</Quarter>
      <Street>ul. Przykładowa 3</Street>
      <Price>2800</Price>
      <PriceType>0</PriceType>
      <PriceCurrency>1</PriceCurrency>
      <Area>38</Area>
      <MarketType>1</MarketType>
      <ObjectName>0</ObjectName>
      <OfferType>1</OfferType>
      <Description>Kawalerka na parterze do wynajęcia od zaraz.</Description>
      <Title>Kawalerka na Podgórzu do wynajęcia</Title>
      <FlatDetails>
        <FloorNo>1</FloorNo>
        <RoomsNum>1</RoomsNum>
        <Furnished>1</Furnished>
        <Rent>650</Rent>
        <RentCurrency>1</RentCurrency>
        <Deposit>2800</Deposit>
        <DepositCurrency>1</DepositCurrency>
      </FlatDetails>
    </Insertion>
    <Insertion>
      <ID>pw205</ID>
      <Action>0</Action>
      <Country>1</Country>
      <Province>6</Province>
      <City>Kraków</City>
      <Price>1200</Price>
      <PriceCurrency>1</PriceCurrency>
      <Area>14</Area>
      <MarketType>1</MarketType>
      <ObjectName>3</ObjectName>
      <Description>Pokój jednoosobowy dla studentki, blisko uczelni.</Description>
      <Title>Pokój jednoosobowy blisko uczelni</Title>
      <RoomDetails>
        <PersonsMask>
          <value>0</value>
        </PersonsMask>
      </RoomDetails>
    </Insertion>
    <Insertion>
      <ID>gs206</ID>
      <Action>0</Action>
      <Country>1</Country>
      <Province>6</Province>
      <City>Kraków</City>
      <Price>45000</Price>
      <PriceCurrency>1</PriceCurrency>
      <MarketType>1</MarketType>
      <ObjectName>6</ObjectName>
      <OfferType>0</OfferType>
      <Description>Garaż murowany w zespole garaży.</Description>
    </Insertion>
    <Insertion>
      <ID>ms207</ID>
      <Action>0</Action>
      <Country>1</Country>
      <Price>235000.00</Price>
      <PriceType>0</PriceType>
      <PriceCurrency>2</PriceCurrency>
      <Area>44.00</Area>
      <MarketType>0</MarketType>
      <ObjectName>0</ObjectName>
      <OfferType>0</OfferType>
      <Description>Apartament przy plaży.</Description>
      <GeoMarker>
        <Latitude>35.52390000</Latitude>
        <Longitude>23.84840000</Longitude>
      </GeoMarker>
      <FlatDetails>
        <RoomsNum>2</RoomsNum>
      </FlatDetails>
    </Insertion>
  </Insertions>
</otoDom>
`;

const incremental = `<?xml version="1.0" encoding="utf-8"?>
<otoDom>
  <Agency>biuro@example.com</Agency>
  <Date>2026-05-24</Date>
  <ImportType>incremental</ImportType>
  <App>Agencja5000</App>
  <Insertions>
${flatInsertion('399000.00')}
    <Insertion>
      <ID>mw204</ID>
      <Action>1</Action>
    </Insertion>
    <Insertion>
      <ID>dzs203</ID>
      <Action>2</Action>
    </Insertion>
  </Insertions>
</otoDom>
`;

// What the same CRM wrote for the other portals in the same ZIP.
const ofertyNet = `<?xml version="1.0" encoding="UTF-8"?>
<plik><header><wersja>0.4</wersja><zawartosc_pliku>roznica</zawartosc_pliku></header><lista_ofert/></plik>
`;
const noe = `<?xml version="1.0" encoding="UTF-8"?>
<xml><export><type>incremental</type></export><agents/><ads/></xml>
`;

const flat: ExpectedAd = {
  externalId: 'ms201',
  type: 'apartment',
  rent: 0,
  category: 1,
  title: 'Trzy pokoje z balkonem na Sikorniku',
  price: 415000,
  area: 52.4,
  landArea: null,
  rooms: 3,
  floor: 2,
  floors: 4,
  year: 1978,
  market: 2,
  city: 'Gliwice',
  district: 'Sikornik',
  address: 'ul. Testowa 7',
  coordinates: [50.2945, 18.6766],
  description: 'Trzy pokoje na drugim piętrze, kuchnia & salon od południa.\n\nDo mieszkania należy piwnica.',
  photos: flatPhotos,
  amenities: { balcony: 1, basement: 1, elevator: 1, internet: 1, furnished: null, garage: null },
};

const house: ExpectedAd = {
  externalId: 'ds202',
  type: 'house',
  rent: 0,
  category: 2,
  title: 'Nowy bliźniak z garażem w Wieliczce',
  price: 890000,
  area: 148.5,
  landArea: 620,
  rooms: 5,
  floor: null,
  year: 2025,
  market: 1,
  city: 'Wieliczka',
  district: null,
  address: '',
  coordinates: 'city',
  description: 'Nowy dom w zabudowie bliźniaczej z garażem, ogrodzona działka 620 m².',
  photos: ['4101831900.jpg'],
  amenities: { power: 1, water: 1, gas: 1, canalization: 1, garage: 1, fence: 1, basement: null },
};

const land: ExpectedAd = {
  externalId: 'dzs203',
  type: 'land',
  rent: 0,
  category: 1,
  title: 'Działka budowlana 1200 m² w Wieliczce',
  price: 240000,
  area: 1200,
  rooms: null,
  floor: null,
  market: 2,
  city: 'Wieliczka',
  district: null,
  address: '',
  coordinates: 'city',
  description: 'Działka budowlana przy asfaltowej drodze, prąd i woda na działce.',
  photos: [],
  amenities: { power: 1, water: 1, gas: null },
};

const studio: ExpectedAd = {
  externalId: 'mw204',
  type: 'apartment',
  rent: 1,
  category: null,
  title: 'Kawalerka na Podgórzu do wynajęcia',
  price: 2800,
  area: 38,
  rooms: 1,
  floor: 0,
  market: 2,
  city: 'Kraków',
  district: 'Podgórze',
  address: 'ul. Przykładowa 3',
  coordinates: 'city',
  description: 'Kawalerka na parterze do wynajęcia od zaraz.',
  photos: [],
  amenities: { furnished: 1 },
};

const room: ExpectedAd = {
  externalId: 'pw205',
  type: 'apartment',
  rent: 1,
  category: null,
  title: 'Pokój jednoosobowy blisko uczelni',
  price: 1200,
  area: 14,
  rooms: null,
  floor: null,
  market: 2,
  city: 'Kraków',
  district: null,
  address: '',
  coordinates: 'city',
  description: 'Pokój jednoosobowy dla studentki, blisko uczelni.',
  photos: [],
};

export const otodom: Corpus = {
  system: 'imo',
  format: 'otodom',
  packages: [
    {
      name: 'otodom_2026-05-23.zip',
      files: [
        { name: 'properties_otodom.xml', content: full },
        ...photoFiles(...flatPhotos, '4101831900.jpg'),
      ],
      outcome: {
        added: 5,
        updated: 0,
        withdrawn: 0,
        failed: 2,
        problems: [
          'oferta gs206: nieobsługiwany rodzaj nieruchomości 6 (garaż)',
          'oferta ms207: cena w walucie EUR, portal przyjmuje tylko złote',
        ],
      },
      online: [flat, house, land, studio, room],
      offline: ['gs206', 'ms207'],
    },
    {
      // Deactivated (Action 1) and deleted (Action 2) offers go offline alike; the house, not mentioned, stays.
      name: 'oferty_2026-05-24.zip',
      files: [
        { name: 'oferty.xml', content: ofertyNet },
        { name: 'properties_otodom.xml', content: incremental },
        { name: 'properties_noe2.xml', content: noe },
        ...photoFiles(...flatPhotos),
      ],
      outcome: {
        added: 0,
        updated: 1,
        withdrawn: 2,
        failed: 0,
        problems: [
          'odczytano plik properties_otodom.xml (Otodom); pominięto: oferty.xml (Oferty.net), properties_noe2.xml (nieobsługiwany format)',
        ],
      },
      online: [{ ...flat, price: 399000 }, house, room],
      offline: ['mw204', 'dzs203', 'gs206', 'ms207'],
    },
  ],
};
