// A small chart of a property's prices: a step line per offer drawn by hand in SVG, no chart library, with the dates
// and amounts of its axes; screen readers get the same prices as a table.
import { Text, VisuallyHidden } from '@mantine/core';
import { formatDate, formatPrice, type OfferPrices } from '@portal/domain';

const width = 320;
const height = 132;
// Room for the amounts on the left and the dates below.
const left = 70;
const right = 8;
const top = 8;
const bottom = 22;

type Props = {
  offers: OfferPrices[];
  /** The ad's own offer among them; its line is drawn solid, the others dashed. */
  own: number;
  /** Where the lines end: the date of the latest event, so that each last price is a step too. */
  until: string;
};

type Scale = { x: (time: number) => number; y: (price: number) => number };

function scaleOf(offers: OfferPrices[], until: string) {
  const points = offers.flatMap((offer) => offer.points);
  const start = Math.min(...points.map((point) => Date.parse(point.date)));
  const end = Math.max(Date.parse(until), start + 1);
  const low = Math.min(...points.map((point) => point.price));
  const high = Math.max(...points.map((point) => point.price), low + 1);
  const scale: Scale = {
    x: (time) => left + ((time - start) / (end - start)) * (width - left - right),
    y: (price) => height - bottom - ((price - low) / (high - low)) * (height - top - bottom),
  };
  return { scale, start, end, low, high };
}

/** The step line through an offer's prices: each holds until the next one, the last until `end`. */
function stepPath({ points }: OfferPrices, { x, y }: Scale, end: number): string {
  const steps = points.map((point, at) => {
    const time = Date.parse(point.date);
    return at === 0
      ? `M${x(time).toFixed(1)} ${y(point.price).toFixed(1)}`
      : `H${x(time).toFixed(1)}V${y(point.price).toFixed(1)}`;
  });
  return `${steps.join('')}H${x(end).toFixed(1)}`;
}

const offerName = (offer: number, own: number) => (offer === own ? 'ta oferta' : `oferta ${offer}`);

export function PriceChart({ offers, own, until }: Props) {
  const { scale, start, end, low, high } = scaleOf(offers, until);
  const several = offers.length > 1;
  const rows = offers
    .flatMap(({ offer, points }) => points.map((point) => ({ offer, ...point })))
    .sort((a, b) => Date.parse(a.date) - Date.parse(b.date) || a.offer - b.offer);
  const label = { fontSize: 10, fill: 'currentColor' } as const;
  return (
    <figure style={{ margin: 0 }}>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        style={{ maxWidth: width }}
        aria-hidden="true"
        focusable="false"
        data-testid="price-chart"
      >
        <g stroke="var(--mantine-color-gray-4)" strokeWidth={1}>
          <line x1={left} y1={top} x2={left} y2={height - bottom} />
          <line x1={left} y1={height - bottom} x2={width - right} y2={height - bottom} />
        </g>
        <text {...label} x={left - 4} y={scale.y(high) + 4} textAnchor="end">
          {formatPrice(high)}
        </text>
        {high !== low && (
          <text {...label} x={left - 4} y={scale.y(low)} textAnchor="end">
            {formatPrice(low)}
          </text>
        )}
        <text {...label} x={left} y={height - 6} textAnchor="start">
          {formatDate(new Date(start).toISOString())}
        </text>
        <text {...label} x={width - right} y={height - 6} textAnchor="end">
          {formatDate(new Date(end).toISOString())}
        </text>
        {offers.map((offer) => (
          <path
            key={offer.offer}
            d={stepPath(offer, scale, end)}
            fill="none"
            stroke={offer.offer === own ? 'currentColor' : 'var(--mantine-color-gray-6)'}
            strokeWidth={offer.offer === own ? 2 : 1.5}
            strokeDasharray={offer.offer === own ? undefined : '4 3'}
          />
        ))}
      </svg>
      {several && (
        <Text size="xs" c="gray.7" aria-hidden="true">
          Linia ciągła: ta oferta, przerywana: inne oferty tej nieruchomości
        </Text>
      )}
      <VisuallyHidden>
        <table>
          <caption>Historia ceny</caption>
          <thead>
            <tr>
              <th scope="col">Data</th>
              <th scope="col">Cena</th>
              {several && <th scope="col">Oferta</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.offer}-${row.date}`}>
                <td>{formatDate(row.date)}</td>
                <td>{formatPrice(row.price)}</td>
                {several && <td>{offerName(row.offer, own)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </figure>
  );
}
