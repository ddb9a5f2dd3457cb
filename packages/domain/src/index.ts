export * from './amenities.ts';
export * from './enums.ts';
export * from './estate-fields.ts';
export * from './format.ts';
export * from './limits.ts';
export * from './routes.ts';
export * from './schemas/index.ts';
export * from './text.ts';
