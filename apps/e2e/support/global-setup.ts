import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startPortal } from './portal-server.ts';
import { startSmtpCapture } from './smtp-capture.ts';
import { webDistForRun } from './web-build.ts';

const repoRoot = resolve(import.meta.dirname, '../../..');

/**
 * Prepares the run's own copy of the web app and starts a fresh server for the whole run in the run's folder
 * (made by playwright.config.ts); the function it returns is Playwright's global teardown. Workers are started
 * after this and inherit PORTAL_E2E_BASE_URL.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env.PORTAL_E2E_BASE_URL) {
    console.log(`e2e: testing the running server at ${process.env.PORTAL_E2E_BASE_URL}`);
    return async () => {};
  }
  const runDir = process.env.PORTAL_E2E_RUN_DIR;
  if (!runDir)
    throw new Error('e2e: PORTAL_E2E_RUN_DIR is not set: playwright.config.ts makes the run folder');
  const webDist = webDistForRun(repoRoot, runDir);
  // The portal's mail goes over real SMTP to a server of this run; tests read what it received (mailbox.ts).
  const mailDir = join(runDir, 'mail');
  const smtp = await startSmtpCapture(mailDir);
  const portal = await startPortal(runDir, { SMTP_URL: smtp.url, WEB_DIST: webDist }).catch(
    async (error: unknown) => {
      await smtp.stop();
      throw error;
    },
  );
  console.log(`e2e: server ready at ${portal.url}; run folder ${runDir}`);
  process.env.PORTAL_E2E_BASE_URL = portal.url;
  process.env.PORTAL_E2E_MAIL_DIR = mailDir;
  process.env.PORTAL_E2E_FTP_PORT = String(portal.ftpPort);
  return async () => {
    await portal.stop();
    await smtp.stop();
    rmSync(webDist, { recursive: true, force: true });
    delete process.env.PORTAL_E2E_BASE_URL;
    delete process.env.PORTAL_E2E_MAIL_DIR;
    delete process.env.PORTAL_E2E_FTP_PORT;
  };
}
