import { formatHiddenCookie, type HiddenSet, hiddenCookieName } from '@portal/domain';

// A year: what a person hid stays hidden in that browser until they show it again (the account keeps it for good).
const maxAgeSeconds = 365 * 24 * 3600;

/** The Set-Cookie that gives the browser the account's hidden list, which its list pages are then filtered by. */
export const hiddenCookie = (hidden: HiddenSet) =>
  `${hiddenCookieName}=${formatHiddenCookie(hidden)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax`;
