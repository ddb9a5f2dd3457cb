// An ad's price per m² against the median of its local market, as the ad page says it.
import type { LocalMarket } from './api.ts';
import { pricePerSquareMetre } from './format.ts';
import { countOf, nouns } from './plural.ts';

/**
 * A district or city is a market from so many listed offers on; a price per m² within so many percent of the median
 * is within it. Not in Limits: every public page loads Limits first, only the ad page needs these.
 */
export const LocalMarketRules = { minOffers: 10, withinPercent: 2 } as const;

/**
 * 'o 12 % poniżej mediany ofert w dzielnicy Krowodrza (143 oferty)', '… powyżej …', or 'w granicach mediany …' when
 * the ad's price per m² is within LocalMarketRules.withinPercent of the median (whole percent, as shown);
 * undefined without an area.
 */
export function localMarketText(price: number, area: number, market: LocalMarket): string | undefined {
  const perM2 = pricePerSquareMetre(price, area);
  if (perM2 === undefined) return undefined;
  const percent = Math.round((Math.abs(perM2 - market.medianPerM2) / market.medianPerM2) * 100);
  const place = `${market.place === 'district' ? 'dzielnicy' : 'mieście'} ${market.name}`;
  const median = `mediany ofert w ${place} (${countOf(market.offers, nouns.offers)})`;
  if (percent <= LocalMarketRules.withinPercent) return `w granicach ${median}`;
  return `o ${percent}\u00a0% ${perM2 < market.medianPerM2 ? 'poniżej' : 'powyżej'} ${median}`;
}
