// Recognises an upload by its first bytes, never by its name or declared type: a renamed text file is no photo.

export type ImageFormat = 'jpeg' | 'png' | 'heic';

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
// ISO-BMFF brands of HEVC-coded HEIF files; 'mif1'/'msf1' alone also cover AVIF, which we do not accept.
const heicBrands = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs']);

export function detectImageFormat(bytes: Uint8Array): ImageFormat | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (pngSignature.every((byte, index) => bytes[index] === byte)) return 'png';
  if (isHeic(bytes)) return 'heic';
  return null;
}

// The ftyp box: size (4 bytes), 'ftyp', major brand, minor version, then compatible brands up to the box's end.
function isHeic(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return false;
  const boxEnd = Math.min(new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0), bytes.length);
  const brands = [ascii(bytes, 8, 12)];
  for (let offset = 16; offset + 4 <= boxEnd; offset += 4) brands.push(ascii(bytes, offset, offset + 4));
  return brands.some((brand) => heicBrands.has(brand));
}

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}
