// Enumerations of spec §3 with their URL slugs and Polish labels; the one source for selects, routes and payloads.

/** One shape for every select option in the portal. */
export type Option = { readonly value: number; readonly label: string };
export type Options = readonly Option[];

export const estateTypes = ['apartment', 'house', 'land', 'object', 'place'] as const;
export type EstateType = (typeof estateTypes)[number];

export const estateTypeInfo: Record<
  EstateType,
  { singular: string; plural: string; label: string; labelSingular: string }
> = {
  apartment: {
    singular: 'mieszkanie',
    plural: 'mieszkania',
    label: 'Mieszkania',
    labelSingular: 'Mieszkanie',
  },
  house: { singular: 'dom', plural: 'domy', label: 'Domy', labelSingular: 'Dom' },
  land: { singular: 'dzialka', plural: 'dzialki', label: 'Działki', labelSingular: 'Działka' },
  object: { singular: 'obiekt', plural: 'obiekty', label: 'Obiekty', labelSingular: 'Obiekt' },
  place: { singular: 'lokal', plural: 'lokale', label: 'Lokale', labelSingular: 'Lokal' },
};

export function isEstateType(value: unknown): value is EstateType {
  return typeof value === 'string' && (estateTypes as readonly string[]).includes(value);
}

export function estateTypeFromSingular(slug: string): EstateType | undefined {
  return estateTypes.find((type) => estateTypeInfo[type].singular === slug);
}

export function estateTypeFromPlural(slug: string): EstateType | undefined {
  return estateTypes.find((type) => estateTypeInfo[type].plural === slug);
}

export const rents = [0, 1] as const;
export type Rent = (typeof rents)[number];

export const rentInfo: Record<Rent, { slug: 'sprzedaz' | 'wynajem'; label: string }> = {
  0: { slug: 'sprzedaz', label: 'sprzedaż' },
  1: { slug: 'wynajem', label: 'wynajem' },
};

export function rentFromSlug(slug: string): Rent | undefined {
  return rents.find((rent) => rentInfo[rent].slug === slug);
}

export const rentOptions: Options = rents.map((rent) => ({ value: rent, label: rentInfo[rent].label }));

export const markets: Options = [
  { value: 1, label: 'pierwotny' },
  { value: 2, label: 'wtórny' },
];

export const provinces: readonly { provinceId: number; name: string }[] = [
  { provinceId: 2, name: 'dolnośląskie' },
  { provinceId: 4, name: 'kujawsko-pomorskie' },
  { provinceId: 6, name: 'lubelskie' },
  { provinceId: 8, name: 'lubuskie' },
  { provinceId: 10, name: 'łódzkie' },
  { provinceId: 12, name: 'małopolskie' },
  { provinceId: 14, name: 'mazowieckie' },
  { provinceId: 16, name: 'opolskie' },
  { provinceId: 18, name: 'podkarpackie' },
  { provinceId: 20, name: 'podlaskie' },
  { provinceId: 22, name: 'pomorskie' },
  { provinceId: 24, name: 'śląskie' },
  { provinceId: 26, name: 'świętokrzyskie' },
  { provinceId: 28, name: 'warmińsko-mazurskie' },
  { provinceId: 30, name: 'wielkopolskie' },
  { provinceId: 32, name: 'zachodniopomorskie' },
];

export const provinceOptions: Options = provinces.map((p) => ({ value: p.provinceId, label: p.name }));

export function provinceName(provinceId: number): string | undefined {
  return provinces.find((p) => p.provinceId === provinceId)?.name;
}

export const roadTypes: Options = [
  { value: 1, label: 'polna' },
  { value: 2, label: 'droga utwardzona' },
  { value: 3, label: 'asfalt' },
];

export const materials: Options = [
  { value: 1, label: 'beton' },
  { value: 2, label: 'cegła' },
  { value: 3, label: 'wielka płyta' },
  { value: 4, label: 'drewno' },
  { value: 5, label: 'pustak' },
  { value: 6, label: 'zróżnicowany' },
];

/** Builds options numbered from 1 in the order the spec lists them. */
function numbered(labels: readonly string[]): Options {
  return labels.map((label, index) => ({ value: index + 1, label }));
}

export const categoriesByType: Record<EstateType, Options> = {
  apartment: numbered(['blok', 'kamienica', 'dom wolnostojący', 'szeregowiec', 'apartamentowiec', 'inny']),
  house: numbered([
    'wolnostojący',
    'bliźniak',
    'szeregowiec',
    'kamienica',
    'dworek/pałac',
    'gospodarstwo',
    'inny',
  ]),
  land: numbered([
    'budowlana',
    'rolna',
    'budowlano-rolna',
    'rekreacyjna',
    'inwestycyjna',
    'usługowa',
    'przemysłowa',
    'leśna',
    'siedliskowa',
    'inna',
  ]),
  object: numbered([
    'gospodarstwo domowe',
    'hala/magazyn',
    'kiosk/pawilon',
    'hotel/pensjonat',
    'przemysłowy',
    'ośrodek wypoczynkowy',
    'biurowiec',
    'kamienica',
    'handlowo-usługowy',
    'zabytkowy',
    'kompleks budynków',
    'inny',
  ]),
  place: numbered(['biurowy', 'handlowo-usługowy', 'gastronomiczny', 'magazynowy', 'garaż', 'inny']),
};

/** Label of a value in a list of options, e.g. a category or material shown on the ad detail. */
export function optionLabel(options: Options, value: number | null | undefined): string | undefined {
  return options.find((option) => option.value === value)?.label;
}

/**
 * The list orders: the spec's three, newest first by default, then by price per m² and by area. `param` is the
 * order's value of `?sort=` in a page's address (the default has none).
 */
export const sortOptions = [
  { key: 'newest', param: 'najnowsze', sortBy: 'estateId', sortOrder: 'DESC', label: 'Najnowsze' },
  { key: 'cheapest', param: 'cena-rosnaco', sortBy: 'price', sortOrder: 'ASC', label: 'Najtańsze' },
  { key: 'priciest', param: 'cena-malejaco', sortBy: 'price', sortOrder: 'DESC', label: 'Najdroższe' },
  {
    key: 'cheapestPerM2',
    param: 'cena-m2-rosnaco',
    sortBy: 'pricePerM2',
    sortOrder: 'ASC',
    label: 'Cena za m² rosnąco',
  },
  {
    key: 'priciestPerM2',
    param: 'cena-m2-malejaco',
    sortBy: 'pricePerM2',
    sortOrder: 'DESC',
    label: 'Cena za m² malejąco',
  },
  {
    key: 'smallest',
    param: 'powierzchnia-rosnaco',
    sortBy: 'area',
    sortOrder: 'ASC',
    label: 'Powierzchnia rosnąco',
  },
  {
    key: 'largest',
    param: 'powierzchnia-malejaco',
    sortBy: 'area',
    sortOrder: 'DESC',
    label: 'Powierzchnia malejąco',
  },
] as const;
export type SortOption = (typeof sortOptions)[number];
export type SortKey = SortOption['key'];
export type SortBy = SortOption['sortBy'];
export type SortOrder = SortOption['sortOrder'];
export const defaultSort: SortOption = sortOptions[0];

export function sortOptionByKey(key: string): SortOption {
  return sortOptions.find((option) => option.key === key) ?? defaultSort;
}

/**
 * The order a page address's `?sort=` names. Without one, or with one the portal does not know, the default: a
 * mistyped or outdated shared link still opens its list (the API, asked for an unknown order, refuses it).
 */
export function sortOptionByParam(param: string | null | undefined): SortOption {
  return sortOptions.find((option) => option.param === param) ?? defaultSort;
}

export const integrationTypes = ['asari', 'galactica', 'agencja3000', 'imo', 'esticrm'] as const;
export type IntegrationType = (typeof integrationTypes)[number];

export const viewTypes = ['page', 'phone'] as const;
export type ViewType = (typeof viewTypes)[number];
