// What other features may use of an owner's ads: the ownership check, removal, and the lifetime of a new ad.
export { loadOwnedEstate } from './estate-access.ts';
export { deleteEstate } from './estate-lifecycle.ts';
export { newExpiry } from './lifetime.ts';
