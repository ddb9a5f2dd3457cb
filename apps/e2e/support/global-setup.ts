import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startPortal } from './portal-server.ts';
import { startSmtpCapture } from './smtp-capture.ts';
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
  // The portal's mail goes over real SMTP to a server of this run; tests read what it received (mailbox.ts).
  const mailDir = join(repoRoot, '.tmp/e2e/mail');
  rmSync(mailDir, { recursive: true, force: true });
  const smtp = await startSmtpCapture(mailDir);
  const portal = await startPortal(repoRoot, join(repoRoot, 'apps/e2e/.data'), { SMTP_URL: smtp.url }).catch(
    async (error: unknown) => {
      await smtp.stop();
      throw error;
    },
  );
  console.log(`e2e: server ready at ${portal.url} (log: ${portal.logFile}); mail in ${mailDir}`);
  process.env.PORTAL_E2E_BASE_URL = portal.url;
  process.env.PORTAL_E2E_MAIL_DIR = mailDir;
  return async () => {
    await portal.stop();
    await smtp.stop();
    delete process.env.PORTAL_E2E_BASE_URL;
    delete process.env.PORTAL_E2E_MAIL_DIR;
  };
}
