// Hidden ads and advertisers: the cookie that carries them, its bounds, and the texts both sides show.
// No zod here: every public page reads the cookie at its start (schemas/hiding.ts has the API's schemas).
import { ColumnBounds } from './column-bounds.ts';
import { Limits } from './limits.ts';

/**
 * What one browser hides: the `ukryte` cookie, `1.2.3_4.5` (hidden ads, then hidden advertisers, by id), which lists
 * are filtered by on the server, including the pages it renders. Dots and an underscore need no encoding, so 200 ids
 * stay well within a cookie's 4 kB.
 */
export const hiddenCookieName = 'ukryte';
export type HiddenSet = { estateIds: number[]; advertiserIds: number[] };
export const nothingHidden: HiddenSet = { estateIds: [], advertiserIds: [] };

const idsOf = (text: string | undefined, max: number) =>
  [
    ...new Set(
      (text ?? '')
        .split('.')
        .filter((part) => /^\d{1,10}$/.test(part))
        .map(Number)
        .filter((id) => id > 0 && id <= ColumnBounds.int4Max),
    ),
  ].slice(0, max);

/** The cookie's value read leniently: what does not read as an id is left out, never an error. */
export function parseHiddenCookie(value: string | undefined): HiddenSet {
  const [ads, advertisers] = (value ?? '').split('_');
  return {
    estateIds: idsOf(ads, Limits.hiddenAdsMax),
    advertiserIds: idsOf(advertisers, Limits.hiddenAdvertisersMax),
  };
}

export function formatHiddenCookie(hidden: HiddenSet): string {
  return `${hidden.estateIds.join('.')}_${hidden.advertiserIds.join('.')}`;
}

export const isNothingHidden = (hidden: HiddenSet) =>
  hidden.estateIds.length === 0 && hidden.advertiserIds.length === 0;

export const hidingTexts = {
  hideAd: 'Ukryj to ogłoszenie',
  hideAdvertiser: 'Ukryj ogłoszenia tego ogłoszeniodawcy',
  adHidden: 'Ukryto to ogłoszenie.',
  advertiserHidden: 'Ukryto ogłoszenia tego ogłoszeniodawcy.',
  undo: 'Cofnij',
  show: 'Pokaż',
  title: 'Ukryte ogłoszenia',
  tooManyAds: `Można ukryć najwyżej ${Limits.hiddenAdsMax} ogłoszeń. Pokaż któreś z ukrytych, aby ukryć kolejne.`,
  tooManyAdvertisers: `Można ukryć najwyżej ${Limits.hiddenAdvertisersMax} ogłoszeniodawców. Pokaż któregoś z ukrytych, aby ukryć kolejnego.`,
} as const;
