// The map of a search's results, a chunk of its own: every matching ad in the view, as clusters the
// server counted per cell of its grid and single ads with a small card in their popup. A cluster's click zooms in;
// 'Szukaj w obszarze mapy' makes the view the search's area. Tiles come from /api/config.
import 'leaflet/dist/leaflet.css';
import { Button } from '@mantine/core';
import {
  type Bounds,
  formatArea,
  formatPrice,
  Limits,
  type MapAd,
  type MapClusters,
  parseCoordinates,
  parsePolygon,
  polygonBounds,
  routes,
  serializeCoordinates,
} from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useRuntimeConfig } from '../../api/runtime-config.ts';
import { addPolishZoom } from '../../ui/map-controls.ts';
import { type MapView, mapClustersQuery } from './api/map-clusters.ts';
import classes from './results-map.module.css';
import { resultsMapTexts } from './results-map-texts.ts';

type Props = {
  /** The search's query string without page and order. */
  criteria: string;
};

const poland = L.latLngBounds([49.0, 14.1], [54.9, 24.2]);
const round = (value: number) => Math.round(value * 10_000) / 10_000;
const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));

/** The area the search already has, else Poland: where the map starts. */
function startBounds(criteria: URLSearchParams): L.LatLngBounds {
  const polygon = parsePolygon(criteria.get('polygon') ?? '');
  const area = Array.isArray(polygon)
    ? polygonBounds(polygon)
    : parseCoordinates(criteria.get('coordinates'));
  return area ? L.latLngBounds([area.south, area.west], [area.north, area.east]) : poland;
}

function viewOf(map: L.Map): MapView {
  const box = map.getBounds();
  const bounds: Bounds = {
    north: round(clamp(box.getNorth(), 85)),
    south: round(clamp(box.getSouth(), 85)),
    east: round(clamp(box.getEast(), 180)),
    west: round(clamp(box.getWest(), 180)),
  };
  return { bounds, zoom: map.getZoom() };
}

/** The popup's small card, built as elements: the title is the advertiser's text. */
function popupOf(ad: MapAd): HTMLElement {
  const card = document.createElement('div');
  card.className = classes.popup ?? '';
  const price = document.createElement('span');
  price.className = classes.price ?? '';
  price.textContent = formatPrice(ad.price);
  const area = document.createElement('span');
  area.textContent = formatArea(ad.area);
  const link = document.createElement('a');
  link.href = routes.estate(ad.type, ad.title, ad.estateId);
  link.textContent = ad.title;
  card.append(price, area, link);
  return card;
}

function named<T extends L.Marker>(marker: T, name: string): T {
  marker.on('add', () => marker.getElement()?.setAttribute('aria-label', name));
  return marker;
}

function markersOf(data: MapClusters, map: L.Map): L.Marker[] {
  const clusters = data.clusters.map(({ lat, lng, count }) => {
    const size = count < 100 ? 34 : count < 10_000 ? 44 : 54;
    const icon = L.divIcon({ className: classes.cluster, html: String(count), iconSize: [size, size] });
    const marker = named(L.marker([lat, lng], { icon }), resultsMapTexts.cluster(count));
    return marker.on('click', () =>
      map.setView([lat, lng], Math.min(map.getZoom() + 2, Limits.resultsMap.maxZoom)),
    );
  });
  const ads = data.ads.map((ad) => {
    const icon = L.divIcon({ className: classes.ad, iconSize: [16, 16] });
    // The popup is the map's, not the marker's: the markers are replaced when the popup's own panning moves the
    // view, and a bound popup would close with its marker.
    return named(L.marker([ad.lat, ad.lng], { icon }), ad.title).on('click', () =>
      L.popup().setLatLng([ad.lat, ad.lng]).setContent(popupOf(ad)).openOn(map),
    );
  });
  return [...clusters, ...ads];
}

/** The extent of what the answer shows, to zoom onto a search whose ads lie in one place (a city). */
function extentOf(data: MapClusters): L.LatLngBounds | undefined {
  const points = [...data.clusters, ...data.ads].map(({ lat, lng }) => L.latLng(lat, lng));
  return points.length > 0 ? L.latLngBounds(points) : undefined;
}

export default function ResultsMap({ criteria }: Props) {
  const { tileUrl, tileAttribution } = useRuntimeConfig();
  const navigate = useNavigate();
  const element = useRef<HTMLElement>(null);
  const map = useRef<L.Map | null>(null);
  const markers = useRef<L.LayerGroup | null>(null);
  const [view, setView] = useState<MapView>();
  // Whether the map was fitted to the current search's ads: once per search, then the visitor moves it.
  const fitted = useRef('');
  const answer = useQuery(mapClustersQuery(criteria, view));

  // The map starts once, on the search's area; later searches keep the visitor's view (and are fitted below).
  // biome-ignore lint/correctness/useExhaustiveDependencies: made once, not again for each search
  useEffect(() => {
    if (!element.current) return;
    const { minZoom, maxZoom } = Limits.resultsMap;
    const created = L.map(element.current, { minZoom, maxZoom, zoomControl: false });
    addPolishZoom(created);
    created.on('popupopen', (event) =>
      event.popup
        .getElement()
        ?.querySelector('.leaflet-popup-close-button')
        ?.setAttribute('aria-label', resultsMapTexts.closePopup),
    );
    created.on('moveend', () => setView(viewOf(created)));
    created.fitBounds(startBounds(new URLSearchParams(criteria)));
    markers.current = L.layerGroup().addTo(created);
    map.current = created;
    setView(viewOf(created));
    return () => {
      created.remove();
      map.current = null;
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

  useEffect(() => {
    const current = map.current;
    const data = answer.data;
    if (!current || !data || answer.isPlaceholderData) return;
    markers.current?.clearLayers();
    for (const marker of markersOf(data, current)) markers.current?.addLayer(marker);
    if (fitted.current === criteria) return;
    fitted.current = criteria;
    const extent = extentOf(data);
    // A search in one place zooms onto it; a whole country's stays as it is.
    if (extent && current.getBoundsZoom(extent) > current.getZoom() + 1) {
      current.fitBounds(extent, { maxZoom: 13, padding: [24, 24] });
    }
  }, [answer.data, answer.isPlaceholderData, criteria]);

  const searchHere = () => {
    if (!view) return;
    const params = new URLSearchParams(criteria);
    params.delete('polygon');
    params.set('coordinates', serializeCoordinates(view.bounds));
    navigate(routes.search(Object.fromEntries(params)));
  };

  return (
    <>
      <div>
        <Button size="xs" variant="default" onClick={searchHere} disabled={!view}>
          {resultsMapTexts.searchHere}
        </Button>
      </div>
      <section ref={element} className={classes.canvas} aria-label={resultsMapTexts.mapName} />
    </>
  );
}
