// The database's tables, one file per capability under schema/ (drizzle.config.ts reads them through here).
export * from './schema/estates.ts';
export * from './schema/history.ts';
export * from './schema/imports.ts';
export * from './schema/local-markets.ts';
export * from './schema/mail.ts';
export * from './schema/map.ts';
export * from './schema/moderation.ts';
export * from './schema/places.ts';
export * from './schema/properties.ts';
export * from './schema/saved-searches.ts';
export * from './schema/shared-state.ts';
export * from './schema/users.ts';
export * from './schema/visitors.ts';
