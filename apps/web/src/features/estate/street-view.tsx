// The street-view picture of the ad's place (spec §9: 750x448), shown only when the deployment has a key for it.
import { Limits } from '@portal/domain';
import { useRuntimeConfig } from '../../api/runtime-config.ts';
import classes from './estate-page.module.css';

type Props = { latitude: number; longitude: number; title: string };

export function streetViewUrl(key: string, latitude: number, longitude: number): string {
  const query = new URLSearchParams({
    size: Limits.streetView,
    location: `${latitude},${longitude}`,
    key,
  });
  return `https://maps.googleapis.com/maps/api/streetview?${query}`;
}

export function StreetView({ latitude, longitude, title }: Props) {
  const { streetViewKey } = useRuntimeConfig();
  if (!streetViewKey) return null;
  const [width, height] = Limits.streetView.split('x').map(Number);
  return (
    <img
      className={classes.streetView}
      src={streetViewUrl(streetViewKey, latitude, longitude)}
      alt={`Widok z ulicy: ${title}`}
      width={width}
      height={height}
      loading="lazy"
    />
  );
}
