// One property, one card: how a card and the ad page tell a property carried by several offers.
import { formatNumber, formatPrice } from './format.ts';
import { countOf, nouns } from './plural.ts';

/** '3 oferty', '5 ofert': the listed offers of the property a card stands for. */
export const offersCountText = (count: number) => countOf(count, nouns.offers);

/** 'od 520 000 do 545 000 zł' (a rent's per month): the prices of a property's listed offers. */
export function offersPriceRangeText(priceMin: number, priceMax: number, rent: number): string {
  const range = `od ${formatNumber(Math.round(priceMin))} do ${formatPrice(priceMax)}`;
  return rent === 1 ? `${range}/mies.` : range;
}

/** The heading of the ad page's list of the property's other offers, as Otodom words it. */
export const otherOffersHeading = 'Inne oferty tej nieruchomości';

/** 'Na rynku od 37 dni': whole days since the property's first day on the portal ('od dziś' on that day). */
export function daysOnMarketText(days: number): string {
  if (days <= 0) return 'Na rynku od dziś';
  if (days === 1) return 'Na rynku od 1 dnia';
  return `Na rynku od ${formatNumber(days)} dni`;
}
