// What a second agency does to a photo it republishes: smaller, recompressed, cropped, watermarked, and stored on
// its side with the camera's rotation left to EXIF. Used by the photo hash benchmark and for making duplicate ads.
import sharp from 'sharp';

/** One agency copy: every field left out keeps that property of the original. */
export type VariantSpec = {
  /** Scale of both sides, 0.5–0.9 of the original. */
  scale?: number;
  /** JPEG quality of the copy (sharp's default 80 when left out). */
  quality?: number;
  /** Share of the width and height cut away, up to 0.1, around the centre or from one side. */
  crop?: { fraction: number; from: 'centre' | 'bottom' | 'right' };
  /** A semi-transparent logo in a corner, or the agency's name across the whole photo. */
  watermark?: 'corner' | 'across';
  /** The pixels are stored turned and EXIF says how to turn them upright (3: 180°, 6: 90° CW, 8: 90° CCW). */
  orientation?: 3 | 6 | 8;
};

/** Each transformation alone at the edges of what agencies do, and a few combined as a republished ad shows them. */
export const variantSpecs: Record<string, VariantSpec> = {
  'resize 50 %': { scale: 0.5 },
  'resize 70 %': { scale: 0.7 },
  'resize 90 %': { scale: 0.9 },
  'JPEG q60': { quality: 60 },
  'JPEG q85': { quality: 85 },
  'crop 5 % centre': { crop: { fraction: 0.05, from: 'centre' } },
  'crop 10 % centre': { crop: { fraction: 0.1, from: 'centre' } },
  'crop 10 % bottom': { crop: { fraction: 0.1, from: 'bottom' } },
  'crop 10 % right': { crop: { fraction: 0.1, from: 'right' } },
  'watermark corner': { watermark: 'corner' },
  'watermark across': { watermark: 'across' },
  'EXIF rotation 90°': { orientation: 6 },
  'EXIF rotation 180°': { orientation: 3 },
  'combined: 70 %, q70, crop 5 %, logo': {
    scale: 0.7,
    quality: 70,
    crop: { fraction: 0.05, from: 'centre' },
    watermark: 'corner',
  },
  'combined: 50 %, q60, crop 10 % bottom, name across': {
    scale: 0.5,
    quality: 60,
    crop: { fraction: 0.1, from: 'bottom' },
    watermark: 'across',
  },
  'combined: 90 %, q85, crop 10 % right, logo, EXIF 90°': {
    scale: 0.9,
    quality: 85,
    crop: { fraction: 0.1, from: 'right' },
    watermark: 'corner',
    orientation: 8,
  },
};

/** A random agency copy within the ranges above, from a number source in [0, 1) (a seeded one for a corpus). */
export function randomSpec(next: () => number): VariantSpec {
  const between = (low: number, high: number) => low + (high - low) * next();
  const spec: VariantSpec = { scale: between(0.5, 0.9), quality: Math.round(between(60, 85)) };
  if (next() < 0.6)
    spec.crop = {
      fraction: between(0.02, 0.1),
      from: (['centre', 'bottom', 'right'] as const)[Math.floor(next() * 3)]!,
    };
  if (next() < 0.7) spec.watermark = next() < 0.6 ? 'corner' : 'across';
  if (next() < 0.2) spec.orientation = ([3, 6, 8] as const)[Math.floor(next() * 3)]!;
  return spec;
}

/** The agency's JPEG of the photo (any format sharp reads; EXIF rotation of the input is applied first). */
export async function agencyCopy(
  input: Buffer,
  spec: VariantSpec,
  agency = 'Nieruchomości Kowalski',
): Promise<Buffer> {
  const upright = await sharp(input).rotate().toBuffer({ resolveWithObject: true });
  let { width, height } = upright.info;
  let image = sharp(upright.data);
  if (spec.crop) {
    const region = cropRegion(width, height, spec.crop);
    image = sharp(await image.extract(region).toBuffer());
    ({ width, height } = region);
  }
  if (spec.scale) {
    width = Math.round(width * spec.scale);
    height = Math.round(height * spec.scale);
    image = sharp(await image.resize(width, height, { fit: 'fill' }).toBuffer());
  }
  if (spec.watermark) {
    const mark =
      spec.watermark === 'corner' ? cornerLogo(width, height, agency) : nameAcross(width, height, agency);
    image = sharp(await image.composite([{ input: Buffer.from(mark), left: 0, top: 0 }]).toBuffer());
  }
  if (spec.orientation) {
    // Stored turned the other way, so that a viewer following EXIF shows it upright again.
    const back = { 3: 180, 6: 270, 8: 90 }[spec.orientation];
    image = sharp(await image.rotate(back).toBuffer()).withMetadata({ orientation: spec.orientation });
  }
  return image.jpeg({ quality: spec.quality ?? 80 }).toBuffer();
}

function cropRegion(width: number, height: number, crop: NonNullable<VariantSpec['crop']>) {
  const cutX = Math.round(width * crop.fraction);
  const cutY = Math.round(height * crop.fraction);
  const newWidth = width - cutX;
  const newHeight = height - cutY;
  if (crop.from === 'bottom')
    return { left: Math.floor(cutX / 2), top: 0, width: newWidth, height: newHeight };
  if (crop.from === 'right')
    return { left: 0, top: Math.floor(cutY / 2), width: newWidth, height: newHeight };
  return { left: Math.floor(cutX / 2), top: Math.floor(cutY / 2), width: newWidth, height: newHeight };
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** A white rounded badge with a house sign and the name, about a fifth of the width, in the bottom-right corner. */
function cornerLogo(width: number, height: number, agency: string): string {
  const w = Math.round(width * 0.28);
  const h = Math.round(w * 0.2);
  const x = width - w - Math.round(width * 0.03);
  const y = height - h - Math.round(height * 0.03);
  const font = Math.round(h * 0.26);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <g opacity="0.7"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h / 5}" fill="#ffffff"/>
  <path d="M${x + h * 0.2} ${y + h * 0.55} L${x + h * 0.5} ${y + h * 0.2} L${x + h * 0.8} ${y + h * 0.55} V${y + h * 0.85} H${x + h * 0.2} Z" fill="#c0392b"/>
  <text x="${x + h}" y="${y + h * 0.62}" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${font}" fill="#1f3a5f">${escapeXml(agency)}</text></g>
</svg>`;
}

/** The agency's name in big semi-transparent letters along the diagonal, as portals' copies often carry. */
function nameAcross(width: number, height: number, agency: string): string {
  const angle = (-Math.atan2(height, width) * 180) / Math.PI;
  const font = Math.round(Math.hypot(width, height) / (agency.length * 0.62));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <text x="${width / 2}" y="${height / 2}" text-anchor="middle" dominant-baseline="middle" transform="rotate(${angle} ${width / 2} ${height / 2})"
    font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${font}" fill="#ffffff" fill-opacity="0.35"
    stroke="#000000" stroke-opacity="0.25" stroke-width="${Math.max(1, font / 40)}">${escapeXml(agency)}</text>
</svg>`;
}
