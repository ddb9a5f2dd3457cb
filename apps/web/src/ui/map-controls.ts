// Leaflet's own controls in Polish (its zoom buttons are titled 'Zoom in' and 'Zoom out', its credit link 'A JavaScript
// library for interactive maps'); the attribution stays as the tiles' terms require. Imported only by map chunks.
import L from 'leaflet';

export const mapTexts = {
  zoomIn: 'Przybliż',
  zoomOut: 'Oddal',
  leafletCredit: 'Biblioteka map interaktywnych',
} as const;

// Every map made after this module loads credits Leaflet with a Polish title.
L.Control.Attribution.mergeOptions({
  prefix: `<a href="https://leafletjs.com" title="${mapTexts.leafletCredit}">Leaflet</a>`,
});

/** Adds the zoom buttons with Polish titles to a map made with `zoomControl: false`. */
export function addPolishZoom(map: L.Map): void {
  L.control.zoom({ zoomInTitle: mapTexts.zoomIn, zoomOutTitle: mapTexts.zoomOut }).addTo(map);
}
