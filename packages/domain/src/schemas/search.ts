// Query strings of the list and search calls (spec §2, §7). Criteria equal to 0 are dropped, except rent,
// where 0 means "for sale".
import { z } from 'zod';
import { ColumnBounds } from '../column-bounds.ts';
import { estateTypes, type Rent, rents, type SortBy, type SortOrder, sortOptions } from '../enums.ts';
import { Limits } from '../limits.ts';
import { searchTerms } from '../search-words.ts';
import { sellerKinds } from '../seller-kinds.ts';
import { type Bounds, parseCoordinates } from './coordinates.ts';
import { everydayFilterShape } from './everyday-filters.ts';
import { flagField, optionalDecimal, optionalDigits, plainText, requiredText } from './fields.ts';
import { messages } from './messages.ts';
import { type Polygon, parsePolygon } from './polygon.ts';

const sortBys = [...new Set(sortOptions.map((option) => option.sortBy))] as [SortBy, ...SortBy[]];
const sortOrders = [...new Set(sortOptions.map((option) => option.sortOrder))] as [SortOrder, ...SortOrder[]];

/** A positive number criterion up to what its column holds: empty or 0 means "any". */
const criterion = (max: number) => optionalDigits(max).transform((value) => value || undefined);
/** An area bound in m², with up to two decimals after a Polish comma ('48,37'): empty or 0 means "any". */
const areaCriterion = () => optionalDecimal(ColumnBounds.int4Max).transform((value) => value || undefined);
/** A trimmed text of at most `max` characters: empty means "any". */
const textCriterion = (max: number) =>
  plainText()
    .trim()
    .max(max, { error: messages.max(max) })
    .optional()
    .transform((value) => value || undefined);
const flagCriterion = () => flagField().transform((value) => (value === 1 ? value : undefined));

/** Page numbers start at 1; a missing page is the first. Within an integer, so that the offset is exact. */
const page = () =>
  optionalDigits(ColumnBounds.int4Max).transform((value, ctx) => {
    if (value === null) return 1;
    if (value >= 1) return value;
    ctx.issues.push({ code: 'custom', input: value, message: messages.digits });
    return z.NEVER;
  });

// An unknown order is refused rather than replaced: a client asking for it would otherwise get another order unawares.
export const ListQuerySchema = z.object({
  page: page(),
  sortBy: z.enum(sortBys, { error: messages.sort }).default('estateId'),
  sortOrder: z.enum(sortOrders, { error: messages.sort }).default('DESC'),
});
export type ListQueryInput = z.input<typeof ListQuerySchema>;
export type ListQuery = z.output<typeof ListQuerySchema>;

const coordinates = z
  .string()
  .optional()
  .transform((text, ctx): Bounds | undefined => {
    if (!text) return undefined;
    const bounds = parseCoordinates(text);
    if (!bounds) ctx.issues.push({ code: 'custom', input: text, message: messages.coordinates });
    return bounds;
  });

const polygon = z
  .string()
  .optional()
  .transform((text, ctx): Polygon | undefined => {
    if (!text) return undefined;
    const vertices = parsePolygon(text);
    if (typeof vertices !== 'string') return vertices;
    const message =
      vertices === 'tooManyVertices'
        ? messages.polygonVertices(Limits.polygonVertices.max)
        : messages.coordinates;
    ctx.issues.push({ code: 'custom', input: text, message });
    return z.NEVER;
  });

/**
 * GET /api/estates/search and the /wyszukaj-ogloszenia query; the form's fields have the same names. `type` is the
 * EstateType key ('house'), flags are '1' (or booleans from the form), coordinates as in coordinates.ts.
 */
export const SearchQuerySchema = ListQuerySchema.extend({
  type: z
    .union([z.literal(''), z.enum(estateTypes)], { error: messages.required })
    .optional()
    .transform((value) => value || undefined),
  rent: z
    .union([z.literal(['', '0', '1']), z.literal(rents)], { error: messages.required })
    .nullish()
    .transform((value) =>
      value === '' || value === null || value === undefined ? undefined : (Number(value) as Rent),
    ),
  province: criterion(ColumnBounds.smallintMax),
  city: criterion(ColumnBounds.int4Max),
  priceFrom: criterion(ColumnBounds.bigintMax),
  priceTo: criterion(ColumnBounds.bigintMax),
  areaFrom: areaCriterion(),
  areaTo: areaCriterion(),
  landAreaFrom: criterion(ColumnBounds.int4Max),
  landAreaTo: criterion(ColumnBounds.int4Max),
  pricePerM2From: criterion(ColumnBounds.bigintMax),
  pricePerM2To: criterion(ColumnBounds.bigintMax),
  rooms: criterion(ColumnBounds.smallintMax),
  /** At least this many rooms (the spec's `rooms` is an exact number). */
  roomsFrom: criterion(ColumnBounds.smallintMax),
  /** Matched against the ad's district, whatever the letter case and Polish letters. */
  district: textCriterion(Limits.district.max),
  /** The seller's account: a private person or an agency (a company account). */
  seller: z
    .union([z.literal(''), z.enum(sellerKinds)], { error: messages.invalid })
    .optional()
    .transform((value) => value || undefined),
  /**
   * Words all found in the title or the description, whatever the letter case and Polish letters (search-words.ts):
   * a bounded number of them, so that no search reads more of the index than a few words' entries.
   */
  words: textCriterion(Limits.searchWords).refine(
    (text) => text === undefined || searchTerms(text).length <= Limits.searchTerms.max,
    { error: messages.searchTerms(Limits.searchTerms.max) },
  ),
  internet: flagCriterion(),
  furnished: flagCriterion(),
  parking: flagCriterion(),
  elevator: flagCriterion(),
  coordinates,
  /** A drawn area (polygon.ts): the ads inside it. */
  polygon,
  ...everydayFilterShape,
});
export type SearchQueryInput = z.input<typeof SearchQuerySchema>;
export type SearchQuery = z.output<typeof SearchQuerySchema>;

/**
 * GET /api/estates/map-clusters: a search's criteria without page and order, the map's view (`bounds`, as
 * coordinates) and its zoom, which sets the size of the grid's cells.
 */
export const MapClustersQuerySchema = SearchQuerySchema.omit({
  page: true,
  sortBy: true,
  sortOrder: true,
}).extend({
  bounds: z.string({ error: messages.mapBounds }).transform((text, ctx): Bounds => {
    const bounds = parseCoordinates(text);
    if (bounds) return bounds;
    ctx.issues.push({ code: 'custom', input: text, message: messages.mapBounds });
    return z.NEVER;
  }),
  zoom: z.coerce
    .number({ error: messages.mapZoom })
    .int({ error: messages.mapZoom })
    .min(Limits.resultsMap.minZoom, { error: messages.mapZoom })
    .max(Limits.resultsMap.maxZoom, { error: messages.mapZoom }),
});
export type MapClustersQueryInput = z.input<typeof MapClustersQuerySchema>;
export type MapClustersQuery = z.output<typeof MapClustersQuerySchema>;

/** GET /api/estates/safe?estateId=[1,2,3]: the clipboard's ids (integer columns) as a JSON array. */
export const ClipboardQuerySchema = z.object({
  estateId: z.string({ error: messages.required }).transform((text, ctx) => {
    let ids: unknown;
    try {
      ids = JSON.parse(text);
    } catch {
      ids = undefined;
    }
    const valid =
      Array.isArray(ids) &&
      ids.length <= Limits.clipboardRequestMax &&
      ids.every((id) => Number.isInteger(id) && id > 0 && id <= ColumnBounds.int4Max);
    if (valid) return [...new Set(ids as number[])];
    ctx.issues.push({ code: 'custom', input: text, message: messages.digits });
    return z.NEVER;
  }),
});
export type ClipboardQuery = z.output<typeof ClipboardQuerySchema>;

/** City look-up: GET /api/cities?query= and /api/cities/province/{provinceId}?query=. */
export const CitySearchQuerySchema = z.object({
  query: requiredText({ min: Limits.citySearch.minChars }),
});
export type CitySearchQuery = z.output<typeof CitySearchQuerySchema>;
