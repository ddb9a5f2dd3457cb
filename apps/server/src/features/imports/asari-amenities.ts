import type { Amenity } from '@portal/domain';
import type { ValueReader } from './values.ts';

// ASARI states a property's media, installations and extras as lists of dictionary words in a few parameters
// (dictionaries.tsv: 'uzbrojenie działki - przyłącza', 'dostępne sieci', 'instalacje w …', 'przynależne',
// 'dodatkowe'). A word listed states the amenity; one not listed says nothing, since the lists are not complete.

/** An offer's values by the dictionary's parameter names: a name's first value, or all of a repeated name's. */
export type Param = { one: (name: string) => string; all: (name: string) => string };

type Rule = { yes: RegExp; no?: RegExp };

// What each amenity is in ASARI's words; a 'no' word states its absence ('BRAK PRĄDU', a sewer only in the road, a
// cesspool, which is no sewer).
const listed: Partial<Record<Amenity, Rule>> = {
  power: { yes: /PRĄD(?! W DRODZE)(?!U)|ELEKTR|220/, no: /BRAK PRĄDU|PRĄD W DRODZE/ },
  gas: { yes: /GAZ(?! W DRODZE)(?!U)|ZBIORNIK GAZU|GAZOWA/, no: /BRAK GAZU|GAZ W DRODZE/ },
  water: { yes: /WODOC|WODA MIEJSKA(?! W DRODZE)|STUDNIA|WODNA/, no: /WODA MIEJSKA W DRODZE/ },
  canalization: {
    yes: /KANAL\. ?SANIT|KAN\. MIEJSKA(?! W DRODZE)|KANALIZACJA/,
    no: /KAN\. MIEJSKA W DRODZE|SZAMBO|OCZYSZCZ/,
  },
  phone: { yes: /TELEFON/ },
  internet: { yes: /INTERNET/ },
  elevator: { yes: /WINDA/ },
  balcony: { yes: /BALKON/ },
  garage: { yes: /GARAŻ/ },
  parking: { yes: /PARKING/ },
};

const lists = [
  'uzbrojenie działki - przyłącza',
  'dostępne sieci',
  'dostępne inst. w budynku',
  'instalacje w budynku',
  'instalacje w domu',
  'instalacje w lokalu',
  'instalacje w mieszkaniu',
  'przynależne',
  'dodatkowe',
];

/** The amenities an offer's lists and single-word parameters state; unknown single words are told. */
export function amenitiesOf(param: Param, read: ValueReader): Partial<Record<Amenity, 0 | 1>> {
  const words = lists.map((name) => param.all(name).toUpperCase()).join(', ');
  const result: Partial<Record<Amenity, 0 | 1>> = {};
  for (const [amenity, rule] of Object.entries(listed) as [Amenity, Rule][]) {
    if (rule.yes.test(words)) result[amenity] = 1;
    else if (rule.no?.test(words)) result[amenity] = 0;
  }
  const basement = word(param.one('podpiwniczenie'), [
    [/NIE PODPIWNICZ/, 0],
    [/PODPIWNICZ/, 1],
  ]);
  const furnished = word(param.one('umeblowanie'), [
    [/^(BRAK|NIE)$/, 0],
    [/CZĘŚCIOWE|PEŁNE|TAK/, 1],
  ]);
  const fence = word(param.one('ogrodzenie'), [
    [/^BRAK$/, 0],
    [/./, 1],
  ]);
  const single = { basement, furnished, fence };
  for (const [amenity, [value, given]] of Object.entries(single) as [Amenity, [0 | 1 | null, string]][]) {
    if (value !== null) result[amenity] = value;
    else if (given) read.drop(amenity, given, 'nieznana wartość');
  }
  if (/PIWNICA/.test(words)) result.basement = 1;
  return result;
}

/** A single dictionary word's flag, with the word: null when no rule knows it. */
function word(given: string, rules: [RegExp, 0 | 1][]): [0 | 1 | null, string] {
  const upper = given.trim().toUpperCase();
  return [upper ? (rules.find(([pattern]) => pattern.test(upper))?.[1] ?? null) : null, given.trim()];
}
