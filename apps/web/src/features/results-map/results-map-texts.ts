// Texts of the map of results.
import { countOf, nouns } from '@portal/domain';

export const resultsMapTexts = {
  view: 'Widok wyników',
  list: 'Lista',
  map: 'Mapa',
  mapName: 'Mapa wyników',
  loading: 'Wczytywanie mapy',
  searchHere: 'Szukaj w obszarze mapy',
  cluster: (count: number) => `${countOf(count, nouns.ads)}, przybliż`,
  closePopup: 'Zamknij',
  showMap: 'Pokaż mapę',
  hideMap: 'Ukryj mapę',
} as const;
