// The one HTTP client of spec §7: JSON in and out, the JWT header when logged in, and one error shape.
import { readProfile } from './stored-profile.ts';

/** Any failed call: `status` is the HTTP status, or 0 when the server could not be reached. */
export class ApiError extends Error {
  readonly status: number;
  /** The parsed JSON answer, for a caller that reads more than its error (the login's `captchaRequired`). */
  readonly body: unknown;

  constructor(status: number, message: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/**
 * The queries' retry rule: a failed load is tried once more, unless the API refused the request (a 4xx): the same
 * request would be refused again.
 */
export function retryUnlessRefused(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/** Anything with zod's `parse`: the answer is checked against it before the caller sees it. */
export type Parser<T> = { parse(data: unknown): T };

type ResponseSchemas = typeof import('./response-schemas.ts');

export type RequestOptions<T> = {
  /** The answer's schema, picked from response-schemas.ts once that module has loaded. */
  schema?: (schemas: ResponseSchemas) => Parser<T>;
  signal?: AbortSignal;
};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function headersFor(contentType: string | undefined): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  if (contentType) headers.set('Content-Type', contentType);
  const profile = readProfile();
  if (profile) headers.set('Authorization', `JWT ${profile.token}`);
  return headers;
}

/** The spec's rule: the `error` field of a JSON body, otherwise the body text, otherwise the status text. */
async function errorFrom(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let message = text;
  let body: unknown;
  try {
    body = JSON.parse(text);
    if (typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string') {
      message = body.error;
    }
  } catch {
    // Not JSON: the body text is the message.
  }
  return new ApiError(response.status, message || response.statusText || `HTTP ${response.status}`, body);
}

/** A file (a logo) goes as it is; anything else as JSON. */
function bodyOf(body: unknown): BodyInit | null {
  if (body === undefined) return null;
  return body instanceof Blob ? body : JSON.stringify(body);
}

async function request<T>(
  method: Method,
  path: string,
  body: unknown,
  options: RequestOptions<T>,
): Promise<T> {
  const isFile = body instanceof Blob;
  const hasBody = body !== undefined;
  const contentType = isFile ? body.type || 'application/octet-stream' : 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: headersFor(hasBody ? contentType : undefined),
      body: bodyOf(body),
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, error instanceof Error ? error.message : 'Network error');
  }
  // Only 200 is success (spec §7).
  if (response.status !== 200) throw await errorFrom(response);
  const text = await response.text();
  const data: unknown = text === '' ? undefined : JSON.parse(text);
  if (!options.schema) return data as T;
  return options.schema(await import('./response-schemas.ts')).parse(data);
}

export function apiGet<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  return request('GET', path, undefined, options);
}

export function apiPost<T = unknown>(
  path: string,
  body?: unknown,
  options: RequestOptions<T> = {},
): Promise<T> {
  return request('POST', path, body, options);
}

export function apiPut<T = unknown>(
  path: string,
  body?: unknown,
  options: RequestOptions<T> = {},
): Promise<T> {
  return request('PUT', path, body, options);
}

/** `body` for a removal that must be confirmed (the account's password); most removals carry none. */
export function apiDelete<T = unknown>(
  path: string,
  options: RequestOptions<T> = {},
  body?: unknown,
): Promise<T> {
  return request('DELETE', path, body, options);
}
