import { Limits } from '@portal/domain';
import { sql } from 'drizzle-orm';

/** The expiry of an ad saved, refreshed or activated now: 6 months ahead (spec §4 'Ad lifetime'). */
export const newExpiry = () => sql<Date>`now() + make_interval(months => ${Limits.adLifetimeMonths})`;
