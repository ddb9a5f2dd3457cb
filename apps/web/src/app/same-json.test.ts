import { describe, expect, it } from 'vitest';
import { sameJson } from './same-json.ts';

describe('sameJson', () => {
  const ad = {
    estateId: 7,
    title: 'Dom',
    photo: { container: 'a', filename: 'b' },
    rooms: null,
    tags: [1, 2],
  };

  it('holds two parses of the same data equal, whatever the order of their keys', () => {
    const reordered = {
      tags: [1, 2],
      rooms: null,
      photo: { filename: 'b', container: 'a' },
      title: 'Dom',
      estateId: 7,
    };
    expect(sameJson(JSON.parse(JSON.stringify(ad)), reordered)).toBe(true);
  });

  it('tells a changed, added or missing value, at any depth', () => {
    expect(sameJson(ad, { ...ad, title: 'Dom z ogrodem' })).toBe(false);
    expect(sameJson(ad, { ...ad, photo: { container: 'a', filename: 'c' } })).toBe(false);
    expect(sameJson(ad, { ...ad, offers: { count: 2 } })).toBe(false);
    expect(sameJson({ ...ad, rooms: 3 }, ad)).toBe(false);
    expect(sameJson(ad, { ...ad, tags: [1, 2, 3] })).toBe(false);
    expect(sameJson(ad, { ...ad, rooms: 0 })).toBe(false);
    expect(sameJson({ list: [] }, { list: {} })).toBe(false);
  });
});
