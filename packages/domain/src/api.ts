// Response shapes of the HTTP API (spec §7): the contract the server declares and the web client reads.
import { z } from 'zod';
import { type Amenity, amenities } from './amenities.ts';
import { estateTypes, integrationTypes } from './enums.ts';
import { sellerKinds } from './seller-kinds.ts';

const id = z.number().int().positive();
const flag = z.union([z.literal(0), z.literal(1)]);
const nullableNumber = z.number().nullable();
const isoDate = z.string();

export const CitySchema = z.object({
  cityId: id,
  city: z.string(),
  provinces_provinceId: z.number().int(),
  /** How the portal names the place everywhere: 'Kraków', 'Kraków, Krowodrza', 'Nowa Wieś (gmina Kęty, powiat oświęcimski)'. */
  label: z.string(),
  county: z.string().optional(),
  commune: z.string().optional(),
  kind: z.string().optional(),
  lat: z.number().nullable().optional(),
  lng: z.number().nullable().optional(),
});
export type City = z.infer<typeof CitySchema>;

export const PhotoSchema = z.object({
  photoId: id,
  container: z.string(),
  filename: z.string(),
  name: z.string(),
  sort: z.number().int(),
});
export type Photo = z.infer<typeof PhotoSchema>;

/**
 * Answer of POST /api/estates/{id}/photos: where to PUT each announced file, with exactly this Content-Type; after
 * the PUT the client calls POST /api/estates/{id}/photos/{uploadId}/complete.
 */
export const PhotoUploadTargetSchema = z.object({
  name: z.string(),
  sasTokenUrl: z.string(),
  uploadId: z.string(),
  contentType: z.string(),
});
export type PhotoUploadTarget = z.infer<typeof PhotoUploadTargetSchema>;

const cityRef = z.object({ cityId: id, city: z.string() });

/** Who sells, on a card: their kind, and a company's name, which links its page (a person's name stays off). */
export const CardSellerSchema = z.object({
  userId: id,
  kind: z.enum(sellerKinds),
  name: z.string().nullable(),
});
export type CardSeller = z.infer<typeof CardSellerSchema>;
const provinceRef = z.object({ provinceId: z.number().int() });

export const EstateCardSchema = z.object({
  estateId: id,
  type: z.enum(estateTypes),
  rent: flag,
  title: z.string(),
  description: z.string(),
  price: z.number(),
  area: z.number(),
  landArea: nullableNumber,
  rooms: nullableNumber,
  city: cityRef,
  province: provinceRef,
  photo: z.object({ container: z.string(), filename: z.string() }).nullable(),
  promoted: flag,
  creationDate: isoDate,
  /** When the ad was last refreshed; null until it is (a list page carries 24 of these, every byte counts). */
  refreshDate: isoDate.nullable(),
  photosCount: z.number().int(),
  seller: CardSellerSchema,
  /**
   * The property's listed offers when it has several (one card stands for them all in results): how many, and their
   * lowest and highest price. Absent for a property of one offer.
   */
  offers: z.object({ count: z.number().int(), priceMin: z.number(), priceMax: z.number() }).optional(),
});
export type EstateCard = z.infer<typeof EstateCardSchema>;

/**
 * One of the user's own ads on /zarzadzaj-ogloszeniami: a card with its state and view counts. A draft has never
 * been published (wizard step 3 not finished); an inactive ad that is not a draft was online and expired.
 */
export const ManagedEstateCardSchema = EstateCardSchema.extend({
  active: flag,
  draft: z.boolean(),
  expirationDate: isoDate,
  /** Page views, phone reveals and messages written to the seller, all days summed. */
  views: z.object({ pages: z.number().int(), phones: z.number().int(), messages: z.number().int() }),
  /** Held by the risk checks until an admin looks at it: the owner reads that it waits for verification. */
  underReview: z.boolean(),
});
export type ManagedEstateCard = z.infer<typeof ManagedEstateCardSchema>;

const amenityShape = Object.fromEntries(amenities.map((amenity) => [amenity, nullableNumber])) as Record<
  Amenity,
  typeof nullableNumber
>;

/** What happened to an ad: listed, listed again after a re-listing, a price change, a refresh, ... */
export const historyEventKinds = [
  'listed',
  'relisted',
  'price',
  'refreshed',
  'withdrawn',
  'returned',
  'deleted',
] as const;
export type HistoryEventKind = (typeof historyEventKinds)[number];

/**
 * The history of the property an ad shows, kept across withdrawals, deletion, re-listings and the offers of other
 * accounts and advertisers: when the portal first saw the property and the latest events of all its offers
 * (Limits.historyEvents), oldest first, each with the offer's price after it. `offer` numbers the property's offers
 * in the order the portal saw them (1 the first), on each event and for the ad itself; absent, the history is of the
 * ad's own offer alone.
 */
export const EstateHistorySchema = z.object({
  firstSeenDate: isoDate,
  offer: z.number().int().optional(),
  events: z.array(
    z.object({
      kind: z.enum(historyEventKinds),
      price: z.number(),
      date: isoDate,
      offer: z.number().int().optional(),
    }),
  ),
});
export type EstateHistory = z.infer<typeof EstateHistorySchema>;

/**
 * The median price per m² of the listed offers like the ad (type, sale or rent) in its district, or in its city
 * where the district has too few: the ad page compares the ad with it (local-market.ts).
 */
export const LocalMarketSchema = z.object({
  place: z.enum(['district', 'city']),
  /** The district as the ad names it, or the city's name. */
  name: z.string(),
  medianPerM2: z.number().int(),
  offers: z.number().int(),
});
export type LocalMarket = z.infer<typeof LocalMarketSchema>;

/** Another listed offer of the same property, as the ad page lists it: who offers it, at what price, and its link. */
export const OtherOfferSchema = z.object({
  estateId: id,
  type: z.enum(estateTypes),
  rent: flag,
  title: z.string(),
  price: z.number(),
  seller: z.object({ kind: z.enum(sellerKinds), name: z.string() }),
});
export type OtherOffer = z.infer<typeof OtherOfferSchema>;

export const EstateDetailSchema = z.object({
  estateId: id,
  type: z.enum(estateTypes),
  title: z.string(),
  description: z.string(),
  price: z.number(),
  area: z.number(),
  landArea: nullableNumber,
  /** A rent ad's monthly fees (czynsz administracyjny) and deposit (kaucja) in złoty, when given. */
  monthlyFees: nullableNumber,
  deposit: nullableNumber,
  rent: flag,
  market: nullableNumber,
  address: z.string(),
  cityCode: z.string(),
  district: z.string().nullable(),
  city: cityRef,
  province: provinceRef,
  category: nullableNumber,
  floor: nullableNumber,
  floors: nullableNumber,
  rooms: nullableNumber,
  height: nullableNumber,
  year: nullableNumber,
  material: nullableNumber,
  access: nullableNumber,
  ...amenityShape,
  /** The fields of estate-details.ts; null when not given. availableFrom is 'YYYY-MM-DD'. */
  bathrooms: nullableNumber,
  finish: nullableNumber,
  heating: nullableNumber,
  ownership: nullableNumber,
  availableFrom: z.string().nullable(),
  garden: nullableNumber,
  pets: nullableNumber,
  photos: z.array(PhotoSchema),
  /** Null where the ad is not public (the owner's preview). */
  history: EstateHistorySchema.nullable(),
  /** Null where the ad has no price per m², its city too few comparable offers, or the ad is not public. */
  localMarket: LocalMarketSchema.nullable(),
  /** The other listed offers of the property the ad shows, cheapest first; absent where the ad is not public. */
  otherOffers: z.array(OtherOfferSchema).optional(),
  active: flag,
  promoted: flag,
  creationDate: isoDate,
  modificationDate: isoDate,
  refreshDate: isoDate,
  expirationDate: isoDate,
  externalId: z.string().nullable(),
  imported: flag,
  latitudeGeo: nullableNumber,
  longitudeGeo: nullableNumber,
  matchGeo: nullableNumber,
  /**
   * The owner's contact, and the name shown as the seller: a company's name or a person's first name; their kind,
   * and a company's logo (its site path, null without one).
   */
  user: z.object({
    userId: id,
    phone: z.string(),
    email: z.string(),
    name: z.string(),
    kind: z.enum(sellerKinds),
    logo: z.string().nullable(),
  }),
});
export type EstateDetail = z.infer<typeof EstateDetailSchema>;

/** The owner's copy of an ad (wizard steps 1 and 3): also whether the risk checks hold it for verification. */
export const OwnEstateDetailSchema = EstateDetailSchema.extend({ underReview: z.boolean() });
export type OwnEstateDetail = z.infer<typeof OwnEstateDetailSchema>;

/** Wizard step 3's 'Zapisz': whether the ad went public, or waits held by the risk checks. */
export const ActivatedSchema = z.object({ underReview: z.boolean() });

/** Every list answer of the API: one page of rows and the total count. */
export function listResponse<T extends z.ZodType>(item: T) {
  return z.object({ rows: z.array(item), count: z.number().int() });
}
export type ListResponse<T> = { rows: T[]; count: number };

export const EstateCardListSchema = listResponse(EstateCardSchema);

/** A cell of the map of results holding several ads: their mean point and how many they are. */
export const MapClusterSchema = z.object({ lat: z.number(), lng: z.number(), count: z.number().int() });
export type MapCluster = z.infer<typeof MapClusterSchema>;
/** An ad alone in its cell: its point and what its popup shows. */
export const MapAdSchema = z.object({
  estateId: id,
  type: z.enum(estateTypes),
  title: z.string(),
  price: z.number(),
  area: z.number(),
  lat: z.number(),
  lng: z.number(),
});
export type MapAd = z.infer<typeof MapAdSchema>;
/** GET /api/estates/map-clusters: every ad of a search in the map's view, as clusters and single ads. */
export const MapClustersSchema = z.object({
  clusters: z.array(MapClusterSchema),
  ads: z.array(MapAdSchema),
});
export type MapClusters = z.infer<typeof MapClustersSchema>;

/**
 * GET /api/estates/user/{userId}/agency: a company's page (an agency's or a developer's): its name, kind, logo (a
 * site path, null without one), address and phone.
 */
export const AgencySchema = z.object({
  userId: id,
  name: z.string(),
  kind: z.enum(['agency', 'developer']),
  logo: z.string().nullable(),
  address: z.string().nullable(),
  cityCode: z.string().nullable(),
  phone: z.string(),
});
export type Agency = z.infer<typeof AgencySchema>;

/** POST /api/user/{userId}/logo: the message, and the new logo's site path. */
export const LogoSavedSchema = z.object({ message: z.string(), logo: z.string() });

/** GET /api/estates/user/{userId}/seller: the name an advertiser's ads are shown under. */
export const SellerSchema = z.object({ userId: id, name: z.string() });
export type Seller = z.infer<typeof SellerSchema>;
export const ManagedEstateCardListSchema = listResponse(ManagedEstateCardSchema);
export const CityListSchema = z.array(CitySchema);

/** Answer of POST /api/estates/{type}[/{id}]. */
export const EstateSavedSchema = z.object({ estateId: id });
export type EstateSaved = z.infer<typeof EstateSavedSchema>;

export const ErrorResponseSchema = z.object({ error: z.string() });
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

const profileBase = z.object({
  token: z.string(),
  userId: id,
  email: z.string(),
  /** Unix time in seconds. */
  expiration: z.number().int(),
  admin: z.boolean(),
  integrationId: z.number().int(),
  phone: z.string(),
});

/** Login answer and GET /api/user/{userId}/profile: the personal or the company set, selected by `company`. */
export const ProfileSchema = z.discriminatedUnion('company', [
  profileBase.extend({ company: z.literal(false), name: z.string(), surname: z.string() }),
  profileBase.extend({
    company: z.literal(true),
    companyName: z.string(),
    nip: z.string(),
    address: z.string(),
    cityCode: z.string(),
    /** Optional: a session stored before it was answered still reads as a profile. */
    developer: z.boolean().optional(),
    /** The logo's site path, null without one (optional as `developer`). */
    logo: z.string().nullable().optional(),
  }),
]);
export type Profile = z.infer<typeof ProfileSchema>;

/** GET /api/user/new-pass/{userId}/{hash}: the account the link belongs to. */
export const PasswordLinkUserSchema = z.object({ userId: id, email: z.string() });
export type PasswordLinkUser = z.infer<typeof PasswordLinkUserSchema>;

/**
 * One import of a CRM export file sent over FTP (times ISO). `status`: running, done (every offer in, or skipped
 * for a reason in the file), partial (some failed for a cause of the portal's: they can be imported again),
 * failed (the package did not get through), duplicate (content imported before by run `repeatsRunId`).
 */
export const ImportRunSchema = z.object({
  runId: id,
  fileName: z.string(),
  status: z.string(),
  /** The run this one repeats: for a duplicate the run that imported that content, for a retry the run retried. */
  repeatsRunId: id.nullable(),
  added: z.number().int(),
  updated: z.number().int(),
  withdrawn: z.number().int(),
  failed: z.number().int(),
  problems: z.array(z.string()),
  receivedAt: isoDate,
  finishedAt: isoDate.nullable(),
});
export type ImportRun = z.infer<typeof ImportRunSchema>;

/**
 * What of an integration's offers buyers see: its ads online, the offers its last import left out for a reason in
 * the file (an earlier version of one may still be online), and its ads online without a photo.
 */
export const ImportOffersSchema = z.object({
  live: z.number().int(),
  refused: z.number().int(),
  withoutPhotos: z.number().int(),
});
export type ImportOffers = z.infer<typeof ImportOffersSchema>;

/** GET /api/user/{userId}/integration/{integrationId}: the access, where to connect, and the last import runs. */
export const IntegrationSchema = z.object({
  type: z.enum(integrationTypes),
  ftpLogin: z.string(),
  ftpPassword: z.string(),
  ftp: z.object({ host: z.string(), port: z.number().int(), passive: z.boolean() }),
  offers: ImportOffersSchema,
  /** Packages come, but none of the offers is online: the last import left them all out. */
  placesNothing: z.boolean(),
  runs: z.array(ImportRunSchema),
});
export type Integration = z.infer<typeof IntegrationSchema>;

export const StatsAdsChartSchema = z.array(
  z.object({
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    type: z.enum(estateTypes),
    value: z.number().int(),
  }),
);
export type StatsAdsChart = z.infer<typeof StatsAdsChartSchema>;

export const ActiveAdsCountSchema = z.object({ activeAdsCount: z.number().int() });
export const ActiveUsersCountSchema = z.object({ activeUsersCount: z.number().int() });
