import { sql } from 'drizzle-orm';
import { users } from '../../db/schema.ts';

/**
 * The name an advertiser's ads are shown under: a company's name, or a person's first name alone (their surname, like
 * their other personal data, stays private; the e-mail is contact data, never a name).
 */
export const sellerName = sql<string>`case when ${users.company} then coalesce(${users.companyName}, '')
  else coalesce(${users.name}, '') end`;
