// What other features may use of properties: the photo fingerprint that tells one property's photos in many ads.

// The risk check of photos already seen on another advertiser's ad.
export { photosSeenElsewhere } from './copied-photos.ts';
// The matcher of an ad saved public to the property it shows, run by every path that saves one.
export { matchProperty } from './match-property.ts';
export { hashBands, hashDistance, perceptualHash, sameImageDistance } from './photo-hash.ts';
// The admin's split and join of properties.
export { propertiesAdminRoutes } from './properties-admin.routes.ts';
