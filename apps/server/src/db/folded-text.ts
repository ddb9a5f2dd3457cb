import { type SQL, sql } from 'drizzle-orm';

/**
 * Text in lower case with Polish letters as their Latin base ('Żółw' → 'zolw'), so that a search ignores both. Spelled
 * out with translate rather than the unaccent extension: a generated column needs an immutable expression (unaccent
 * is not), and translate behaves alike in PGlite and PostgreSQL whatever the database's locale lower-cases.
 */
export const foldedText = (text: SQL) =>
  sql`lower(translate(${text}, 'ąćęłńóśźżĄĆĘŁŃÓŚŹŻ', 'acelnoszzacelnoszz'))`;
