import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeProfile } from '../../test/profile.ts';
import { ApiError, apiDelete, apiGet, apiPost, type Parser } from './client.ts';
import { startSession } from './session.ts';

const fetchMock = vi.fn<typeof fetch>();

function answer(status: number, body: string, contentType = 'application/json') {
  fetchMock.mockResolvedValueOnce(new Response(body, { status, headers: { 'Content-Type': contentType } }));
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

vi.stubGlobal('fetch', fetchMock);
afterEach(() => fetchMock.mockReset());

describe('API client', () => {
  it('answers the JSON body of a 200', async () => {
    answer(200, '{"rows":[],"count":0}');
    await expect(apiGet('/api/estates/promoted')).resolves.toEqual({ rows: [], count: 0 });
  });

  it('sends JSON bodies and no Authorization header when logged out', async () => {
    answer(200, '{}');
    await apiPost('/api/user/forgot-password', { email: 'a@b.pl' });
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    const headers = new Headers(init?.headers);
    expect(path).toBe('/api/user/forgot-password');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"email":"a@b.pl"}');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.has('Authorization')).toBe(false);
  });

  it('sends "Authorization: JWT {token}" when a profile is stored', async () => {
    startSession(makeProfile());
    answer(200, '');
    await expect(apiDelete('/api/estates/5')).resolves.toBeUndefined();
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe('JWT token-123');
  });

  it('fails with the error field of a JSON body and the status', async () => {
    answer(401, '{"error":"Brak uprawnień"}');
    const error = await failure(apiGet('/api/site/stats/ads'));
    expect(error.status).toBe(401);
    expect(error.message).toBe('Brak uprawnień');
  });

  it('fails with the body text when the body is not JSON', async () => {
    answer(502, 'Bad Gateway from proxy', 'text/plain');
    const error = await failure(apiGet('/api/estates/1'));
    expect(error.status).toBe(502);
    expect(error.message).toBe('Bad Gateway from proxy');
  });

  it('treats any status other than 200 as a failure', async () => {
    answer(201, '{"estateId":1}');
    expect((await failure(apiPost('/api/estates/dom', {}))).status).toBe(201);
  });

  it('fails with status 0 when the server cannot be reached', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await failure(apiGet('/api/config'));
    expect(error.status).toBe(0);
  });

  it('checks the answer against the response schema it picks', async () => {
    const schema = (schemas: { MessageResponseSchema: Parser<{ message: string }> }) =>
      schemas.MessageResponseSchema;
    answer(200, '{"message":"Zapisano."}');
    await expect(apiGet('/api/x', { schema })).resolves.toEqual({ message: 'Zapisano.' });
    answer(200, '{"other":3}');
    await expect(apiGet('/api/x', { schema })).rejects.toThrow(/message/);
  });
});
