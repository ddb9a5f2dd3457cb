import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { createRunDir } from './support/run-dirs.ts';

// Each run gets its own folder (database, web app, mail, server log, results): runs in one checkout stay apart.
// The runner makes it; its workers load this file again and inherit the folder through the environment.
const runDir = process.env.PORTAL_E2E_RUN_DIR || createRunDir(resolve(import.meta.dirname, '.data'));
process.env.PORTAL_E2E_RUN_DIR = runDir;

// Debian's Chromium: `playwright install` cannot download a browser here. As root it needs --no-sandbox; the other
// flags stop it from phoning home or updating itself during a run.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: './tests',
  outputDir: join(runDir, 'test-results'),
  // The global setup copies or builds the web app and starts the real server on a free port with fresh data;
  // set PORTAL_E2E_BASE_URL to test a server that is already running instead.
  globalSetup: './support/global-setup.ts',
  // Two cores: two browsers plus the server is as much as the machine carries without timing noise.
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // Each visit waits for the network to idle and runs axe (1-3 s on 2 cores): tests with several visits need room.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // scripts/test.ts reads the counts from the JSON file; people read the list.
  reporter: [['list'], ['json', { outputFile: process.env.PORTAL_E2E_JSON || join(runDir, 'results.json') }]],
  use: {
    // Workers load this config after the global setup has put the server's address into the environment.
    baseURL: process.env.PORTAL_E2E_BASE_URL,
    browserName: 'chromium',
    launchOptions: chromium,
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
    // A trace is recorded for every test to keep only the failed ones', and recording cost about a quarter of the
    // run's CPU; a failure leaves its screenshot and the page's accessibility tree (error-context.md), and
    // `npm run e2e -- --trace on <spec>` records the trace when one is wanted.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 3 },
    },
  ],
});
