// Texts of the search (spec §2 'Search tabs and map', §8 empty results).
export const noResultsText = 'W chwili obecnej brak wyników dla podanych kryteriów wyszukiwania!';

export const searchTexts = {
  tabsLabel: 'Kategoria nieruchomości',
  selectOnMap: 'Zaznacz na mapie',
  areaSelected: 'Zaznaczono obszar na mapie',
  moreOptions: 'Więcej opcji',
  fewerOptions: 'Mniej opcji',
  submit: 'Szukaj',
  results: 'Wyniki wyszukiwania',
  activeFilters: 'Wybrane kryteria',
  removeFilter: (label: string) => `Usuń kryterium: ${label}`,
  clearFilters: 'Wyczyść filtry',
  refusedTitle: 'Nie można wyszukać ogłoszeń: popraw kryteria wyszukiwania',
  anyRooms: 'Dowolna',
  any: 'Dowolne',
  anySeller: 'Wszyscy',
  saveArea: 'Zapisz obszar wyszukiwania',
  resetArea: 'Resetuj obszar',
  back: 'Wróć',
  mapTitle: 'Zaznacz obszar wyszukiwania',
  closeMap: 'Zamknij mapę',
  areaCorner: 'Narożnik obszaru',
  mapHint:
    'Kliknij w dwóch narożnikach obszaru, aby narysować prostokąt; przeciągnij jego wierzchołki, aby go zmienić.',
  polygonHint:
    'Klikaj kolejne wierzchołki obszaru, a na koniec pierwszy z nich; przeciągnij wierzchołki, aby go zmienić.',
  areaShape: 'Kształt obszaru',
  rectangle: 'Prostokąt',
  polygon: 'Wielokąt',
} as const;

export const rentChoices = [
  { value: '0', label: 'Sprzedaż' },
  { value: '1', label: 'Wynajem' },
];

/** Rooms as a minimum: '4+' is four or more, and so is every choice. */
export const roomsFromChoices = [
  { value: '', label: searchTexts.anyRooms },
  ...[1, 2, 3, 4].map((rooms) => ({ value: String(rooms), label: `${rooms}+` })),
];
