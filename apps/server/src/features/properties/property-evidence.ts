// Whether two offers show one property, as a pure function of what is known of both: evidence in, decision out.
// The rule, its weights, vetoes and threshold are explained in docs/decisions.md ('One property, one card').
import { copiesIn } from './photo-pairs.ts';

/** What an offer's history keeps to be recognised, also after its ad is gone. */
export type Fingerprint = {
  historyId: number;
  propertyId: number;
  userId: number;
  /** The advertiser is a developer: its photos may be renders shared by many units. */
  developer: boolean;
  /** Its ad is online now. */
  live: boolean;
  type: string;
  rent: number;
  cityId: number;
  /** Folded (lower case, single spaces). */
  address: string;
  area: number;
  district: string | null;
  rooms: number | null;
  floor: number | null;
  latitude: number | null;
  longitude: number | null;
  photoHashes: readonly bigint[];
};

export type Evidence = {
  /** Photos of the offer with a copy among the other's photos, stock and shared photos left out. */
  sharedPhotos: number;
  /** Photos of each side that count (stock and shared ones left out). */
  photos: [number, number];
  areaDifference: number;
  areaWithin: boolean;
  rooms: 'same' | 'different' | 'unknown';
  floor: 'same' | 'different' | 'unknown';
  /** The same street and number (an address without a number says nothing of the flat). */
  sameStreetNumber: boolean;
  sameDistrict: boolean;
  /** Metres between the two points, when both are the ads' own addresses. */
  metres: number | null;
  sameAdvertiser: boolean;
  bothLive: boolean;
  developer: boolean;
};

export type Veto =
  | 'otherKind'
  | 'otherFloor'
  | 'otherRooms'
  | 'otherArea'
  | 'otherPhotos'
  | 'developerUnit'
  | 'sameAdvertiserTwoOffers';

export type Decision = { join: boolean; score: number; vetoes: Veto[] };

/** The points of each fact; a pair joins from `joinScore`, with at least one shared photo when both have photos. */
export const matchWeights = {
  onePhoto: 30,
  twoPhotos: 50,
  threePhotos: 70,
  area: 15,
  rooms: 10,
  floor: 10,
  streetNumber: 20,
  district: 5,
  nearPoint: 15,
} as const;
export const joinScore = 60;
/** Points within this many metres are one address. */
export const nearMetres = 50;
/** A photo whose copies are in this many other properties is a stock image, a logo or a render: it proves nothing. */
export const commonPhotoProperties = 3;

/**
 * How far two offers' areas of one flat may be apart: 3 %, at least 2 m². Agencies round and measure differently,
 * each up to a metre off the flat's own figure, so two agencies' offers may be two metres apart.
 */
export const areaTolerance = (area: number) => Math.max(2, area * 0.03);
/** Without photos the place alone must prove the flat: the area agrees within a metre. */
const strongAreaDifference = 1;

/** The facts of two offers side by side; `common` holds the hashes of `mine` that prove nothing. */
export function compareOffers(
  mine: Fingerprint,
  theirs: Fingerprint,
  common: ReadonlySet<bigint> = new Set(),
): Evidence {
  const myPhotos = common.size ? mine.photoHashes.filter((hash) => !common.has(hash)) : mine.photoHashes;
  const commonCopies = common.size ? copiesIn(theirs.photoHashes, [...common]) : [];
  const theirPhotos = common.size
    ? theirs.photoHashes.filter((_, index) => !commonCopies[index])
    : theirs.photoHashes;
  const areaDifference = Math.abs(mine.area - theirs.area);
  return {
    sharedPhotos: copiesIn(myPhotos, theirPhotos).filter(Boolean).length,
    photos: [myPhotos.length, theirPhotos.length],
    areaDifference: Math.round(areaDifference * 100) / 100,
    areaWithin: areaDifference <= areaTolerance(Math.min(mine.area, theirs.area)),
    rooms: compareKnown(mine.rooms, theirs.rooms),
    floor: compareKnown(mine.floor, theirs.floor),
    sameStreetNumber: /\d/.test(mine.address) && mine.address === theirs.address,
    sameDistrict: !!mine.district && mine.district === theirs.district,
    metres: distanceMetres(mine, theirs),
    sameAdvertiser: mine.userId === theirs.userId,
    bothLive: mine.live && theirs.live,
    developer: mine.developer || theirs.developer,
  };
}

/** Vetoes first: any one keeps the two apart whatever else agrees. */
export function vetoesOf(evidence: Evidence, sameKind: boolean): Veto[] {
  const vetoes: Veto[] = [];
  if (!sameKind) vetoes.push('otherKind');
  if (evidence.floor === 'different') vetoes.push('otherFloor');
  if (evidence.rooms === 'different') vetoes.push('otherRooms');
  if (!evidence.areaWithin) vetoes.push('otherArea');
  // Both show several photos and hardly any agree: other rooms, though one photo (the building, the view) does. Not
  // half: an agency's heavy crop or watermark takes a copy beyond the same-image distance now and then.
  const fewer = Math.min(...evidence.photos);
  if (fewer >= 3 && evidence.sharedPhotos * 3 < fewer) vetoes.push('otherPhotos');
  // A developer's renders are the same for every unit of a type: only the unit's own floor and rooms tell them apart.
  if (evidence.developer && !(evidence.floor === 'same' && evidence.rooms === 'same'))
    vetoes.push('developerUnit');
  // One advertiser does not offer one flat twice at once with another area: two such offers are two units.
  if (evidence.sameAdvertiser && evidence.bothLive && evidence.areaDifference > 0)
    vetoes.push('sameAdvertiserTwoOffers');
  return vetoes;
}

/** The points of the evidence, before vetoes. */
export function scoreOf(evidence: Evidence): number {
  const { sharedPhotos: shared } = evidence;
  const photos =
    shared >= 3
      ? matchWeights.threePhotos
      : shared === 2
        ? matchWeights.twoPhotos
        : shared === 1
          ? matchWeights.onePhoto
          : 0;
  return (
    photos +
    (evidence.areaWithin ? matchWeights.area : 0) +
    (evidence.rooms === 'same' ? matchWeights.rooms : 0) +
    (evidence.floor === 'same' ? matchWeights.floor : 0) +
    (evidence.sameStreetNumber ? matchWeights.streetNumber : 0) +
    (evidence.sameDistrict ? matchWeights.district : 0) +
    (evidence.metres !== null && evidence.metres <= nearMetres ? matchWeights.nearPoint : 0)
  );
}

/**
 * Photos decide where both offers have them: at least one shared (two among several, or one and the same floor)
 * and the score from `joinScore`. Where either has none, only the place proves it, and strongly: the same street and
 * number, area, rooms and floor all known and equal.
 */
export function decideMatch(evidence: Evidence, sameKind = true): Decision {
  const score = scoreOf(evidence);
  const vetoes = vetoesOf(evidence, sameKind);
  if (vetoes.length) return { join: false, score, vetoes };
  const bothPhotographed = evidence.photos[0] > 0 && evidence.photos[1] > 0;
  // One photo in common among several is what two flats of one building show (the building, the view from it): the
  // floor must confirm it.
  const lonePhoto =
    evidence.sharedPhotos === 1 && Math.min(...evidence.photos) >= 3 && evidence.floor !== 'same';
  const join = bothPhotographed
    ? evidence.sharedPhotos > 0 && !lonePhoto && score >= joinScore
    : evidence.sameStreetNumber &&
      evidence.areaDifference <= strongAreaDifference &&
      evidence.rooms === 'same' &&
      evidence.floor === 'same';
  return { join, score, vetoes };
}

/** Whether two offers are of one kind of property in one place: else nothing else is compared. */
export const isSameKind = (a: Fingerprint, b: Fingerprint) =>
  a.type === b.type && a.rent === b.rent && a.cityId === b.cityId;

function compareKnown(a: number | null, b: number | null): Evidence['rooms'] {
  if (a === null || b === null) return 'unknown';
  return a === b ? 'same' : 'different';
}

function distanceMetres(a: Fingerprint, b: Fingerprint): number | null {
  if (a.latitude === null || a.longitude === null || b.latitude === null || b.longitude === null) return null;
  const radians = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * radians;
  const dLng = (b.longitude - a.longitude) * radians * Math.cos(((a.latitude + b.latitude) / 2) * radians);
  return Math.round(6_371_000 * Math.hypot(dLat, dLng));
}
