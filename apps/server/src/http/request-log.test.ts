import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';

async function loggedRequests(env: Record<string, string>) {
  const lines: string[] = [];
  const t = await createTestApp(
    { LOG_LEVEL: 'info', ...env },
    { write: (line: string) => void lines.push(line) },
  );
  try {
    await t.app.inject({ method: 'GET', url: '/api/health/live' });
    return lines.filter((line) => JSON.parse(line).msg === 'request').length;
  } finally {
    await t.close();
  }
}

describe('the request log', () => {
  it('is quiet in development, where the console is read by a person', async () => {
    expect(await loggedRequests({ NODE_ENV: 'development' })).toBe(0);
  });

  it('has a line per request in production', async () => {
    expect(await loggedRequests({ NODE_ENV: 'production' })).toBe(1);
  });
});
