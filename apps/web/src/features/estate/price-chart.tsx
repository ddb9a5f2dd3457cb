// A small chart of an ad's prices (issue 23): a step line drawn by hand in SVG, no chart library; screen readers get
// the same prices as a table.
import { VisuallyHidden } from '@mantine/core';
import { formatDate, formatPrice, type PricePoint } from '@portal/domain';

const width = 320;
const height = 96;
const margin = 8;

type Props = {
  points: PricePoint[];
  /** Where the line ends: the date of the ad's latest event, so that the last price is a step too. */
  until: string;
};

/** The step line through the prices: each holds until the next one, the last until `until`. */
function stepPath(points: PricePoint[], until: string): string {
  const times = points.map((point) => Date.parse(point.date));
  const start = times[0] ?? 0;
  const span = Math.max(Date.parse(until) - start, 1);
  const prices = points.map((point) => point.price);
  const low = Math.min(...prices);
  const range = Math.max(Math.max(...prices) - low, 1);
  const x = (time: number) => (margin + ((time - start) / span) * (width - 2 * margin)).toFixed(1);
  const y = (price: number) => (height - margin - ((price - low) / range) * (height - 2 * margin)).toFixed(1);
  const steps = points.map((point, at) =>
    at === 0 ? `M${x(start)} ${y(point.price)}` : `H${x(times[at] ?? start)}V${y(point.price)}`,
  );
  return `${steps.join('')}H${x(start + span)}`;
}

export function PriceChart({ points, until }: Props) {
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
        <path d={stepPath(points, until)} fill="none" stroke="currentColor" strokeWidth={2} />
      </svg>
      <VisuallyHidden>
        <table>
          <caption>Historia ceny</caption>
          <thead>
            <tr>
              <th scope="col">Data</th>
              <th scope="col">Cena</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.date}>
                <td>{formatDate(point.date)}</td>
                <td>{formatPrice(point.price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </figure>
  );
}
