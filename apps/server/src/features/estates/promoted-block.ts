import { type EstateCard, Limits, type ListQuery, type ListResponse } from '@portal/domain';
import { and, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { estates } from '../../db/schema.ts';
import { type CardSort, cardsOf, cardsOfIdsQuery, sortOrder } from './card-page.ts';
import { countListed, countListedQuery, exactCountLimit } from './count-listed.ts';
import { toEstateCard } from './estate-card.ts';
import { isListed } from './listed.ts';

/** At most this many promoted ads lead a page of a list: a block, not most of the page. */
export const promotedPerPage = 4;

/** Where one page takes its ads from: a slice of the list's promoted ads and one of the others, each in its sort. */
export type PageLayout = {
  promotedOffset: number;
  promotedCount: number;
  restOffset: number;
  restCount: number;
};

/**
 * Page `page` of a list of `promoted` promoted ads and `rest` others. The next promoted ads, up to 4, lead each page
 * and the others fill it: the promoted ads are spread over the first pages, 4 a page, in the list's sort (under
 * 'Najtańsze' the 4 cheapest promoted ads lead page 1, the next 4 page 2). Once the others run out, promoted ads
 * fill the pages. Every ad of the list is on exactly one page, and the pages are as many as ceil(count / 24).
 */
export function pageLayout(page: number, promoted: number, rest: number): PageLayout {
  const size = Limits.pageSize;
  const before = (page - 1) * size;
  const promotedOffset = Math.min(
    promoted,
    Math.max((page - 1) * promotedPerPage, before - rest), // the others ran out before this page
  );
  const restOffset = Math.min(rest, before - promotedOffset);
  const block = Math.min(promotedPerPage, promoted - promotedOffset);
  const restCount = Math.min(size - block, rest - restOffset);
  const promotedCount = Math.min(size - restCount, promoted - promotedOffset);
  return { promotedOffset, promotedCount, restOffset, restCount };
}

// A constant of the statement, not a parameter: the same text for every call.
const constant = (value: number) => sql.raw(String(value));

/** The listed ads matching `where`, promoted (1) or not (0); the literal lets a generic plan use the list indexes. */
const part = (where: SQL | undefined, promoted: 0 | 1) =>
  and(isListed(), sql`${estates.promoted} = ${constant(promoted)}`, where);

/** The ids of a slice of one part, in the list's sort. */
function partIds(where: SQL | undefined, sort: CardSort, promoted: 0 | 1, offset: SQL, limit: SQL) {
  return sql`select ${estates.estateId} from ${estates} where ${part(where, promoted)}
    order by ${sql.join(sortOrder(sort), sql`, `)} offset ${offset} limit ${limit}`;
}

/**
 * The ids of a page (`page` a number or a placeholder) in one statement, as long as the ads that are not promoted
 * last past it (else `completePage` finishes the page): the promoted ads already shown are counted up to 4 a page
 * before it, never all of them, so that neither part reads more index entries than the pages before it hold.
 * `restFrom`, for a page that starts at a known ad of the others (an anchor, list-category.ts), replaces their
 * offset.
 *
 * PostgreSQL plans a LIMIT or OFFSET it cannot compute for a tenth of the rows: a search by a range of a whole
 * category then sorted every match instead of walking an index to the page's 24. So the others' LIMIT is a
 * constant (the block's ads are taken off outside it), and page 1, the page most asked for, has constant offsets.
 */
export function pageIdsSql(
  where: SQL | undefined,
  sort: CardSort,
  page: number | Placeholder,
  restFrom?: SQL,
): SQL {
  const size = constant(Limits.pageSize);
  // bigint: a far page times the page size passes the int range, and the list is then simply empty.
  const pagesBefore = sql`(${page}::bigint - 1)`;
  const shownPromoted =
    page === 1
      ? constant(0)
      : sql`(select count(*)::int from (select 1 from ${estates} where ${part(where, 1)}
    limit ${pagesBefore} * ${constant(promotedPerPage)}) shown)`;
  const block = partIds(where, sort, 1, shownPromoted, constant(promotedPerPage));
  const restOffset = restFrom || page === 1 ? constant(0) : sql`${pagesBefore} * ${size} - ${shownPromoted}`;
  const rest = partIds(and(where, restFrom), sort, 0, restOffset, size);
  return sql`with block as (${block}) select * from block union all
    (select * from (${rest}) rest limit ${size} - (select count(*)::int from block))`;
}

/** The cards of a list's page, as far as `pageIdsSql` picks them. */
export const listPageQuery = (db: Db, where: SQL | undefined, query: CardSort & Pick<ListQuery, 'page'>) =>
  cardsOfIdsQuery(db, pageIdsSql(where, query, query.page), query);

async function count(db: Db, where: SQL | undefined, promoted: 0 | 1, upTo: number): Promise<number> {
  const [row] = await countListedQuery(db, and(where, sql`${estates.promoted} = ${promoted}`), upTo);
  return row?.count ?? 0;
}

async function idsOf(
  db: Db,
  where: SQL | undefined,
  sort: CardSort,
  promoted: 0 | 1,
  offset: number,
  limit: number,
) {
  if (limit <= 0) return [];
  const { rows } = await db.execute<{ estate_id: number }>(
    partIds(where, sort, promoted, sql`${offset}`, sql`${limit}`),
  );
  return rows.map((row) => row.estate_id);
}

/**
 * One page of a list, given its cards as `pageIdsSql` picks them. A full page is the page. A short one is the list's
 * end, unless promoted ads may remain for it: when its block is full, or, after the first page, when no other ad is
 * left for it (the others ran out on an earlier page, which the statement does not know). Then both parts are
 * counted, up to the end of the page only, and the page is read as pageLayout places it: a few statements, on the
 * last pages of a list only.
 */
export async function completePage(
  db: Db,
  cards: EstateCard[],
  list: { where: () => SQL | undefined; sort: CardSort; page: number },
): Promise<EstateCard[]> {
  if (cards.length === Limits.pageSize) return cards;
  const block = cards.filter((card) => card.promoted === 1).length;
  const rest = cards.length - block;
  if (block < promotedPerPage && (list.page === 1 || rest > 0)) return cards;
  const { sort, page } = list;
  const where = list.where();
  const upTo = page * Limits.pageSize;
  const [promoted, others] = await Promise.all([count(db, where, 1, upTo), count(db, where, 0, upTo)]);
  const layout = pageLayout(page, promoted, others);
  const ids = await Promise.all([
    idsOf(db, where, sort, 1, layout.promotedOffset, layout.promotedCount),
    idsOf(db, where, sort, 0, layout.restOffset, layout.restCount),
  ]);
  return cardsOf(db, ids.flat());
}

/**
 * A paged list of the API whose criteria vary (an advertiser's ads): 24 cards of listed ads and the list's total.
 * Every listed ad of the advertiser, those another advertiser's card stands for in results too: it is its offer.
 */
export async function listCardPage(
  db: Db,
  where: SQL | undefined,
  query: ListQuery,
  countName: string,
): Promise<ListResponse<EstateCard>> {
  const page = async () => {
    const rows = await listPageQuery(db, where, query);
    return completePage(db, rows.map(toEstateCard), { where: () => where, sort: query, page: query.page });
  };
  // Two connections of the pool at once: the page and its total do not wait for each other.
  const [rows, count] = await Promise.all([
    page(),
    countListed(db, countName, () => where, exactCountLimit, { collapsing: false }),
  ]);
  return { rows, count };
}
