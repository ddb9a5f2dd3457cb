/**
 * A short digest of an API answer's JSON. A page that carries an answer as markup only (a search's results) carries
 * this in its place, so that the browser can tell whether the answer it fetches is still the one the server rendered.
 * FNV-1a: a change detector, not a cryptographic hash. The server digests the answer as its route encodes it and the
 * browser as its schema parses it: the same keys in the same order, hence the same JSON.
 */
export function answerFingerprint(answer: unknown): string {
  const text = JSON.stringify(answer) ?? '';
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${(hash >>> 0).toString(36)}.${text.length.toString(36)}`;
}

/** Before an API address, the key of a page's first data under which it carries the fingerprint of an answer it renders only. */
export const renderedAnswerPrefix = 'rendered:';
