import { describe, expect, it } from 'vitest';
import { chooseProperty } from './choose-property.ts';
import { compareOffers, decideMatch, type Fingerprint } from './property-evidence.ts';

const offer = (overrides: Partial<Fingerprint> = {}): Fingerprint => ({
  historyId: 1,
  propertyId: 1,
  userId: 1,
  developer: false,
  live: true,
  type: 'apartment',
  rent: 0,
  cityId: 950463,
  address: 'ul. długa 5',
  area: 50,
  district: 'krowodrza',
  rooms: 2,
  floor: 3,
  latitude: null,
  longitude: null,
  photoHashes: [],
  ...overrides,
});
const photos = [
  0x1111_2222_3333_4444n,
  0x0f0f_f0f0_5555_aaaan,
  -0x7777_1234_0000_ffffn,
  0x0123_4567_89ab_cdefn,
];
// Six bits off: a copy resized, recompressed and watermarked.
const copies = photos.map((hash) => hash ^ 0b111111n);
const other = (overrides: Partial<Fingerprint> = {}) =>
  offer({ historyId: 2, propertyId: 2, userId: 2, address: 'kraków', ...overrides });

const decide = (a: Fingerprint, b: Fingerprint) => decideMatch(compareOffers(a, b));

describe('whether two offers show one property', () => {
  it('joins on shared photos with the area within the tolerance, whatever the titles and addresses say', () => {
    const decision = decide(
      offer({ photoHashes: photos }),
      other({ photoHashes: copies.slice(1), area: 50.9 }),
    );
    expect(decision).toMatchObject({ join: true, vetoes: [] });
  });

  it('lets one shared photo join only with the place confirming it', () => {
    const one = [photos[0]!, 99n];
    expect(
      decide(
        offer({ photoHashes: one, floor: null }),
        other({ photoHashes: [copies[0]!], floor: null, district: null }),
      ).join,
    ).toBe(false);
    expect(
      decide(offer({ photoHashes: one }), other({ photoHashes: [copies[0]!], address: 'ul. długa 5' })).join,
    ).toBe(true);
  });

  it('keeps apart two flats of one building that share only its photo, unless the floor agrees', () => {
    const building = offer({ photoHashes: photos.slice(0, 3) });
    const otherFlat = {
      address: 'ul. długa 5',
      photoHashes: [copies[0]!, photos[3]!, 0x7e7e_1818_2424_5a5an],
    };
    expect(decide(building, other({ ...otherFlat, floor: null }))).toMatchObject({ join: false, vetoes: [] });
    expect(decide(building, other(otherFlat)).join).toBe(true);
  });

  it.each([
    ['otherFloor', { floor: 4 }],
    ['otherRooms', { rooms: 3 }],
    ['otherArea', { area: 53 }],
  ] as const)('vetoes %s whatever the photos say', (veto, facts) => {
    const decision = decide(offer({ photoHashes: photos }), other({ photoHashes: copies, ...facts }));
    expect(decision).toMatchObject({ join: false, vetoes: [veto] });
  });

  it("vetoes the same advertiser's two live offers of different areas, but not its relist", () => {
    const same = { userId: 1, photoHashes: copies, area: 50.5 };
    expect(decide(offer({ photoHashes: photos }), other(same)).vetoes).toEqual(['sameAdvertiserTwoOffers']);
    expect(decide(offer({ photoHashes: photos }), other({ ...same, live: false })).join).toBe(true);
  });

  it("vetoes a developer's renders unless floor and rooms say it is one unit", () => {
    expect(
      decide(offer({ photoHashes: photos, developer: true }), other({ photoHashes: photos, floor: null }))
        .vetoes,
    ).toEqual(['developerUnit']);
    expect(decide(offer({ photoHashes: photos, developer: true }), other({ photoHashes: photos })).join).toBe(
      true,
    );
  });

  it('without photos joins only the same street and number, area, rooms and floor, all known', () => {
    const place = { address: 'ul. długa 5' };
    expect(decide(offer(), other(place)).join).toBe(true);
    expect(decide(offer(), other({ ...place, floor: null })).join).toBe(false);
    expect(decide(offer({ address: 'ul. długa' }), other({ address: 'ul. długa' })).join).toBe(false);
  });

  it('keeps apart two photographed offers with no photo in common, however alike their place', () => {
    expect(
      decide(
        offer({ photoHashes: [photos[0]!] }),
        other({ address: 'ul. długa 5', photoHashes: [photos[1]!] }),
      ).join,
    ).toBe(false);
  });
});

describe('which property an offer joins', () => {
  it("follows an admin's 'apart' over any evidence and an admin's 'same' over any veto", () => {
    const own = offer({ photoHashes: photos });
    const twin = other({ photoHashes: copies });
    expect(chooseProperty(own, [twin], new Map())).toMatchObject({ action: 'join', propertyId: 2 });
    expect(chooseProperty(own, [twin], new Map([[2, 'apart']]))).toEqual({ action: 'stay' });
    const mate = other({ propertyId: 1, floor: 9 });
    expect(chooseProperty(own, [mate], new Map([[2, 'same']]))).toEqual({ action: 'stay' });
    expect(chooseProperty(own, [mate], new Map())).toMatchObject({ action: 'leave', otherHistoryId: 2 });
  });

  it('joins no property one of whose offers vetoes it', () => {
    const own = offer({ photoHashes: photos });
    const twin = other({ photoHashes: copies });
    const neighbour = other({ historyId: 3, floor: 1 });
    expect(chooseProperty(own, [twin, neighbour], new Map())).toEqual({ action: 'stay' });
  });
});
