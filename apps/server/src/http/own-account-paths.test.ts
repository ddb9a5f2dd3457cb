import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { makeUser } from '../../test/factories.ts';
import { authHeader } from '../../test/users.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(() => t.close());

type OpenApi = { paths: Record<string, Record<string, unknown>> };
const ownPath = /^\/api\/(user\/\{userId\}\/|estates\/account\/\{userId\}$)/;

/** Every operation the API documents on a path of one account, its placeholders filled in. */
function ownAccountOperations(userId: number) {
  const { paths } = t.app.swagger() as unknown as OpenApi;
  return Object.entries(paths)
    .filter(([path]) => ownPath.test(path))
    .flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => ({
        method: method.toUpperCase() as 'GET',
        url: path.replace('{userId}', String(userId)).replace(/\{\w+\}/g, '1'),
      })),
    );
}

describe('the paths of one account', () => {
  it('answer another account 403 on every operation, before reading a body, and a caller without a session 401', async () => {
    const owner = await makeUser(t.db);
    const stranger = await makeUser(t.db);
    const operations = ownAccountOperations(owner.userId);
    expect(operations.length).toBeGreaterThanOrEqual(15);
    const headers = await authHeader(t.secrets.jwtSecret, stranger);
    for (const operation of operations) {
      const answer = await t.app.inject({
        ...operation,
        headers,
        payload: operation.method === 'GET' ? undefined : {},
      });
      expect(answer.statusCode, `${operation.method} ${operation.url}`).toBe(403);
      const anonymous = await t.app.inject(operation);
      expect(anonymous.statusCode, `${operation.method} ${operation.url}`).toBe(401);
    }
  });
});
