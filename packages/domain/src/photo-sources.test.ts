import { describe, expect, it } from 'vitest';
import { cardPhotoSource, galleryPhotoSource } from './photo-sources.ts';

const photo = { container: 'estates', filename: 'abc12345' };

describe('responsive photo sources', () => {
  it('offers the gallery every stored size with its width', () => {
    expect(galleryPhotoSource(photo, 'apartment').srcSet).toBe(
      '/estates/mieszkanie/abc12345/360x270 360w, /estates/mieszkanie/abc12345/750x500 750w, /estates/mieszkanie/abc12345/1280x960 1280w',
    );
  });

  it('offers a card the card and list sizes, never the large one', () => {
    const { srcSet, sizes } = cardPhotoSource(photo, 'house');
    expect(srcSet).toBe('/estates/dom/abc12345/360x270 360w, /estates/dom/abc12345/750x500 750w');
    // A phone's card spans the screen: it picks by the screen's width.
    expect(sizes.endsWith(', 100vw')).toBe(true);
  });
});
