import { type AdminImportRunPage, importRunsPerPage } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeUser } from '../../../test/factories.ts';
import { authHeader } from '../../../test/users.ts';
import { addIntegration, addRun, hoursAgo } from './imports-admin.fixture.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Record<string, string>;
let first: Awaited<ReturnType<typeof addIntegration>>;
let second: Awaited<ReturnType<typeof addIntegration>>;
let newest: Awaited<ReturnType<typeof addRun>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await authHeader(t.secrets.jwtSecret, await makeUser(t.db, { admin: true }));
  first = await addIntegration(t.db);
  second = await addIntegration(t.db);
  // 25 runs of the first integration 10 h apart, and 3 of the second in between the newest of them.
  for (let i = 0; i < 25; i++) await addRun(t.db, first.integrationId, hoursAgo(i * 10 + 10), `a-${i}.zip`);
  for (let i = 2; i >= 0; i--)
    newest = await addRun(t.db, second.integrationId, hoursAgo(i * 10 + 5), `b-${i}.zip`);
});
afterAll(() => t.close());

const runs = (query: string) =>
  t.app.inject({ method: 'GET', url: `/api/site/imports/runs${query}`, headers: admin });

describe('GET /api/site/imports/runs', () => {
  it('pages the runs of every integration, newest first', async () => {
    const page1: AdminImportRunPage = (await runs('')).json();
    expect(page1.page).toBe(1);
    expect(page1.pages).toBe(2);
    expect(page1.runs).toHaveLength(importRunsPerPage);
    expect(page1.runs.slice(0, 3).map((run) => run.fileName)).toEqual(['b-0.zip', 'a-0.zip', 'b-1.zip']);
    expect(page1.runs[0]).toMatchObject({
      integrationId: second.integrationId,
      ftpLogin: second.ftpLogin,
      runId: newest.runId,
      status: 'done',
      startedAt: newest.startedAt.toISOString(),
    });
    const page2: AdminImportRunPage = (await runs('?page=2')).json();
    expect(page2.runs.map((run) => run.fileName)).toEqual(
      Array.from({ length: 8 }, (_, i) => `a-${17 + i}.zip`),
    );
  });

  it('filters by integration and answers an empty page past the end', async () => {
    const only: AdminImportRunPage = (await runs(`?integrationId=${second.integrationId}`)).json();
    expect(only).toMatchObject({ page: 1, pages: 1 });
    expect(only.runs.map((run) => run.fileName)).toEqual(['b-0.zip', 'b-1.zip', 'b-2.zip']);
    expect((await runs('?integrationId=&page=')).json()).toMatchObject({ page: 1, pages: 2 });
    const beyond = await runs(`?integrationId=${second.integrationId}&page=5`);
    expect(beyond.statusCode).toBe(200);
    expect(beyond.json()).toEqual({ runs: [], page: 5, pages: 1 });
  });

  it('refuses bad parameters and non-admins', async () => {
    for (const query of ['?page=0', '?page=abc', '?integrationId=-1', '?integrationId=99999999999']) {
      expect((await runs(query)).statusCode, query).toBe(400);
    }
    const user = await authHeader(t.secrets.jwtSecret, await makeUser(t.db));
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/site/imports/runs', headers: user })).statusCode,
    ).toBe(403);
  });
});
