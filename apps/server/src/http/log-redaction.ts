// Request lines name the route without its secrets: a log is read by more people, and kept longer, than a password
// or a one-time link may be.
import type { FastifyRequest } from 'fastify';

const hidden = '[redacted]';

// The one-time links (routes.activate and routes.newPassword of @portal/domain) and the API route behind the second
// carry their hash in the path; any letter case, as the web app's router matches them.
const secretPathSegment = [
  /^(\/+api\/+user\/+new-pass\/+[^/]*\/+)[^/]+/i,
  /^(\/+nowe-haslo\/+[^/]*\/+)[^/]+/i,
  /^(\/+aktywuj\/+[^/]*\/+)[^/]+/i,
  /^(\/+api\/+saved-searches\/+[^/]*\/+(?:confirm|unsubscribe)\/+)[^/]+/i,
  /^(\/+potwierdz-wyszukiwanie\/+[^/]*\/+)[^/]+/i,
  /^(\/+wypisz-wyszukiwanie\/+[^/]*\/+)[^/]+/i,
];
// Query parameters whose name says they hold a secret: the login form's fields before the app ran, an upload's
// signature (ours, or S3's X-Amz-Signature and X-Amz-Credential), any hash, token or key.
const secretName = /pass|has[lł]o|hash|token|secret|key|code|sig|auth|cred|session|jwt/i;

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** The address with the hash of a one-time link and the values of secret-named query parameters replaced. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const shownPath = secretPathSegment.reduce(
    (text, pattern) => text.replace(pattern, `$1${hidden}`),
    decoded(path),
  );
  if (queryStart === -1) return shownPath;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0] ?? '';
      return secretName.test(decoded(name.replaceAll('+', ' '))) && pair.includes('=')
        ? `${name}=${hidden}`
        : pair;
    });
  return `${shownPath}?${query.join('&')}`;
}

/** Fastify's request serializer (the fields of its default one), with the address redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
