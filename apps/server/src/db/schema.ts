import type { EstateType, HistoryEventKind, Rent } from '@portal/domain';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { foldedText } from './folded-text.ts';

// Every timestamp is stored with its zone and handled in UTC; Europe/Warsaw is only for display.
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const flag = (name: string) => smallint(name);
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const provinces = pgTable('provinces', {
  provinceId: smallint('province_id').primaryKey(),
  name: text('name').notNull(),
});

export const counties = pgTable('counties', {
  code: text('code').primaryKey(),
  provinceId: smallint('province_id').notNull(),
  name: text('name').notNull(),
  kind: text('kind').notNull(),
});

export const communes = pgTable('communes', {
  code: text('code').primaryKey(),
  countyCode: text('county_code').notNull(),
  name: text('name').notNull(),
  kind: text('kind').notNull(),
});

// TERYT SIMC localities; cityId is the SIMC id.
export const cities = pgTable(
  'cities',
  {
    cityId: integer('city_id').primaryKey(),
    name: text('name').notNull(),
    // Lowercase, Polish letters transliterated: the key of the prefix search ('lodz' finds 'Łódź').
    searchName: text('search_name').notNull(),
    provinceId: smallint('province_id').notNull(),
    countyCode: text('county_code').notNull(),
    communeCode: text('commune_code').notNull(),
    kind: text('kind').notNull(),
    // Lower ranks are listed first: towns, then villages, then the rest.
    rank: smallint('rank').notNull(),
    parentId: integer('parent_id'),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    // True when the point is borrowed from a parent or the commune, not the locality's own.
    approximate: boolean('approximate').notNull(),
  },
  (t) => [
    index('cities_search_name_idx').on(t.searchName.op('text_pattern_ops'), t.rank),
    index('cities_province_search_idx').on(t.provinceId, t.searchName.op('text_pattern_ops')),
    // An imported offer placed by its coordinates looks for the nearest locality of its commune or county.
    index('cities_area_idx').on(t.countyCode, t.communeCode),
  ],
);

export const users = pgTable(
  'users',
  {
    userId: serial('user_id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    company: boolean('company').notNull(),
    name: text('name'),
    surname: text('surname'),
    companyName: text('company_name'),
    nip: text('nip'),
    address: text('address'),
    cityCode: text('city_code'),
    phone: text('phone').notNull(),
    admin: boolean('admin').notNull().default(false),
    active: boolean('active').notNull().default(false),
    integrationId: integer('integration_id'),
    // Raised on a password change so that every token issued before it stops working.
    tokenVersion: integer('token_version').notNull().default(0),
    // The owner asked to be told by e-mail when a favourite gets cheaper or goes offline (off until asked).
    favouriteMails: boolean('favourite_mails').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
    modifiedAt: at('modified_at').notNull().defaultNow(),
    activatedAt: at('activated_at'),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);

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
    active: smallint('active').notNull().default(0),
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
    const listed = sql`${t.active} = 1`;
    // Functions: Drizzle's desc() and nullsFirst() mark the column itself until the next index takes it.
    const promotedFirst = () => t.promoted.desc().nullsFirst();
    const m2 = pricePerM2Of(t.price, t.area);
    const m2Desc = sql`${m2} desc nulls last`;
    const sortTail = () => [t.estateId.desc().nullsFirst(), t.expiresAt] as const;
    return [
      // expires_at last in the default (newest first) list indexes: a page's ids and a list's bounded count are then
      // index-only scans instead of a table read per skipped ad (issue 8: page 200 read 4,800 rows).
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

/**
 * The history of an ad as a visitor sees it, which outlives the ad's row: first seen, every price, refresh,
 * withdrawal and return, kept across a re-listing of the same flat by the same advertiser. Written only by the
 * trigger of migration 0021 (estate_history_write), in the transaction of the change, whatever path changes the ad.
 * The ad's type, rent, city, address and area are kept here to recognise a re-listing after the ad is gone.
 */
export const estateHistories = pgTable(
  'estate_histories',
  {
    historyId: serial('history_id').primaryKey(),
    // The ad now carrying this history; null once it is deleted (no foreign key: the trigger clears it).
    estateId: integer('estate_id'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    type: text('type').$type<EstateType>().notNull(),
    rent: smallint('rent').$type<Rent>().notNull(),
    cityId: integer('city_id').notNull(),
    // The address folded (lower case, single spaces): how a re-listing is matched.
    address: text('address').notNull(),
    area: numeric('area', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    firstSeenAt: at('first_seen_at').notNull(),
    // When its ad went off-line (withdrawn, expired or deleted); null while it is online.
    offlineAt: at('offline_at'),
  },
  (t) => [
    uniqueIndex('estate_histories_estate_idx').on(t.estateId),
    // A re-listing's candidates: the advertiser's histories of the same kind of ad gone off-line lately.
    index('estate_histories_relisting_idx')
      .on(t.userId, t.cityId, t.type, t.rent, t.offlineAt)
      .where(sql`${t.offlineAt} is not null`),
  ],
);

export const estateEvents = pgTable(
  'estate_events',
  {
    eventId: serial('event_id').primaryKey(),
    historyId: integer('history_id')
      .notNull()
      .references(() => estateHistories.historyId, { onDelete: 'cascade' }),
    // The ad of the event (a history may span several); no foreign key, the event outlives it.
    estateId: integer('estate_id').notNull(),
    kind: text('kind').$type<HistoryEventKind>().notNull(),
    // The ad's price after the event.
    price: bigint('price', { mode: 'number' }).notNull(),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('estate_events_history_idx').on(t.historyId, t.eventId)],
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
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('photos_estate_sort_idx').on(t.estateId, t.sort)],
);

// Upload slots handed out by POST /api/estates/{id}/photos: until expires_at (the upload URL's own expiry) an
// uncompleted slot holds one of the ad's photo places; then the cleanup job removes it with its waiting file.
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

// The ads a logged-in person starred. No foreign key to estates: a removed ad stays on the list, marked, until its
// owner removes it, so its title and the price it had when starred are kept here. notifiedPrice and notifiedGone
// record what the owner was last told by e-mail, so that no change is told twice.
export const favourites = pgTable(
  'favourites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    estateId: integer('estate_id').notNull(),
    title: text('title').notNull(),
    starredPrice: bigint('starred_price', { mode: 'number' }).notNull(),
    notifiedPrice: bigint('notified_price', { mode: 'number' }),
    notifiedGone: boolean('notified_gone').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.estateId] }),
    // The mail job and the ad's changes reach the favourites of one ad.
    index('favourites_estate_idx').on(t.estateId),
  ],
);

// The ads and advertisers a logged-in person hid from their lists and searches (issue 23). The browser keeps a copy
// in the `ukryte` cookie, which is what lists are filtered by (features/hiding). No foreign key to estates or to the
// advertiser: the list of what is hidden shows an ad that is gone until it is shown again.
export const hiddenEstates = pgTable(
  'hidden_estates',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    estateId: integer('estate_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.estateId] })],
);

export const hiddenAdvertisers = pgTable(
  'hidden_advertisers',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    advertiserId: integer('advertiser_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.advertiserId] })],
);

export const integrations = pgTable('integrations', {
  integrationId: serial('integration_id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.userId, { onDelete: 'cascade' }),
  type: text('type').notNull(),
  ftpLogin: text('ftp_login').notNull().unique(),
  // AES-GCM with the server key: the company must be able to read its password back on /integracja.
  ftpPasswordEncrypted: text('ftp_password_encrypted').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  // The last package seen in the FTP folder, a repeat of an earlier one included: a CRM that stops sending is
  // flagged to the admin after importSilentHours.
  lastDeliveryAt: at('last_delivery_at'),
});

export const importRuns = pgTable(
  'import_runs',
  {
    runId: serial('run_id').primaryKey(),
    integrationId: integer('integration_id')
      .notNull()
      .references(() => integrations.integrationId, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentHash: text('content_hash').notNull(),
    status: text('status').notNull(),
    added: integer('added').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    withdrawn: integer('withdrawn').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    problems: jsonb('problems').$type<string[]>().notNull().default([]),
    receivedAt: at('received_at').notNull(),
    startedAt: at('started_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
    // Written every few seconds while the run works: a 'running' run whose heartbeat stopped was cut by a crash.
    heartbeatAt: at('heartbeat_at').notNull().defaultNow(),
    // The CRM ids of the offers not in place for a cause of ours (a photo store, the database, a crash): what
    // importing the package again redoes. Null while the run has not got through its package: every offer may be.
    pendingOffers: jsonb('pending_offers').$type<string[]>(),
    // The run this one repeats: for a duplicate the run that imported the content, for a retry the run retried.
    repeatsRunId: integer('repeats_run_id').references((): AnyPgColumn => importRuns.runId, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    // Not unique: a package may run again after a crash or an admin's retry; only a 'done' run makes a duplicate.
    index('import_runs_hash_idx').on(t.integrationId, t.contentHash),
    // The runs still 'running', for finding those whose heartbeat stopped.
    index('import_runs_running_idx').on(t.heartbeatAt).where(sql`${t.status} = 'running'`),
    // The admin's run list, newest first (all integrations, or one), and each integration's last run.
    index('import_runs_started_idx').on(t.startedAt.desc(), t.runId.desc()),
    index('import_runs_integration_started_idx').on(t.integrationId, t.startedAt.desc(), t.runId.desc()),
    // Whether a run was retried since: its button leaves the admin's list.
    index('import_runs_repeats_idx').on(t.repeatsRunId),
  ],
);

export const contactMessages = pgTable('contact_messages', {
  messageId: serial('message_id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  text: text('text').notNull(),
  ip: text('ip'),
  createdAt: at('created_at').notNull().defaultNow(),
});

// One-time links: account activation and password reset.
export const userTokens = pgTable(
  'user_tokens',
  {
    tokenId: serial('token_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    kind: text('kind').$type<'activation' | 'password-reset'>().notNull(),
    hash: text('hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_tokens_hash_idx').on(t.userId, t.kind, t.hash)],
);

// Every e-mail is written here first and sent after commit, so none is lost when SMTP is down.
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    mailId: serial('mail_id').primaryKey(),
    to: text('to').notNull(),
    // The contact form's sender, so that the site's answer goes straight to them.
    replyTo: text('reply_to'),
    // Extra headers, such as an alert's List-Unsubscribe (RFC 8058).
    headers: jsonb('headers').$type<Record<string, string>>(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    sentAt: at('sent_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_pending_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null`)],
);

// The server's own keys when the environment gives none: generated once by the first instance, read by all.
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

// Abuse counters (logins, registrations, contact messages) shared by every instance: hits of a key in its window.
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: at('window_ends_at').notNull(),
});

// ALTCHA solutions already accepted: each challenge works once.
export const usedCaptchas = pgTable('used_captchas', {
  signature: text('signature').primaryKey(),
  expiresAt: at('expires_at').notNull(),
});

// Failed web logins per account (the e-mail as typed, lower-cased), shared by every server instance: past a few
// recent failures the login asks for a captcha. A success clears the account's rows.
export const loginFailures = pgTable(
  'login_failures',
  {
    account: text('account').notNull(),
    failedAt: at('failed_at').notNull().defaultNow(),
  },
  (t) => [
    index('login_failures_account_idx').on(t.account, t.failedAt),
    index('login_failures_failed_at_idx').on(t.failedAt),
  ],
);

// Which ad each CRM offer became, keyed by integration + system + the CRM's id (an office switching CRM cannot
// collide); the hash of the offer as last applied tells a changed offer from an unchanged one.
export const importOffers = pgTable(
  'import_offers',
  {
    integrationId: integer('integration_id')
      .notNull()
      .references(() => integrations.integrationId, { onDelete: 'cascade' }),
    system: text('system').notNull(),
    externalId: text('external_id').notNull(),
    estateId: integer('estate_id')
      .notNull()
      .references(() => estates.estateId, { onDelete: 'cascade' }),
    offerHash: text('offer_hash').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.integrationId, t.system, t.externalId] }),
    uniqueIndex('import_offers_estate_idx').on(t.estateId),
  ],
);

// A full export that would withdraw too many ads at once waits here for an admin's decision.
export const importWithdrawals = pgTable('import_withdrawals', {
  withdrawalId: serial('withdrawal_id').primaryKey(),
  integrationId: integer('integration_id')
    .notNull()
    .references(() => integrations.integrationId, { onDelete: 'cascade' }),
  runId: integer('run_id')
    .notNull()
    .references(() => importRuns.runId, { onDelete: 'cascade' }),
  estateIds: jsonb('estate_ids').$type<number[]>().notNull(),
  status: text('status').$type<'pending' | 'approved' | 'rejected'>().notNull().default('pending'),
  createdAt: at('created_at').notNull().defaultNow(),
  decidedAt: at('decided_at'),
});

// Saved searches with alerts (issue 23): an account's (userId) or a visitor's (email, confirmed by a link). The
// criteria are the search's query parameters; type, rent, city and the price range are copied into columns so that
// an ad finds its candidate searches by index, the rest is checked by the search's own filter.
export const savedSearches = pgTable(
  'saved_searches',
  {
    searchId: serial('search_id').primaryKey(),
    userId: integer('user_id').references(() => users.userId, { onDelete: 'cascade' }),
    email: text('email'),
    name: text('name').notNull(),
    criteria: jsonb('criteria').$type<Record<string, string>>().notNull(),
    frequency: text('frequency').$type<'instant' | 'daily'>().notNull(),
    // '' any type, -1 any rent, 0 any city: never null, so that an ad's candidates are a few equality probes of the
    // index (its own value or "any" in each column) instead of a scan.
    type: text('type').notNull(),
    rent: smallint('rent').notNull(),
    cityId: integer('city_id').notNull(),
    priceFrom: bigint('price_from', { mode: 'number' }),
    priceTo: bigint('price_to', { mode: 'number' }),
    // SHA-256 of a visitor's confirmation link; null once confirmed and for an account's searches.
    confirmHash: text('confirm_hash'),
    confirmedAt: at('confirmed_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('saved_searches_candidates_idx')
      .on(t.type, t.rent, t.cityId)
      .where(sql`${t.confirmedAt} is not null`),
    index('saved_searches_user_idx').on(t.userId),
    index('saved_searches_email_idx').on(t.email),
  ],
);

// Ads that went online or changed while online, written by a trigger on estates (migration 0019) and taken by the
// alert job: every way an ad changes (the API, imports, an admin) is seen.
export const savedSearchQueue = pgTable('saved_search_queue', {
  queueId: bigint('queue_id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  estateId: integer('estate_id').notNull(),
  queuedAt: at('queued_at').notNull().defaultNow(),
});

// Each ad a saved search has found, once: the same ad is never announced twice for one search. mailedAt is null
// while a daily digest still has to announce it.
export const savedSearchHits = pgTable(
  'saved_search_hits',
  {
    searchId: integer('search_id')
      .notNull()
      .references(() => savedSearches.searchId, { onDelete: 'cascade' }),
    estateId: integer('estate_id')
      .notNull()
      .references(() => estates.estateId, { onDelete: 'cascade' }),
    foundAt: at('found_at').notNull().defaultNow(),
    mailedAt: at('mailed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.searchId, t.estateId] }),
    index('saved_search_hits_unmailed_idx').on(t.searchId).where(sql`${t.mailedAt} is null`),
    index('saved_search_hits_estate_idx').on(t.estateId),
  ],
);

/**
 * The active ads counted per cell of the map of results' grid, at a few zoom levels (features/estates/map-grid.ts),
 * per category and city, and for every place (city 0): the whole of Poland's clusters are sums of a few hundred rows
 * instead of a read of every ad. Kept by triggers on estates (migration 0023), never written by the application.
 */
export const mapCells = pgTable(
  'map_cells',
  {
    level: smallint('level').notNull(),
    type: text('type').$type<EstateType>().notNull(),
    rent: smallint('rent').$type<Rent>().notNull(),
    cx: integer('cx').notNull(),
    cy: integer('cy').notNull(),
    cityId: integer('city_id').notNull(),
    provinceId: smallint('province_id').notNull(),
    ads: integer('ads').notNull(),
    latSum: doublePrecision('lat_sum').notNull(),
    lngSum: doublePrecision('lng_sum').notNull(),
  },
  // The place before the category: a map reads one place's rows (a city's, or those of every place).
  (t) => [primaryKey({ columns: [t.level, t.cityId, t.type, t.rent, t.cx, t.cy] })],
);

/**
 * The active ads counted per cell of the map's grid, price band and rooms class (features/estates/map-grid.ts), per
 * category for every place together: the whole of Poland's clusters by price and rooms are sums of a few thousand
 * rows, and only the ads of the bands a price range cuts are read (through the price index migration 0027 adds).
 * Kept by triggers on estates (migration 0027), never written by the application.
 */
export const mapBands = pgTable(
  'map_bands',
  {
    level: smallint('level').notNull(),
    type: text('type').$type<EstateType>().notNull(),
    rent: smallint('rent').$type<Rent>().notNull(),
    band: smallint('band').notNull(),
    roomsClass: smallint('rooms_class').notNull(),
    cx: integer('cx').notNull(),
    cy: integer('cy').notNull(),
    ads: integer('ads').notNull(),
    latSum: doublePrecision('lat_sum').notNull(),
    lngSum: doublePrecision('lng_sum').notNull(),
  },
  // A search reads a run of bands of one category.
  (t) => [primaryKey({ columns: [t.level, t.type, t.rent, t.band, t.roomsClass, t.cx, t.cy] })],
);
