// Leaflet's own controls in Polish (its zoom buttons are titled 'Zoom in' and 'Zoom out'); the attribution stays as
// the tiles' terms require. Imported only by map chunks.
import L from 'leaflet';

export const mapTexts = { zoomIn: 'Przybliż', zoomOut: 'Oddal' } as const;

/** Adds the zoom buttons with Polish titles to a map made with `zoomControl: false`. */
export function addPolishZoom(map: L.Map): void {
  L.control.zoom({ zoomInTitle: mapTexts.zoomIn, zoomOutTitle: mapTexts.zoomOut }).addTo(map);
}
