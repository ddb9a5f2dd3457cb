import {
  categoriesByType,
  finishes,
  heatings,
  materials,
  type Options,
  ownerships,
  roadTypes,
} from '@portal/domain';

/**
 * The words CRMs write for one list of the portal's options, by the option's label (the label itself always
 * counts). A phrase is matched whole-word in text folded for case and Polish letters; a word ending in '*' also
 * takes its endings ('szeregow*': szeregowy, szeregowa, szeregowiec). A phrase led by '~' is a weak hint, taken
 * only when no other phrase matches: 'dom' says little next to 'dom w zabudowie szeregowej'. `several` is the option a text naming more
 * than one of the list means, when the list has one: 'beton, cegła' is a mixed building. Without it the option
 * named first wins, as CRMs list the main use first ('magazynowy, produkcyjny, handlowo-usługowy').
 *
 * Sources: the values of the real Galactica export (galactica/param_inventory.tsv), ASARI's dictionaries
 * (asari/dictionaries.tsv: materiał ścian, konstrukcja, rodzaj budynku, rodzaj działki, rodzaj obiektu, rodzaj
 * lokalu użytkowego, droga dojazdowa), and the wordings of Polish portals' and energy-audit forms.
 */
export type Synonyms = { words: Readonly<Record<string, readonly string[]>>; several?: string };

const material: Synonyms = {
  words: {
    beton: [
      'betonow*',
      'beton komorkow*',
      'gazobeton',
      'zelbet*',
      'monolit*',
      'ytong',
      'suporeks',
      'siporeks',
    ],
    // Silicate is a brick; masonry ('murowany', ASARI's MUROWANA) is, in Polish houses, brick.
    cegła: ['cegl*', 'cegla ceramiczna', 'silikat*', 'silka', 'murowan*', 'klinkier*'],
    'wielka płyta': ['wielkiej plyty', 'wielkoplytow*'],
    drewno: ['drewnian*', 'bali', 'szkieletow* drewnian*'],
    // Porotherm and 'bloczki ceramiczne' are hollow ceramic blocks, a pustak; so are concrete and slag blocks.
    pustak: [
      'pustak*',
      'porotherm',
      'poroterm',
      'ceramik*',
      'ceramiczn*',
      'bloczk*',
      'bloczki betonowe',
      'bloczki gipsowe',
      'keramzyt*',
    ],
    zróżnicowany: ['mieszan*', 'rozne', 'zroznicowan*'],
  },
  several: 'zróżnicowany',
};

const access: Synonyms = {
  words: {
    polna: ['droga polna', 'gruntow*', 'nieutwardzon*', 'ziemn*'],
    // Gravel, cobbles and concrete slabs are hardened roads in the Polish sense of 'droga utwardzona'.
    'droga utwardzona': [
      'utwardzon*',
      'kostk*',
      'bruk*',
      'betonow*',
      'plyty betonowe',
      'szutrow*',
      'zwirow*',
      'tluczen',
    ],
    asfalt: ['asfalt*', 'bitumiczn*'],
  },
};

const apartmentCategory: Synonyms = {
  words: {
    blok: ['blok*', 'wiezowiec', 'falowiec', 'punktowiec', 'wielorodzinn*'],
    kamienica: ['kamienic*', 'oficyna'],
    'dom wolnostojący': ['~dom', '~domu', 'wolnostojac*', 'willa', 'czesc domu', '~jednorodzinn*'],
    szeregowiec: ['szereg*', 'segment*'],
    apartamentowiec: ['apartamentow*'],
  },
};

const houseCategory: Synonyms = {
  words: {
    // Galactica lists 'dom jednorodzinny' beside bliźniak and szeregowiec: a detached house, unless it says more.
    wolnostojący: ['wolnostojac*', 'wolno stojac*', '~jednorodzinn*', 'willa', 'rezydencja'],
    bliźniak: ['blizniak*', 'blizniacz*'],
    szeregowiec: ['szereg*', 'segment*'],
    kamienica: ['kamienic*', 'wielorodzinn*'],
    'dworek/pałac': ['dworek', 'dworku', 'dwor', 'palac*'],
    gospodarstwo: ['gospodarstw*', 'siedlisk*', 'zagrod*'],
  },
};

const landCategory: Synonyms = {
  words: {
    budowlana: ['budowlan*', '~mieszkaniow*', '~jednorodzinn*', 'pod zabudowe*'],
    // 'rola' is arable land, the farmers' word.
    rolna: ['roln*', 'rola', 'orna', 'grunt orny', 'laka', 'pastwisk*', 'uzytki rolne'],
    'budowlano-rolna': ['budowlano-roln*', 'rolno-budowlan*'],
    rekreacyjna: ['rekreacyjn*', 'letniskow*'],
    inwestycyjna: ['inwestycyjn*', 'komercyjn*'],
    usługowa: ['uslugow*', 'rzemieslnicz*', 'handlow*'],
    przemysłowa: ['przemyslow*', 'produkcyjn*', 'magazynow*'],
    leśna: ['lesn*', 'las'],
    siedliskowa: ['siedlisk*', 'zagrodow*', 'gospodarstw*'],
  },
};

const objectCategory: Synonyms = {
  words: {
    'gospodarstwo domowe': ['gospodarstw*', 'roln*', 'siedlisk*'],
    'hala/magazyn': ['hala', 'hale', 'hali', 'magazyn*'],
    'kiosk/pawilon': ['kiosk*', 'pawilon*'],
    'hotel/pensjonat': ['hotel*', 'pensjonat*', 'motel*', 'hostel*', 'turystyczn*', 'agroturystyk*'],
    przemysłowy: ['przemyslow*', 'produkcyjn*', 'zaklad*', 'fabryk*', 'warsztat*'],
    'ośrodek wypoczynkowy': ['osrod*', 'wypoczynkow*', 'rekreacyjn*', 'sportowo-rekreacyjn*'],
    biurowiec: ['biurow*', 'budynek biurowy'],
    kamienica: ['kamienic*', 'wielorodzinn*'],
    'handlowo-usługowy': [
      'handlow*',
      'uslugow*',
      'sklep*',
      'gastronomiczn*',
      'restauracj*',
      'stacja benzynowa',
    ],
    // The object list has no manor: a manor or a palace for sale is a historic building.
    zabytkowy: ['zabyt*', 'dworek', 'dwor', 'palac*'],
    'kompleks budynków': ['kompleks*'],
  },
};

const placeCategory: Synonyms = {
  words: {
    biurowy: ['biur*', 'gabinet*'],
    'handlowo-usługowy': ['handlow*', 'uslugow*', 'sklep*', 'pawilon*', 'powierzchnia sprzedazy'],
    gastronomiczny: ['gastronom*', 'restaurac*', 'kawiarni*', 'bar', 'pub'],
    // A production hall filed under lokale: the place list has no industrial use, a warehouse is the nearest.
    magazynowy: ['magazyn*', 'hala', 'hale', 'produkcyjn*', 'zaklad produkcyjny'],
    garaż: ['garaz*'],
  },
};

// Stan wykończenia: Galactica's 'Do wprowadzenia', 'pod klucz', 'Do odświeżenia'; ASARI's standards (a standard
// from basic to very high is a flat to live in) and its building stages. A refresh is work before moving in, so
// 'do odświeżenia' is 'do remontu'; the developer's standard is a flat to finish. Shells (stan surowy) are none of
// the three and stay unknown.
const finish: Synonyms = {
  words: {
    'do zamieszkania': [
      'do wprowadzenia',
      'pod klucz',
      'po remoncie',
      'wykonczon*',
      'gotow*',
      'podstawowy',
      'sredni',
      'dobry',
      'podwyzszony',
      'wysoki standard',
      'bardzo wysoki standard',
    ],
    'do wykończenia': ['stan deweloperski', 'deweloperski'],
    'do remontu': ['remontu', 'do remontu kapit*', 'do odswiezenia', 'odswiezeni*', 'do adaptacji'],
  },
};

// Ogrzewanie: ASARI's 'C.O. Z SIECI MIEJSKIEJ', 'C.O. WĘGLOWE', 'PALIWO STAŁE', 'PIEC', 'KOMINEK'; Galactica's
// 'własne gazowe - kocioł 2-funkcyjny', 'ekogroszek', 'własne dla budynku'. A building's own coal, oil or wood
// boiler is Otodom's kotłownia; 'własne' and a bare 'piec' say the least, so a fuel named beside them wins.
const heating: Synonyms = {
  words: {
    miejskie: ['miejsk*', 'sieci miejskiej', 'sieciow*', 'cieplownicz*', 'mpec', 'msc'],
    gazowe: ['gaz*'],
    elektryczne: ['elektr*', 'akumulacyjn*'],
    kotłownia: [
      'kotlowni*',
      'wegl*',
      'ekogroszek*',
      'ekogroszkow*',
      'paliwo stale',
      'olej*',
      'biomas*',
      'pellet*',
      '~kociol*',
      '~wlasne*',
    ],
    'piece kaflowe': ['kaflow*', 'piece', '~piec'],
    'pompa ciepła': ['pomp* ciepla', 'geoterm*'],
    inne: ['kominek', 'kominkow*', 'ekologiczne', 'solar*', 'kolektor*'],
  },
};

// Forma własności: ASARI's 'WŁASNOŚĆ HIPOTECZNA', 'SPÓŁDZIELCZE WŁASNOŚCIOWE (Z KW)', 'WSPÓŁWŁASNOŚĆ',
// 'UŻYTKOWANIE WIECZYSTE'; Galactica's 'Własność', 'AWZ (akt wł. ziemi)', 'jeden właściciel', 'wspólnota
// małżeńska' (spouses' joint property is still the whole flat). A tenant's cooperative right (lokatorskie) and a
// council flat to buy out are no form of ownership on the list, and stay unknown.
const ownership: Synonyms = {
  words: {
    'pełna własność': [
      'wlasnosc',
      'wlasnosc hipoteczna',
      'odrebna wlasnosc',
      'akt wl* ziemi',
      'awz',
      'jeden wlasciciel',
      'wspolnota malzenska',
    ],
    'spółdzielcze własnościowe prawo do lokalu': ['spoldzielcz* wlasnosciow*', 'wlasnosciowe prawo*'],
    udział: ['udzial*', 'wspolwlasnosc*'],
    'użytkowanie wieczyste / dzierżawa': ['uzytkowani* wieczyst*', 'uz. wieczyst*', 'wieczyst*', 'dzierzaw*'],
  },
};

/** The synonyms for each list of options the imports map words onto, keyed by the list itself. */
const tables = new Map<Options, Synonyms>([
  [materials, material],
  [roadTypes, access],
  [categoriesByType.apartment, apartmentCategory],
  [categoriesByType.house, houseCategory],
  [categoriesByType.land, landCategory],
  [categoriesByType.object, objectCategory],
  [categoriesByType.place, placeCategory],
  [finishes, finish],
  [heatings, heating],
  [ownerships, ownership],
]);

/** The table for a list of options; a list without one is matched by its labels alone. */
export function synonymsOf(options: Options): Synonyms {
  return tables.get(options) ?? { words: {} };
}

/** Every table with its list, for the test that each label it names is one of the list's. */
export function synonymTables(): [Options, Synonyms][] {
  return [...tables];
}
