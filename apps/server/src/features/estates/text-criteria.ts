import type { SellerKind } from '@portal/domain';
import { type SQL, sql } from 'drizzle-orm';
import { foldedText } from '../../db/folded-text.ts';
import { estates, users } from '../../db/schema.ts';
import { estatesColumn } from './estate-card.ts';
import type { Bind } from './geo.ts';

/**
 * The typed words as a text-search query: every word (letters and digits only, so the query's own syntax never comes
 * from the visitor) as a prefix, so that 'kamien' also finds 'kamienica', all of them required. One-letter words
 * ('z', 'w') are left out: they say nothing, and as a prefix each one would match a good part of the dictionary.
 * Undefined when the text holds no word.
 */
function wordsQuery(text: string): string | undefined {
  const words = text.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 1);
  return words.length > 0 ? words.map((word) => `${word}:*`).join(' & ') : undefined;
}

/**
 * The ads whose title or description hold every word of `text`, whatever the letter case and Polish letters: the
 * query is folded as the search vector was (migration 0018), and the vector's GIN index finds them.
 */
export function holdsWords(text: string, bind: Bind): SQL | undefined {
  const query = wordsQuery(text);
  if (!query) return undefined;
  return sql`${estates.searchVector} @@ to_tsquery('simple', ${foldedText(sql`${bind('words', query)}`)})`;
}

/** The ads of a district, named whatever the letter case and Polish letters: 'srodmiescie' is 'Śródmieście'. */
export function inDistrict(district: string, bind: Bind): SQL {
  const typed = district.replace(/\s+/g, ' ');
  return sql`${foldedText(sql`${estates.district}`)} = ${foldedText(sql`${bind('district', typed)}`)}`;
}

/** The ads placed by a private person's account or by an agency's (a company account). */
export function placedBy(seller: SellerKind, bind: Bind): SQL {
  return sql`exists (select 1 from ${users} where ${users.userId} = ${estatesColumn(estates.userId)}
    and ${users.company} = ${bind('seller', seller === 'agency')})`;
}
