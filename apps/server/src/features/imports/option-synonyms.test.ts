import {
  categoriesByType,
  type EstateType,
  materials,
  type Options,
  optionLabel,
  roadTypes,
} from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { synonymTables } from './option-synonyms.ts';
import { optionByText, valueReader } from './values.ts';

const labelFor = (options: Options, text: string) =>
  optionLabel(options, optionByText(options, text)) ?? null;

// Values of real exports and the option each means. Galactica: the real full export's values
// (galactica/param_inventory.tsv, oferty_trimmed_anonymized.xml); ASARI: its dictionaries (asari/dictionaries.tsv),
// written in capitals as ASARI sends them.
const materialCases: [string, string | null][] = [
  ['ceramiczny porotherm', 'pustak'],
  ['ceramika porotherm', 'pustak'],
  ['bloczki ceramiczne', 'pustak'],
  ['BLOCZKI BETONOWE', 'pustak'],
  ['PUSTAK ŻUŻLOWY', 'pustak'],
  ['murowany', 'cegła'],
  ['cegła, po termomodernizacji', 'cegła'],
  ['Cegła ceramiczna', 'cegła'],
  ['SILIKAT', 'cegła'],
  ['beton komórkowy', 'beton'],
  ['GAZOBETON', 'beton'],
  ['ŻELBET', 'beton'],
  ['YTONG', 'beton'],
  ['WIELKA PŁYTA', 'wielka płyta'],
  ['wielka plyta', 'wielka płyta'],
  ['DREWNO', 'drewno'],
  ['dom drewniany z bali', 'drewno'],
  ['beton, cegła', 'zróżnicowany'],
  ['MIESZANY', 'zróżnicowany'],
  ['glina', null],
  ['PŁYTY WARSTWOWE', null],
];

const accessCases: [string, string | null][] = [
  ['asfalt', 'asfalt'],
  ['ASFALTOWA DOJAZD TIR', 'asfalt'],
  ['droga utwardzona', 'droga utwardzona'],
  ['KOSTKA BRUKOWA', 'droga utwardzona'],
  ['UTWARDZONA', 'droga utwardzona'],
  ['droga polna', 'polna'],
  ['GRUNTOWA', 'polna'],
  ['droga nieutwardzona', 'polna'],
];

const categoryCases: Record<EstateType, [string, string | null][]> = {
  apartment: [
    ['blok', 'blok'],
    ['NISKI BLOK', 'blok'],
    ['WIEŻOWIEC', 'blok'],
    ['NISKI WIELORODZINNY', 'blok'],
    ['apartamentowiec', 'apartamentowiec'],
    ['kamienica', 'kamienica'],
    ['OFICYNA', 'kamienica'],
    ['DOM', 'dom wolnostojący'],
    ['dom w zabudowie szeregowej', 'szeregowiec'],
    ['SEGMENT', 'szeregowiec'],
    ['LOFT', null],
  ],
  house: [
    ['dom jednorodzinny', 'wolnostojący'],
    ['skrajny szereg', 'szeregowiec'],
    ['SEGMENT ŚRODKOWY', 'szeregowiec'],
    ['SZEREGOWY', 'szeregowiec'],
    ['wolnostojący', 'wolnostojący'],
    ['WOLNO STOJĄCY', 'wolnostojący'],
    ['dom wolnostojący parterowy', 'wolnostojący'],
    ['dom jednorodzinny w zabudowie bliźniaczej', 'bliźniak'],
    ['bliźniak', 'bliźniak'],
    ['PÓŁ BLIŹNIAKA', 'bliźniak'],
    ['gospodarstwo', 'gospodarstwo'],
    ['DWOREK', 'dworek/pałac'],
    ['PAŁACYK', 'dworek/pałac'],
    ['KAMIENICA', 'kamienica'],
    ['WILLA', 'wolnostojący'],
    ['LETNISKOWY', null],
  ],
  land: [
    ['budowlana', 'budowlana'],
    ['budowlano - rolna', 'budowlano-rolna'],
    ['ROLNO-BUDOWLANA', 'budowlano-rolna'],
    ['mieszkaniowa jednorodzinna, budowlana', 'budowlana'],
    ['usługowa, budowlana', 'usługowa'],
    ['mieszkaniowo-usługowa', 'usługowa'],
    ['inwestycyjna', 'inwestycyjna'],
    ['rola', 'rolna'],
    ['ROLNA', 'rolna'],
    ['LEŚNA Z PRAWEM BUDOWY', 'leśna'],
    ['SIEDLISKOWA', 'siedliskowa'],
    ['RZEMIEŚLNICZA', 'usługowa'],
    ['KOMERCYJNA', 'inwestycyjna'],
    ['PRZEMYSŁOWA', 'przemysłowa'],
    ['REKREACYJNA', 'rekreacyjna'],
  ],
  object: [
    ['zakład produkcyjny', 'przemysłowy'],
    ['magazyn', 'hala/magazyn'],
    ['pawilon', 'kiosk/pawilon'],
    ['produkcyjno-magazynowy', 'przemysłowy'],
    ['magazynowy, produkcyjny, handlowo-usługowy', 'hala/magazyn'],
    ['TURYSTYCZNO/HOTELOWY', 'hotel/pensjonat'],
    ['ROLNY/GOSPODARSTWO', 'gospodarstwo domowe'],
    ['WIELORODZINNY/KAMIENICA', 'kamienica'],
    ['BIUROWY', 'biurowiec'],
    ['KOMPLEKS OBIEKTÓW', 'kompleks budynków'],
    ['DWOREK/PAŁAC', 'zabytkowy'],
    ['SPORTOWO-REKREACYJNY', 'ośrodek wypoczynkowy'],
    ['obiekty', null],
  ],
  place: [
    ['magazyn', 'magazynowy'],
    ['magazynowy, produkcyjny, handlowo-usługowy', 'magazynowy'],
    ['pawilon', 'handlowo-usługowy'],
    ['zakład produkcyjny', 'magazynowy'],
    ['BIUROWY', 'biurowy'],
    ['GASTRONOMICZNY', 'gastronomiczny'],
    ['HANDLOWO-USŁUGOWY', 'handlowo-usługowy'],
    ['POWIERZCHNIA SPRZEDAŻY', 'handlowo-usługowy'],
    ['GARAŻ', 'garaż'],
    ['KONTENER', null],
  ],
};

describe('real wordings of CRM dictionaries', () => {
  it.each(materialCases)('material %j is %j', (text, label) => {
    expect(labelFor(materials, text)).toBe(label);
  });

  it.each(accessCases)('access road %j is %j', (text, label) => {
    expect(labelFor(roadTypes, text)).toBe(label);
  });

  it.each(
    Object.entries(categoryCases).flatMap(([type, cases]) =>
      cases.map(([text, label]) => [type, text, label]),
    ),
  )('a category of %s %j is %j', (type, text, label) => {
    expect(labelFor(categoriesByType[type as EstateType], text as string)).toBe(label);
  });

  it('names in each table only options of its list, so that a renamed label fails here, not silently', () => {
    for (const [options, { words, several }] of synonymTables()) {
      const labels = options.map((option) => option.label);
      expect(labels).toEqual(expect.arrayContaining(Object.keys(words)));
      if (several) expect(labels).toContain(several);
    }
  });

  it('leaves a word it does not know out of the ad and tells it, one line per value', () => {
    const notes: string[] = [];
    const read = valueReader(notes);
    expect(read.option('material', materials, 'ceramiczny porotherm')).toBe(5);
    expect(read.option('material', materials, 'PŁYTY WARSTWOWE')).toBeNull();
    expect(read.option('category', categoriesByType.house, 'LETNISKOWY')).toBeNull();
    expect(notes).toEqual([
      "pominięto materiał budynku 'PŁYTY WARSTWOWE' (nieznana wartość)",
      "pominięto kategorię 'LETNISKOWY' (nieznana wartość)",
    ]);
  });
});
