import { isPrefixTerm, type SellerKind, searchTerms } from '@portal/domain';
import { type SQL, sql } from 'drizzle-orm';
import { foldedText } from '../../db/folded-text.ts';
import { estates, users } from '../../db/schema.ts';
import { estatesColumn } from './estate-card.ts';
import type { Bind } from './geo.ts';

/**
 * Search terms (@portal/domain's searchTerms: letters and digits only, so the query's own syntax never comes from
 * the visitor) as a text-search query, all of them required, each long enough as a prefix, so that 'kamien' also finds
 * 'kamienica'.
 */
export const termsQuery = (terms: string[]) =>
  terms.map((term) => (isPrefixTerm(term) ? `${term}:*` : term)).join(' & ');

/**
 * The ads whose title or description hold every word of `text`, whatever the letter case and Polish letters: the
 * query is folded as the search vector was (migration 0018), and the vector's GIN index finds them.
 */
export function holdsWords(text: string, bind: Bind): SQL | undefined {
  const terms = searchTerms(text);
  if (terms.length === 0) return undefined;
  return sql`${estates.searchVector} @@ to_tsquery('simple', ${foldedText(sql`${bind('words', termsQuery(terms))}`)})`;
}

/** The ads of a district, named whatever the letter case and Polish letters: 'srodmiescie' is 'Śródmieście'. */
export function inDistrict(district: string, bind: Bind): SQL {
  const typed = district.replace(/\s+/g, ' ');
  return sql`${foldedText(sql`${estates.district}`)} = ${foldedText(sql`${bind('district', typed)}`)}`;
}

/** The ads placed by a private person's account, an agency's or a developer's (company accounts, sellerKind). */
export function placedBy(seller: SellerKind, bind: Bind): SQL {
  return sql`exists (select 1 from ${users} where ${users.userId} = ${estatesColumn(estates.userId)}
    and ${users.company} = ${bind('seller', seller !== 'private')}
    and ${users.developer} = ${bind('developer', seller === 'developer')})`;
}
