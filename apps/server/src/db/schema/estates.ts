// Ads, their photos, upload slots and page views.
import type { EstateType, Rent } from '@portal/domain';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { foldedText } from '../folded-text.ts';
import { at, flag, tsvector } from './columns.ts';
import { cities } from './places.ts';
import { users } from './users.ts';

/**
 * The price of one m² in whole złoty, as the lists order and filter by it: the indexes below hold this very
 * expression, and PostgreSQL uses them (and its statistics, migration 0017) only for a query that writes it alike.
 * Computed rather than stored, so no write path or import has to keep it; no price per m² without an area.
 */
export const pricePerM2Of = (price: AnyColumn, area: AnyColumn) =>
  sql`round(${price}::numeric / nullif(${area}, 0))`;

export const estates = pgTable(
  'estates',
  {
    estateId: serial('estate_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    type: text('type').$type<EstateType>().notNull(),
    rent: smallint('rent').$type<Rent>().notNull(),
    // Null when an imported offer does not say (a person's ad always gives it: the wizard requires it).
    market: smallint('market'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    // m² with up to two decimals (48.37); read as a number.
    area: numeric('area', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    landArea: integer('land_area'),
    // A rent ad's monthly fees to the building's manager (czynsz administracyjny) and deposit (kaucja), in złoty.
    monthlyFees: integer('monthly_fees'),
    deposit: integer('deposit'),
    address: text('address').notNull(),
    cityCode: text('city_code').notNull(),
    district: text('district'),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.cityId),
    provinceId: smallint('province_id').notNull(),
    category: smallint('category'),
    floor: smallint('floor'),
    floors: smallint('floors'),
    rooms: smallint('rooms'),
    height: integer('height'),
    year: smallint('year'),
    material: smallint('material'),
    access: smallint('access'),
    power: flag('power'),
    gas: flag('gas'),
    water: flag('water'),
    canalization: flag('canalization'),
    phone: flag('phone'),
    internet: flag('internet'),
    garage: flag('garage'),
    basement: flag('basement'),
    furnished: flag('furnished'),
    parking: flag('parking'),
    elevator: flag('elevator'),
    balcony: flag('balcony'),
    duplexes: flag('duplexes'),
    wc: flag('wc'),
    fence: flag('fence'),
    elevation: flag('elevation'),
    insulated: flag('insulated'),
    garden: flag('garden'),
    // A rental's answer to 'zwierzęta': 1 allowed, 0 not, null not said.
    pets: flag('pets'),
    bathrooms: smallint('bathrooms'),
    // Dictionary values of @portal/domain (stan wykończenia, ogrzewanie, forma własności); null when not given.
    finish: smallint('finish'),
    heating: smallint('heating'),
    ownership: smallint('ownership'),
    availableFrom: date('available_from', { mode: 'string' }),
    active: smallint('active').notNull().default(0),
    // 1 while another listed offer of the ad's property leads its card (kept by property_refresh, migration 0042):
    // the ad's page stays public, lists leave it out. A column of every list index's predicate, so that lists skip
    // such offers for free instead of probing another table for each ad they walk.
    collapsed: smallint('collapsed').notNull().default(0),
    // promoted mirrors promotedUntil > now(); kept as a column so that lists can order by it from an index.
    promoted: smallint('promoted').notNull().default(0),
    promotedUntil: at('promoted_until'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    // 1 when the point is the ad's own address, 0 when it is the city's point.
    matchGeo: smallint('match_geo'),
    imported: smallint('imported').notNull().default(0),
    externalId: text('external_id'),
    integrationId: integer('integration_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    modifiedAt: at('modified_at').notNull().defaultNow(),
    refreshedAt: at('refreshed_at'),
    expiresAt: at('expires_at').notNull(),
    deactivatedAt: at('deactivated_at'),
    // True from wizard step 1 until 'Zapisz' on step 3 first publishes the ad: such an ad cannot be refreshed into
    // publication, and the nightly job removes it once abandoned.
    draft: boolean('draft').notNull().default(false),
    // The words of the title and description, folded by foldedText, for the search by words (GIN index below).
    // Stripped of positions, which no search uses: the vector stays about half as long and mostly out of TOAST.
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`strip(to_tsvector('simple', ${foldedText(sql`${estates.title} || ' ' || ${estates.description}`)}))`,
      ),
  },
  (t) => {
    const listed = sql`${t.active} = 1 and ${t.collapsed} = 0`;
    // Functions: Drizzle's desc() and nullsFirst() mark the column itself until the next index takes it.
    const promotedFirst = () => t.promoted.desc().nullsFirst();
    const m2 = pricePerM2Of(t.price, t.area);
    const m2Desc = sql`${m2} desc nulls last`;
    const sortTail = () => [t.estateId.desc().nullsFirst(), t.expiresAt] as const;
    return [
      // expires_at last in the default (newest first) list indexes: a page's ids and a list's bounded count are then
      // index-only scans instead of a table read per skipped ad (page 200 read 4,800 rows).
      index('estates_list_newest_idx').on(t.type, t.rent, t.promoted, t.estateId, t.expiresAt).where(listed),
      // The same with the coordinates (migration 0009 INCLUDEs them) for the map view's window (map-window.ts), and
      // with price, area and rooms (migration 0026) for the map of a wide view by them (map-clusters.ts).
      index('estates_map_newest_idx').on(t.type, t.rent, t.promoted, t.estateId, t.expiresAt).where(listed),
      index('estates_list_price_idx').on(t.type, t.rent, t.promoted, t.price).where(listed),
      // Migrations 0010 and 0025 INCLUDE price, area, rooms and the point: a city search by them, and its map, read
      // the index alone.
      index('estates_city_newest_idx')
        .on(t.cityId, t.type, t.rent, t.promoted, t.estateId, t.expiresAt)
        .where(listed),
      index('estates_city_price_idx').on(t.cityId, t.type, t.rent, t.promoted, t.price).where(listed),
      // Cheapest first: promoted ads still lead, so promoted is descending and price ascending in one index.
      index('estates_list_cheap_idx')
        .on(t.type, t.rent, t.promoted.desc().nullsFirst(), t.price)
        .where(listed),
      index('estates_city_cheap_idx')
        .on(t.cityId, t.type, t.rent, t.promoted.desc().nullsFirst(), t.price)
        .where(listed),
      // Price per m² and area, each way, promoted first: a category's (for price per m² also a city's) page walks
      // its index in order. The tail makes it an index-only walk with no sort: the id breaks ties as every sort does
      // (card-page.ts), expiry (price and area for the expression) is what a page reads. Without the tail PostgreSQL
      // sorted the whole category, as a page's LIMIT is an expression it cannot estimate (promoted-block.ts). A
      // city's ads are a few percent of the category, and dearer or cheaper per m² than most, so the category's order
      // would be walked far before 24 of them turn up; by area, a city's page sorts the city's ads from
      // estates_city_newest_idx (INCLUDE area).
      index('estates_list_m2_cheap_idx')
        .on(t.type, t.rent, promotedFirst(), m2, ...sortTail(), t.price, t.area)
        .where(listed),
      index('estates_list_m2_dear_idx')
        .on(t.type, t.rent, promotedFirst(), m2Desc, ...sortTail(), t.price, t.area)
        .where(listed),
      index('estates_city_m2_cheap_idx')
        .on(t.cityId, t.type, t.rent, promotedFirst(), m2, ...sortTail(), t.price, t.area)
        .where(listed),
      index('estates_city_m2_dear_idx')
        .on(t.cityId, t.type, t.rent, promotedFirst(), m2Desc, ...sortTail(), t.price, t.area)
        .where(listed),
      index('estates_list_small_idx')
        .on(t.type, t.rent, promotedFirst(), t.area, ...sortTail())
        .where(listed),
      index('estates_list_large_idx')
        .on(t.type, t.rent, promotedFirst(), t.area.desc().nullsFirst(), ...sortTail())
        .where(listed),
      // The everyday filters few ads match (a garden, pets, a date of availability, the finish, the bathrooms): each
      // its own partial index in list order, so that a search by one reads only the ads holding it instead of walking
      // its category for them (rare-filters.ts). A flag's 1 is literal in the search (everyday-filter.ts) as here;
      // the other columns' comparisons imply `is not null`, also in a fixed plan. Finish is compared by equality, so
      // it comes before the order; the bounds are checked within the index.
      index('estates_list_garden_idx')
        .on(t.type, t.rent, t.promoted, t.estateId, t.expiresAt)
        .where(sql`${listed} and ${t.garden} = 1`),
      index('estates_list_pets_idx')
        .on(t.type, t.rent, t.promoted, t.estateId, t.expiresAt)
        .where(sql`${listed} and ${t.pets} = 1`),
      index('estates_list_available_idx')
        .on(t.type, t.rent, t.promoted, t.estateId, t.expiresAt, t.availableFrom)
        .where(sql`${listed} and ${t.availableFrom} is not null`),
      index('estates_list_finish_idx')
        .on(t.type, t.rent, t.finish, t.promoted, t.estateId, t.expiresAt)
        .where(sql`${listed} and ${t.finish} is not null`),
      index('estates_list_bathrooms_idx')
        .on(t.type, t.rent, t.promoted, t.estateId, t.expiresAt, t.bathrooms)
        .where(sql`${listed} and ${t.bathrooms} is not null`),
      // 'Data dodania': the ads of a category added since a date, with what every sort orders them by and the city,
      // so that a search of recent ads reads that range of the index alone and sorts it, whatever its order; walking
      // a sort's index instead read on until enough recent ads turned up, most of the category for a day's ads.
      index('estates_list_added_idx')
        .on(t.type, t.rent, t.createdAt, t.promoted, t.estateId, t.expiresAt, t.price, t.area, t.cityId)
        .where(listed),
      // A search by province without a city.
      index('estates_province_newest_idx')
        .on(t.provinceId, t.type, t.rent, t.promoted, t.estateId)
        .where(listed),
      // The map rectangle and "nearest first" of related ads, each category on its own stretch of the plane; the
      // expression is estatePoint (features/estates/geo.ts). Migration 0008 adds INCLUDE columns (Drizzle cannot
      // declare them) for index-only map searches.
      index('estates_point_idx')
        .using(
          'gist',
          sql`point(${t.longitude} * 0.62 + (case ${t.type} when 'apartment' then 0 when 'house' then 2 when 'land' then 4 when 'object' then 6 when 'place' then 8 end + ${t.rent}) * 100, ${t.latitude})`,
        )
        .where(listed),
      // The home page's random promoted ads: id and expiry in the index, so the choice is an index-only scan.
      index('estates_promoted_idx')
        .on(t.estateId, t.expiresAt)
        .where(sql`${t.active} = 1 and ${t.promoted} = 1`),
      index('estates_search_idx').using('gin', t.searchVector).where(listed),
      // A search by district: its ads in list order (newest first), read from the index alone, also when a city
      // is named (a district's name is in many cities: Śródmieście's count read a table row per ad otherwise).
      // Migration 0028 adds INCLUDE (district), which Drizzle cannot declare: without it PostgreSQL never reads an
      // expression index alone.
      index('estates_district_idx')
        .on(foldedText(sql`${t.district}`), t.type, t.rent, t.promoted, t.estateId, t.expiresAt, t.cityId)
        .where(listed),
      index('estates_user_idx').on(t.userId, t.estateId),
      index('estates_draft_idx').on(t.modifiedAt).where(sql`${t.draft}`),
      index('estates_expires_idx').on(t.expiresAt),
      uniqueIndex('estates_external_idx')
        .on(t.integrationId, t.externalId)
        .where(sql`${t.externalId} is not null`),
    ];
  },
);

export const photos = pgTable(
  'photos',
  {
    photoId: serial('photo_id').primaryKey(),
    estateId: integer('estate_id')
      .notNull()
      .references(() => estates.estateId, { onDelete: 'cascade' }),
    container: text('container').notNull(),
    filename: text('filename').notNull(),
    name: text('name').notNull(),
    sort: smallint('sort').notNull(),
    width: integer('width'),
    height: integer('height'),
    // sha-256 of the original upload, so that an unchanged imported photo is not processed again.
    contentHash: text('content_hash'),
    // 64 bits that survive resizing, recompression, small crops and watermarks: how the same photo is recognised on
    // another ad (features/properties).
    perceptualHash: bigint('perceptual_hash', { mode: 'bigint' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('photos_estate_sort_idx').on(t.estateId, t.sort),
    // The photos still to hash (those stored before hashing existed, or whose file could not be read): the job
    // that fills them finds them without walking every photo.
    index('photos_unhashed_idx').on(t.photoId).where(sql`${t.perceptualHash} is null`),
  ],
);

// Upload slots handed out by POST /api/estates/{id}/photos: until expires_at (the upload URL's expiry and time for a
// late body to land) an uncompleted slot holds one of the ad's photo places; then the cleanup job removes it with
// its waiting file.
export const photoUploads = pgTable(
  'photo_uploads',
  {
    uploadId: text('upload_id').primaryKey(),
    estateId: integer('estate_id')
      .notNull()
      .references(() => estates.estateId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    size: integer('size').notNull(),
    contentType: text('content_type').notNull(),
    expiresAt: at('expires_at').notNull(),
    // The local store's signed PUT sets it: its link works once.
    uploadedAt: at('uploaded_at'),
    completedAt: at('completed_at'),
  },
  (t) => [
    index('photo_uploads_estate_idx').on(t.estateId),
    index('photo_uploads_expires_idx').on(t.expiresAt),
  ],
);

export const estateViews = pgTable(
  'estate_views',
  {
    estateId: integer('estate_id')
      .notNull()
      .references(() => estates.estateId, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    pages: integer('pages').notNull().default(0),
    phones: integer('phones').notNull().default(0),
    // Messages written to the seller through the ad page (features/contact), also the per-ad daily limit's count.
    messages: integer('messages').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.estateId, t.day] })],
);
