// The map of the search overlay: Leaflet with geoman's rectangle and polygon tools, in Polish. One area at most;
// while there is none the chosen shape's drawing tool is on, and a drawn area can be edited by its vertices. Tiles
// come from /api/config; without them (no network) the drawing still works on the empty map.
import './leaflet-global.ts';
import '@geoman-io/leaflet-geoman-free';
import '@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css';
import 'leaflet/dist/leaflet.css';
import { Limits } from '@portal/domain';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { useRuntimeConfig } from '../../api/runtime-config.ts';
import { addPolishZoom } from '../../ui/map-controls.ts';
import type { AreaShape, DrawnArea } from './search-area.ts';
import { searchTexts } from './search-texts.ts';

type Props = {
  area: DrawnArea | undefined;
  shape: AreaShape;
  onAreaChange: (area: DrawnArea | undefined) => void;
};

function areaOf(layer: L.Polygon, shape: AreaShape): DrawnArea {
  if (shape === 'Rectangle') {
    const box = layer.getBounds();
    return {
      shape,
      bounds: { north: box.getNorth(), south: box.getSouth(), east: box.getEast(), west: box.getWest() },
    };
  }
  const ring = layer.getLatLngs()[0] as L.LatLng[];
  return { shape, polygon: ring.map(({ lat, lng }) => [lat, lng]) };
}

function layerOf(area: DrawnArea): L.Polygon {
  if (area.shape === 'Polygon') return L.polygon(area.polygon, areaStyle);
  const { north, south, east, west } = area.bounds;
  return L.rectangle(
    [
      [south, west],
      [north, east],
    ],
    areaStyle,
  );
}

/** A drawn area is editable at once; every change of its vertices is reported. */
function watchEdits(layer: L.Polygon, shape: AreaShape, report: { current: Props['onAreaChange'] }) {
  layer.pm.enable();
  layer.on('pm:edit', () => report.current(areaOf(layer, shape)));
}

const areaStyle: L.PathOptions = { color: '#1c5d4f', weight: 2 };

export default function SearchAreaMap({ area, shape, onAreaChange }: Props) {
  const { tileUrl, tileAttribution } = useRuntimeConfig();
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const drawn = useRef<L.Polygon | null>(null);
  const report = useRef(onAreaChange);
  report.current = onAreaChange;

  useEffect(() => {
    if (!element.current) return;
    const { center, zoom, minZoom, maxZoom } = Limits.map;
    const created = L.map(element.current, {
      center: [center[0], center[1]],
      zoom,
      minZoom,
      maxZoom,
      zoomControl: false,
    });
    addPolishZoom(created);
    created.pm.setLang('pl');
    created.pm.setGlobalOptions({ pathOptions: areaStyle });
    // Geoman's vertex handles are Leaflet markers, which Leaflet makes focusable buttons without a name.
    created.on('layeradd', (event) => {
      if (event.layer instanceof L.Marker)
        event.layer.getElement()?.setAttribute('aria-label', searchTexts.areaCorner);
    });
    created.on('pm:create', (event) => {
      const layer = event.layer as L.Polygon;
      const drawnShape = event.shape === 'Polygon' ? 'Polygon' : 'Rectangle';
      drawn.current = layer;
      watchEdits(layer, drawnShape, report);
      report.current(areaOf(layer, drawnShape));
    });
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
      drawn.current = null;
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

  // Follows the area the overlay holds: a reset (or another shape) removes the drawn one and turns the chosen
  // shape's drawing tool on.
  useEffect(() => {
    const current = map.current;
    if (!current) return;
    if (!area) {
      drawn.current?.remove();
      drawn.current = null;
      // The tool before goes first, with its hint: the e2e run once found the new tool's hint shown twice.
      current.pm.disableDraw();
      current.pm.enableDraw(shape, { continueDrawing: false });
      return;
    }
    if (!drawn.current) {
      const layer = layerOf(area).addTo(current);
      drawn.current = layer;
      watchEdits(layer, area.shape, report);
      current.fitBounds(layer.getBounds(), { maxZoom: Limits.map.maxZoom });
    }
    current.pm.disableDraw();
  }, [area, shape]);

  return (
    <div
      ref={element}
      role="application"
      aria-label="Mapa obszaru wyszukiwania"
      style={{ height: '100%', minHeight: 320 }}
    />
  );
}
