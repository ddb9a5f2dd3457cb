import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type RunningChromium = { port: number; stop: () => Promise<void> };

// STACK-NOTES: Debian's Chromium as root, headless, without the background traffic that would skew timings.
const flags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--remote-debugging-port=0',
];

/** Chromium with a DevTools port for Lighthouse, in a throwaway profile; stopped by its own pid. */
export async function startChromium(): Promise<RunningChromium> {
  const executable = process.env.CHROME_PATH || '/usr/bin/chromium';
  const profile = mkdtempSync(join(tmpdir(), 'portal-lighthouse-'));
  const child = spawn(executable, [...flags, `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`Chromium gave no DevTools port: ${seen}`)), 60_000);
    child.stderr.on('data', (data: Buffer) => {
      seen += data.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.on('exit', (code) => reject(new Error(`Chromium exited with code ${code}: ${seen}`)));
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(profile, { recursive: true, force: true });
  };
  return { port, stop };
}
