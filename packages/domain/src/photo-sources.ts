// Responsive photo sources: the web's <img srcset sizes> and the server's <link rel="preload"
// imagesrcset imagesizes> must name the same candidates and the same layout widths, or the browser downloads the
// photo twice. The layout widths follow the web's grid (Mantine breakpoints xs 36em, md 62em, lg 75em; an xl
// container of 1320 px with 16 px padding).
import type { EstateType } from './enums.ts';
import { Limits, type PhotoSize } from './limits.ts';
import { photoUrl } from './routes.ts';

type Source = { srcSet: string; sizes: string };

const widthOf = (size: PhotoSize) => Number(Limits.photoSizes[size].split('x')[0]);

function photoSrcSet(photo: { container: string; filename: string }, type: EstateType, sizes: PhotoSize[]) {
  return sizes.map((size) => `${photoUrl(photo, type, size)} ${widthOf(size)}w`).join(', ');
}

/**
 * The ad page's main photo: the full width of a phone (one column), the 7/12 gallery column on a desktop. A phone
 * at 2x gets 750x500, a wide desktop 750x500 or, on a high-density screen, 1280x960.
 */
export function galleryPhotoSource(photo: { container: string; filename: string }, type: EstateType): Source {
  return {
    srcSet: photoSrcSet(photo, type, ['card', 'list', 'large']),
    sizes: '(min-width: 1320px) 738px, (min-width: 62em) calc(58.3vw - 32px), calc(100vw - 32px)',
  };
}

/**
 * A card in a list: one column on a phone (≈ 358 px on a 390 px screen), two from 36em, three from 62em, four
 * from 75em. High-density screens get 750x500 where the card is wider than 360 device pixels.
 */
export function cardPhotoSource(photo: { container: string; filename: string }, type: EstateType): Source {
  return {
    srcSet: photoSrcSet(photo, type, ['card', 'list']),
    // The grid's column widths, rounded up (a column is a little narrower): one attribute of every card of a list
    // page, so kept short. The choice it makes between 360 and 750 pixels is the same.
    sizes: '(min-width: 62em) 310px, (min-width: 36em) 50vw, 100vw',
  };
}
