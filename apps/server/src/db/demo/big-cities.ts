// The largest Polish cities: most ads on a real portal are there. Weight ≈ population in thousands; postal codes
// are the city's real first two digits; districts are real ones, named on ads of big cities.

export type BigCity = {
  name: string;
  provinceId: number;
  weight: number;
  postalPrefixes: readonly number[];
  districts: readonly string[];
};

export const bigCities: readonly BigCity[] = [
  {
    name: 'Warszawa',
    provinceId: 14,
    weight: 1860,
    postalPrefixes: [0, 1, 2, 3, 4],
    districts: [
      'Mokotów',
      'Śródmieście',
      'Wola',
      'Ochota',
      'Żoliborz',
      'Bielany',
      'Bemowo',
      'Ursynów',
      'Wilanów',
      'Praga-Południe',
      'Praga-Północ',
      'Targówek',
      'Białołęka',
      'Ursus',
      'Włochy',
      'Wawer',
    ],
  },
  {
    name: 'Kraków',
    provinceId: 12,
    weight: 800,
    postalPrefixes: [30, 31],
    districts: [
      'Stare Miasto',
      'Kazimierz',
      'Podgórze',
      'Krowodrza',
      'Bronowice',
      'Nowa Huta',
      'Czyżyny',
      'Dębniki',
      'Prądnik Biały',
      'Prądnik Czerwony',
      'Zwierzyniec',
    ],
  },
  {
    name: 'Wrocław',
    provinceId: 2,
    weight: 670,
    postalPrefixes: [50, 51, 52, 53, 54],
    districts: ['Stare Miasto', 'Śródmieście', 'Krzyki', 'Fabryczna', 'Psie Pole', 'Nadodrze', 'Biskupin'],
  },
  {
    name: 'Łódź',
    provinceId: 10,
    weight: 660,
    postalPrefixes: [90, 91, 92, 93, 94],
    districts: ['Śródmieście', 'Bałuty', 'Górna', 'Polesie', 'Widzew'],
  },
  {
    name: 'Poznań',
    provinceId: 30,
    weight: 540,
    postalPrefixes: [60, 61],
    districts: ['Stare Miasto', 'Jeżyce', 'Grunwald', 'Wilda', 'Łazarz', 'Rataje', 'Winogrady', 'Piątkowo'],
  },
  {
    name: 'Gdańsk',
    provinceId: 22,
    weight: 486,
    postalPrefixes: [80],
    districts: ['Śródmieście', 'Wrzeszcz', 'Oliwa', 'Przymorze', 'Zaspa', 'Orunia', 'Jasień', 'Brzeźno'],
  },
  {
    name: 'Szczecin',
    provinceId: 32,
    weight: 390,
    postalPrefixes: [70, 71],
    districts: ['Centrum', 'Pogodno', 'Niebuszewo', 'Prawobrzeże', 'Gumieńce', 'Warszewo'],
  },
  {
    name: 'Bydgoszcz',
    provinceId: 4,
    weight: 330,
    postalPrefixes: [85],
    districts: ['Śródmieście', 'Fordon', 'Bartodzieje', 'Błonie', 'Szwederowo'],
  },
  {
    name: 'Lublin',
    provinceId: 6,
    weight: 330,
    postalPrefixes: [20],
    districts: ['Śródmieście', 'Czechów', 'Wrotków', 'Sławin', 'Czuby', 'Kalinowszczyzna'],
  },
  {
    name: 'Białystok',
    provinceId: 20,
    weight: 290,
    postalPrefixes: [15],
    districts: ['Centrum', 'Bojary', 'Antoniuk', 'Wysoki Stoczek', 'Bacieczki'],
  },
  {
    name: 'Katowice',
    provinceId: 24,
    weight: 280,
    postalPrefixes: [40],
    districts: ['Śródmieście', 'Ligota', 'Brynów', 'Bogucice', 'Koszutka', 'Giszowiec'],
  },
  {
    name: 'Gdynia',
    provinceId: 22,
    weight: 240,
    postalPrefixes: [81],
    districts: ['Śródmieście', 'Orłowo', 'Redłowo', 'Chylonia', 'Karwiny'],
  },
  { name: 'Częstochowa', provinceId: 24, weight: 210, postalPrefixes: [42], districts: [] },
  { name: 'Radom', provinceId: 14, weight: 200, postalPrefixes: [26], districts: [] },
  { name: 'Rzeszów', provinceId: 18, weight: 198, postalPrefixes: [35], districts: [] },
  { name: 'Toruń', provinceId: 4, weight: 195, postalPrefixes: [87], districts: [] },
  { name: 'Kielce', provinceId: 26, weight: 185, postalPrefixes: [25], districts: [] },
  { name: 'Olsztyn', provinceId: 28, weight: 170, postalPrefixes: [10], districts: [] },
  { name: 'Zielona Góra', provinceId: 8, weight: 140, postalPrefixes: [65], districts: [] },
  { name: 'Opole', provinceId: 16, weight: 127, postalPrefixes: [45], districts: [] },
  { name: 'Gorzów Wielkopolski', provinceId: 8, weight: 118, postalPrefixes: [66], districts: [] },
];

/** The first two digits of postal codes used in each province, for towns and villages. */
export const provincePostalPrefixes: Record<number, readonly [number, number]> = {
  2: [55, 59],
  4: [86, 89],
  6: [21, 24],
  8: [66, 68],
  10: [95, 99],
  12: [32, 34],
  14: [5, 9],
  16: [46, 49],
  18: [36, 39],
  20: [16, 19],
  22: [82, 84],
  24: [41, 44],
  26: [26, 29],
  28: [11, 14],
  30: [62, 64],
  32: [72, 78],
};
