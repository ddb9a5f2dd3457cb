import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a local upload URL binds: the slot, its ad, when it stops working, and the exact size and type to send. */
export type SignedUpload = {
  uploadId: string;
  estateId: number;
  expires: number;
  size: number;
  contentType: string;
};

// A key of its own, derived from the server key, so that an upload signature can never pass for anything else.
const uploadKey = (secretKey: string) => createHmac('sha256', secretKey).update('photo-upload-url').digest();

function signUpload(secretKey: string, upload: SignedUpload): string {
  const text = [upload.uploadId, upload.estateId, upload.expires, upload.size, upload.contentType].join('\n');
  return createHmac('sha256', uploadKey(secretKey)).update(text).digest('base64url');
}

export function verifyUploadSignature(secretKey: string, upload: SignedUpload, signature: string): boolean {
  const expected = Buffer.from(signUpload(secretKey, upload));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The URL the API itself serves for the local-disk store: PUT /api/uploads/{uploadId}?expires&signature. It is
 * relative, so that it works behind any proxy or dev server in front of the API.
 */
export function localUploadUrl(secretKey: string, upload: SignedUpload): string {
  const query = new URLSearchParams({
    expires: String(upload.expires),
    signature: signUpload(secretKey, upload),
  });
  return `/api/uploads/${upload.uploadId}?${query}`;
}
