import { join, resolve } from 'node:path';
import { startPortal } from './portal-server.ts';
import { buildWebIfStale } from './web-build.ts';

const repoRoot = resolve(import.meta.dirname, '../../..');

/**
 * Builds the web app if needed and starts a fresh server for the whole run; the function it returns is
 * Playwright's global teardown. Workers are started after this and inherit PORTAL_E2E_BASE_URL.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env.PORTAL_E2E_BASE_URL) {
    console.log(`e2e: testing the running server at ${process.env.PORTAL_E2E_BASE_URL}`);
    return async () => {};
  }
  buildWebIfStale(repoRoot);
  const portal = await startPortal(repoRoot, join(repoRoot, 'apps/e2e/.data'));
  console.log(`e2e: server ready at ${portal.url} (log: ${portal.logFile})`);
  process.env.PORTAL_E2E_BASE_URL = portal.url;
  return async () => {
    await portal.stop();
    delete process.env.PORTAL_E2E_BASE_URL;
  };
}
