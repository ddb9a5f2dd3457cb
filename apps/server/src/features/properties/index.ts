// What other features may use of properties: the photo fingerprint that tells one property's photos in many ads.
export { hashBands, hashDistance, hashOfVariants, perceptualHash, sameImageDistance } from './photo-hash.ts';
