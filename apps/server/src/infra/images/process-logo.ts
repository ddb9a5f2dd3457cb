import { logoLimits } from '@portal/domain';
import sharp from 'sharp';
import { detectImageFormat } from './image-format.ts';
import { UnsupportedImageError } from './process-photo.ts';

// A logo is a small picture: anything claiming more pixels than a large photo is refused from its header alone.
const maxLogoPixels = 25_000_000;

/**
 * A company's logo as stored: a JPEG or PNG (recognised by its bytes, never its name), upright, within the logo box
 * and never enlarged, as WebP keeping transparency, with no metadata.
 */
export async function processLogo(input: Buffer): Promise<Buffer> {
  const format = detectImageFormat(input);
  if (format !== 'jpeg' && format !== 'png') throw new UnsupportedImageError('not a JPEG or PNG image');
  try {
    const image = sharp(input, { limitInputPixels: maxLogoPixels });
    const { width, height } = await image.metadata();
    if (!width || !height || width * height > maxLogoPixels) throw new Error('too many pixels');
    return await image
      .autoOrient()
      .resize(logoLimits.width, logoLimits.height, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 90, alphaQuality: 100 })
      .toBuffer();
  } catch (error) {
    throw new UnsupportedImageError('the image cannot be decoded', { cause: error });
  }
}
