// The map of the search overlay: Leaflet with geoman's rectangle tool. One rectangle at most; while there is
// none the drawing tool is on, and a drawn rectangle can be edited by its corners. Tiles come from /api/config;
// without them (no network) the drawing still works on the empty map.
import './leaflet-global.ts';
import '@geoman-io/leaflet-geoman-free';
import '@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css';
import 'leaflet/dist/leaflet.css';
import { type Bounds, Limits } from '@portal/domain';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { useRuntimeConfig } from '../../api/runtime-config.ts';
import { searchTexts } from './search-texts.ts';

type Props = { bounds: Bounds | undefined; onBoundsChange: (bounds: Bounds | undefined) => void };

function boundsOf(layer: L.Rectangle): Bounds {
  const box = layer.getBounds();
  return { north: box.getNorth(), south: box.getSouth(), east: box.getEast(), west: box.getWest() };
}

/** A drawn rectangle is editable at once; every change of its corners is reported. */
function watchEdits(layer: L.Rectangle, report: { current: Props['onBoundsChange'] }) {
  layer.pm.enable();
  layer.on('pm:edit', () => report.current(boundsOf(layer)));
}

const rectangleStyle: L.PathOptions = { color: '#1c5d4f', weight: 2 };

export default function SearchAreaMap({ bounds, onBoundsChange }: Props) {
  const { tileUrl, tileAttribution } = useRuntimeConfig();
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const rectangle = useRef<L.Rectangle | null>(null);
  const report = useRef(onBoundsChange);
  report.current = onBoundsChange;

  useEffect(() => {
    if (!element.current) return;
    const { center, zoom, minZoom, maxZoom } = Limits.map;
    const created = L.map(element.current, { center: [center[0], center[1]], zoom, minZoom, maxZoom });
    created.pm.setGlobalOptions({ pathOptions: rectangleStyle });
    // Geoman's corner handles are Leaflet markers, which Leaflet makes focusable buttons without a name.
    created.on('layeradd', (event) => {
      if (event.layer instanceof L.Marker)
        event.layer.getElement()?.setAttribute('aria-label', searchTexts.areaCorner);
    });
    created.on('pm:create', (event) => {
      const layer = event.layer as L.Rectangle;
      rectangle.current = layer;
      watchEdits(layer, report);
      report.current(boundsOf(layer));
    });
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
      rectangle.current = null;
    };
  }, []);

  useEffect(() => {
    const current = map.current;
    if (!current) return;
    const tiles = L.tileLayer(tileUrl, { attribution: tileAttribution }).addTo(current);
    return () => {
      tiles.remove();
    };
  }, [tileUrl, tileAttribution]);

  // Follows the rectangle the overlay holds: a reset removes the drawn one and turns the drawing tool back on.
  useEffect(() => {
    const current = map.current;
    if (!current) return;
    if (!bounds) {
      rectangle.current?.remove();
      rectangle.current = null;
      current.pm.enableDraw('Rectangle', { continueDrawing: false });
      return;
    }
    if (!rectangle.current) {
      const layer = L.rectangle(
        [
          [bounds.south, bounds.west],
          [bounds.north, bounds.east],
        ],
        rectangleStyle,
      ).addTo(current);
      rectangle.current = layer;
      watchEdits(layer, report);
      current.fitBounds(layer.getBounds(), { maxZoom: Limits.map.maxZoom });
    }
    current.pm.disableDraw();
  }, [bounds]);

  return (
    <div
      ref={element}
      role="application"
      aria-label="Mapa obszaru wyszukiwania"
      style={{ height: '100%', minHeight: 320 }}
    />
  );
}
