export * from './amenities.ts';
export * from './enums.ts';
export * from './estate-fields.ts';
export * from './limits.ts';
