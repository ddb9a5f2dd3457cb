import type { ZipInput } from '../../../../test/fixtures/crm/build-zip.ts';
import { type Corpus, type ExpectedAd, photoFiles } from './corpus.fixture.ts';

// ASARI: the "PACKAGE" export delivered as loose files (CRM-EXPORTS §3.4): a {branch}_{date}_{time}_CFG.xml manifest
// (empty_offers 1 on a branch's first, full package) naming its offer files (_001, _002) and the definitions file
// (spelt 'definictions.xml'), values in <parameters><p id> named only by the definitions (the id as attribute or as
// child, both seen), HTML descriptions in CDATA, pictures with status (1 = main) and weight, the photo files in a
// subfolder under other letter case, DELETE listing withdrawals of every kind, unknown ones included, and a second
// branch sharing the FTP account. "Szerokość działki" is the plot's width, not a latitude. Names are made up.

const definitions = `<?xml version="1.0" encoding="UTF-8"?>
<definitions>
  <parameters>
    <p id="10"><name>Cena</name></p>
    <p id="11"><name>Powierzchnia</name></p>
    <p id="61"><name>Powierzchnia działki</name></p>
    <p id="62"><name>Szerokość działki</name></p>
    <p><id>17</id><name>Rodzaj nieruchomości</name></p>
    <p><id>18</id><name>Transakcja</name></p>
    <p id="20"><name>Rynek</name></p>
    <p id="45"><name>Województwo</name></p>
    <p id="46"><name>Powiat</name></p>
    <p id="47"><name>Gmina</name></p>
    <p id="48"><name>Miejscowość</name></p>
    <p id="49"><name>Dzielnica</name></p>
    <p id="195"><name>Ulica</name></p>
    <p id="201"><name>Szerokość geograficzna</name></p>
    <p id="202"><name>Długość geograficzna</name></p>
    <p id="30"><name>Liczba pokoi</name></p>
    <p id="31"><name>Piętro</name></p>
    <p id="32"><name>Liczba pięter</name></p>
    <p id="33"><name>Rok budowy</name></p>
    <p id="40"><name>Winda</name></p>
    <p id="41"><name>Balkon</name></p>
    <p id="491"><name>Tytuł oferty</name></p>
    <p id="305"><name>Opiekun oferty</name></p>
    <p id="170"><name>Telefon opiekuna</name></p>
  </parameters>
</definitions>
`;

const manifest = (full: boolean, stem: string, files: string[]) => `<?xml version="1.0" encoding="UTF-8"?>
<PACKAGE>
  <empty_offers>${full ? 1 : 0}</empty_offers>
  <definictions>definictions.xml</definictions>
  <FILES>
    ${files.map((file) => `<file>${stem}_${file}</file>`).join('\n    ')}
  </FILES>
</PACKAGE>
`;

const offers = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>
<PACKAGE>
${body}
</PACKAGE>
`;

const land = `  <offer>
    <signature>46802/3877/OGS</signature>
    <description><![CDATA[<p>Działka budowlana &amp; <b>płaska</b>, w otoczeniu domów jednorodzinnych.</p><p>Media w drodze.</p>]]></description>
    <parameters>
      <p id="10">250000</p>
      <p id="61">1200</p>
      <p id="62">20</p>
      <p id="17">Działka</p>
      <p id="45">mazowieckie</p>
      <p id="46">piaseczyński</p>
      <p id="47">Piaseczno</p>
      <p id="48">Piaseczno</p>
      <p id="491">Działka budowlana 1200 m2</p>
      <p id="305">Jan Wzorcowy</p>
      <p id="170">+48 600 000 002</p>
    </parameters>
    <pictures>
      <picture><unique>46802_2.jpg</unique><status>0</status><weight>2</weight></picture>
      <picture><unique>46802_1.jpg</unique><status>1</status><weight>1</weight></picture>
    </pictures>
  </offer>`;

const flat = (price: number) => `  <offer>
    <signature>46803/3877/OMS</signature>
    <description><![CDATA[<p>Trzypokojowe mieszkanie z balkonem,<br/>w budynku z windą i garażem podziemnym.</p>]]></description>
    <parameters>
      <p id="10">${price}</p>
      <p id="11">61,4</p>
      <p id="17">Mieszkanie</p>
      <p id="18">Sprzedaż</p>
      <p id="20">wtórny</p>
      <p id="45">mazowieckie</p>
      <p id="48">Warszawa</p>
      <p id="49">Mokotów</p>
      <p id="195">ul. Wzorcowa 8</p>
      <p id="201">52.1935</p>
      <p id="202">21.0246</p>
      <p id="30">3</p>
      <p id="31">2</p>
      <p id="32">6</p>
      <p id="33">2008</p>
      <p id="40">tak</p>
      <p id="41">tak</p>
      <p id="491">Trzy pokoje na Mokotowie</p>
    </parameters>
    <pictures>
      <picture><unique>46803_a.jpg</unique><status>1</status><weight>1</weight></picture>
      <picture><unique>46803_b.jpg</unique><status>0</status><weight>2</weight></picture>
    </pictures>
  </offer>`;

const studio = `  <offer>
    <signature>501/4000/OMW</signature>
    <description><![CDATA[Kawalerka po remoncie, umeblowana, blisko stacji kolejki.]]></description>
    <parameters>
      <p id="10">2800</p>
      <p id="11">38</p>
      <p id="45">mazowieckie</p>
      <p id="48">Piaseczno</p>
      <p id="491">Kawalerka do wynajęcia</p>
    </parameters>
    <pictures/>
  </offer>`;

/** One export as ASARI leaves it on the FTP: manifest, offer files, definitions, photos in a subfolder. */
function exportFiles(stem: string, full: boolean, bodies: string[], photos: string[] = []): ZipInput[] {
  const numbered = bodies.map((_, i) => `00${i + 1}.xml`);
  return [
    { name: `${stem}_CFG.xml`, content: manifest(full, stem, numbered) },
    ...bodies.map((body, i) => ({ name: `${stem}_${numbered[i]}`, content: offers(body) })),
    { name: 'definictions.xml', content: definitions },
    ...photoFiles(...photos.map((name) => `zdjecia/${name}`)),
  ];
}

const landAd: ExpectedAd = {
  externalId: '46802/3877/OGS',
  type: 'land',
  rent: 0,
  category: null,
  title: 'Działka budowlana 1200 m2',
  price: 250000,
  area: 1200,
  landArea: null,
  rooms: null,
  floor: null,
  market: null,
  city: 'Piaseczno',
  district: null,
  address: '',
  coordinates: 'city',
  description: 'Działka budowlana & płaska, w otoczeniu domów jednorodzinnych.\nMedia w drodze.',
  photos: ['46802_1.jpg', '46802_2.jpg'],
};

const flatAd: ExpectedAd = {
  externalId: '46803/3877/OMS',
  type: 'apartment',
  rent: 0,
  category: null,
  title: 'Trzy pokoje na Mokotowie',
  price: 949000,
  area: 61.4,
  rooms: 3,
  floor: 2,
  floors: 6,
  year: 2008,
  market: 2,
  city: 'Warszawa',
  district: 'Mokotów',
  address: 'ul. Wzorcowa 8',
  coordinates: [52.1935, 21.0246],
  description: 'Trzypokojowe mieszkanie z balkonem,\nw budynku z windą i garażem podziemnym.',
  photos: ['46803_a.jpg', '46803_b.jpg'],
  amenities: { elevator: 1, balcony: 1 },
};

const studioAd: ExpectedAd = {
  externalId: '501/4000/OMW',
  type: 'apartment',
  rent: 1,
  category: null,
  title: 'Kawalerka do wynajęcia',
  price: 2800,
  area: 38,
  rooms: null,
  floor: null,
  market: null,
  city: 'Piaseczno',
  district: null,
  address: '',
  coordinates: 'city',
  description: 'Kawalerka po remoncie, umeblowana, blisko stacji kolejki.',
  photos: [],
};

export const asari: Corpus = {
  system: 'asari',
  packages: [
    {
      name: '3877_20260916_151353_CFG.xml',
      files: exportFiles(
        '3877_20260916_151353',
        true,
        [land, flat(949000)],
        ['46802_1.jpg', '46802_2.jpg', '46803_A.JPG', '46803_B.JPG'],
      ),
      outcome: { added: 2, updated: 0, withdrawn: 0, failed: 0, problems: [] },
      online: [landAd, flatAd],
      offline: [],
    },
    {
      // A diff: the flat's price changes (its photos are not sent again), the land goes, an unknown id is ignored.
      name: '3877_20260917_090000_CFG.xml',
      files: exportFiles('3877_20260917_090000', false, [
        `${flat(929000)}
  <DELETE>
    <offers>
      <signature>46802/3877/OGS</signature>
      <signature>99999/3877/ODS</signature>
    </offers>
  </DELETE>`,
      ]),
      outcome: { added: 0, updated: 1, withdrawn: 1, failed: 0, problems: [] },
      online: [{ ...flatAd, price: 929000 }],
      offline: ['46802/3877/OGS'],
    },
    {
      // Branch 4000's first, full package in the same account withdraws nothing of branch 3877.
      name: '4000_20260918_080000_CFG.xml',
      files: exportFiles('4000_20260918_080000', true, [studio]),
      outcome: { added: 1, updated: 0, withdrawn: 0, failed: 0, problems: [] },
      online: [{ ...flatAd, price: 929000 }, studioAd],
      offline: ['46802/3877/OGS'],
    },
  ],
};
