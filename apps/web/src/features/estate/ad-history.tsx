// The history of the property an ad shows: since when the portal knows it and how long it is on the market, its
// last price change, and the chart of every offer's prices when they changed.
import {
  daysOnMarket,
  daysOnMarketText,
  type EstateHistory,
  firstSeenText,
  offerPrices,
  priceChangeText,
} from '@portal/domain';
import classes from './estate-page.module.css';
import { PriceChart } from './price-chart.tsx';

export function AdHistory({ history }: { history: EstateHistory }) {
  const now = new Date();
  const offers = offerPrices(history);
  const change = priceChangeText(history, now);
  const latest = history.events.at(-1);
  const moved = offers.length > 1 || offers.some((offer) => offer.points.length > 1);
  return (
    <div className={classes.history}>
      <p className={classes.small}>
        {firstSeenText(history.firstSeenDate)} · {daysOnMarketText(daysOnMarket(history, now))}
      </p>
      {change && <p className={`${classes.small} ${classes.strong}`}>{change}</p>}
      {moved && latest && <PriceChart offers={offers} own={history.offer ?? 1} until={latest.date} />}
    </div>
  );
}
