// Every business constant of spec §5 and §9 in one object; schemas and screens read these, never literals.

/** Inclusive length bounds of a text field. */
type Length = { readonly min: number; readonly max: number };

export const Limits = {
  pageSize: 24,
  paginationWindow: 10,
  relatedAds: 4,
  promotedOnHome: 8,
  recentOnHome: 4,
  cardDescription: 160,
  // A card's title: a title may have 255 characters, a card shows what three lines hold, cut at a word.
  cardTitle: 80,
  clipboardMax: 12,
  // The clipboard toggle itself has no limit (spec §9); this only bounds one clipboard request to the server.
  clipboardRequestMax: 100,
  // A logged-in person's favourites: no clipboard limit, a bound only against a list nobody could read.
  favouritesMax: 500,
  // What one browser or account may hide: the ids travel in a cookie (hiding.ts), which must stay within 4 kB.
  hiddenAdsMax: 200,
  hiddenAdvertisersMax: 50,
  photos: {
    // The wizard allows 8; the FAQ and the FTP integration say 6 (spec §5): imports keep the stricter number.
    maxPerAd: 8,
    maxPerImportedAd: 6,
    minPerAd: 1,
    maxBytes: 8 * 1_048_576,
    extensions: ['.jpg', '.jpeg', '.png', '.heic'],
    mimeTypes: ['image/jpeg', 'image/png', 'image/heic', 'image/heif'],
    minDimensionHint: 500,
  },
  // What one account may leave unfinished, so that requests alone cannot fill the database or the disk: a seller
  // finishes an ad before starting many more, and sends an ad's photos (8 at most, 8 MB each) a batch at a time.
  // Open uploads are those announced and not yet completed, until their links expire.
  unfinished: { draftsPerAccount: 10, uploadsPerAccount: 24, uploadBytesPerAccount: 134_217_728 },
  adLifetimeMonths: 6,
  removalAfterExpiryMonths: 12,
  citySearch: { minChars: 3, debounceMs: 1000, maxRows: 20 },
  title: { min: 3, max: 255 },
  address: { min: 3, max: 50 },
  cityCode: { min: 5, max: 6 },
  district: { min: 3, max: 45 },
  // The words searched in titles and descriptions: a few words, not a text. Each meaningful word is one more index
  // read; a word of fewer letters than `prefixFrom` is matched whole, as its prefix would match most ads.
  searchWords: 100,
  searchTerms: { max: 6, prefixFrom: 3 },
  description: { min: 60, max: 3000 },
  contactText: { max: 500 },
  name: { min: 3, max: 20 },
  surname: { min: 3, max: 50 },
  phone: { min: 3, max: 20 },
  companyName: { min: 3, max: 60 },
  nip: { min: 9, max: 13 },
  companyAddress: { min: 5, max: 50 },
  password: { min: 3 },
  ftpPassword: { min: 5 },
  map: { center: [52.069, 19.48], zoom: 7, minZoom: 7, maxZoom: 12, estateZoom: 14 },
  // The map of results: from the whole of Poland down to a street. A map answer covers at most so many grid cells.
  resultsMap: { minZoom: 5, maxZoom: 17, maxCells: 4096 },
  // A drawn search area: a triangle at least, and a bounded number of vertices for the server to test.
  polygonVertices: { min: 3, max: 40 },
  bannerIntervalMs: 2000,
  photoSizes: { card: '360x270', list: '750x500', large: '1280x960' },
  streetView: '750x448',
  // The latest events of an ad's history the ad page and its API answer carry: its chart stays readable.
  historyEvents: 60,
} as const satisfies Record<string, unknown> & {
  title: Length;
  address: Length;
  cityCode: Length;
  district: Length;
  description: Length;
  name: Length;
  surname: Length;
  phone: Length;
  companyName: Length;
  nip: Length;
  companyAddress: Length;
};

export type PhotoSize = keyof typeof Limits.photoSizes;

/** The largest photo as the forms and pages say it: '8 MB'. */
export const photoSizeLimit = `${Limits.photos.maxBytes / 1_048_576} MB`;
