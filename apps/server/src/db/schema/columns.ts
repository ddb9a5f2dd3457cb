// Column kinds shared by the tables.
import { customType, smallint, timestamp } from 'drizzle-orm/pg-core';

// Every timestamp is stored with its zone and handled in UTC; Europe/Warsaw is only for display.
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const flag = (name: string) => smallint(name);
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
