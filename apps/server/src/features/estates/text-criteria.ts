import type { SellerKind } from '@portal/domain';
import { type SQL, sql } from 'drizzle-orm';
import { foldedText } from '../../db/folded-text.ts';
import { estates, users } from '../../db/schema.ts';
import { estatesColumn } from './estate-card.ts';
import type { Bind } from './geo.ts';

/** Where a word is looked for in the search vector (migration 0018): the district, or the title and description. */
const weights = { district: 'A', words: 'B' } as const;

/**
 * The typed text as a text-search query: every word (letters and digits only, so the query's own syntax never comes
 * from the visitor) as a prefix, so that 'kamien' also finds 'kamienica', and all of them required in their part.
 * Undefined when the text holds no word.
 */
export function wordsQuery(text: string, weight: string): string | undefined {
  const words = text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return words.length > 0 ? words.map((word) => `${word}:*${weight}`).join(' & ') : undefined;
}

/**
 * The ads whose district (or title and description) hold every word of `text`, whatever the letter case and Polish
 * letters: the query is folded as the search vector was, and the GIN index of that vector finds them.
 */
export function holdsWords(key: keyof typeof weights, text: string, bind: Bind): SQL | undefined {
  const query = wordsQuery(text, weights[key]);
  if (!query) return undefined;
  return sql`${estates.searchVector} @@ to_tsquery('simple', ${foldedText(sql`${bind(key, query)}`)})`;
}

/** The ads placed by a private person's account or by an agency's (a company account). */
export function placedBy(seller: SellerKind, bind: Bind): SQL {
  return sql`exists (select 1 from ${users} where ${users.userId} = ${estatesColumn(estates.userId)}
    and ${users.company} = ${bind('seller', seller === 'agency')})`;
}
