// The product's name, and the browser-tab title of a page, the same in the HTML the server sends and in the app.
export const siteName = 'Dachowo.pl';

export const documentTitle = (title: string) => `${title} – ${siteName}`;

/** The titles of the not-found pages (HTTP 404), the same in the HTML the server sends and in the app. */
export const notFoundTitles = {
  page: 'Nie znaleziono strony',
  ad: 'Nie znaleziono ogłoszenia',
  city: 'Nie znaleziono miejscowości',
  seller: 'Nie znaleziono użytkownika',
} as const;

/** The heading and title of /ogloszenia-uzytkownika/{userId}, named after the seller once their name is known. */
export const userAdsTitle = (sellerName?: string) =>
  sellerName ? `Ogłoszenia użytkownika ${sellerName}` : 'Ogłoszenia użytkownika';
