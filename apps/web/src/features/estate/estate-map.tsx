// The ad's place on a map at zoom 14 (spec §9). Loaded as its own chunk: Leaflet weighs more than the rest of the page.
import 'leaflet/dist/leaflet.css';
import { Limits } from '@portal/domain';
import { Icon } from 'leaflet';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { MapContainer, Marker, TileLayer, ZoomControl } from 'react-leaflet';
import { useRuntimeConfig } from '../../api/runtime-config.ts';
import { mapTexts } from '../../ui/map-controls.ts';
import classes from './estate-page.module.css';

// Leaflet guesses its marker images' URLs from its CSS, which a bundler breaks; imported assets are always right.
const marker = new Icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  shadowSize: [41, 41],
});

type Props = { latitude: number; longitude: number; title: string };

/** Tiles come from the configured source; without them (closed network) the marker and controls still work. */
export function EstateMap({ latitude, longitude, title }: Props) {
  const { tileUrl, tileAttribution } = useRuntimeConfig();
  return (
    <MapContainer
      className={classes.map}
      center={[latitude, longitude]}
      zoom={Limits.map.estateZoom}
      scrollWheelZoom={false}
      zoomControl={false}
    >
      <ZoomControl zoomInTitle={mapTexts.zoomIn} zoomOutTitle={mapTexts.zoomOut} />
      <TileLayer url={tileUrl} attribution={tileAttribution} />
      <Marker position={[latitude, longitude]} icon={marker} alt={title} />
    </MapContainer>
  );
}
