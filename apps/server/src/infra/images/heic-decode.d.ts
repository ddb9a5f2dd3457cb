// heic-decode ships no types; this is the part of its API we call.
declare module 'heic-decode' {
  type DecodedImage = { width: number; height: number; data: Uint8ClampedArray };
  export default function decode(input: { buffer: Buffer | Uint8Array }): Promise<DecodedImage>;
}
