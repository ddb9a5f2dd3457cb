import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';

const ownerFile = 'owner.pid';
// A folder without an owner file may belong to a run that is creating it this very moment.
const orphanAgeMs = 60_000;

/**
 * Makes a fresh folder for this e2e run and removes earlier runs' folders. A finished run's folder stays until
 * the next run, so its server.log can still be read; a folder whose runner is still alive is left alone, because
 * two e2e runs may share one checkout.
 */
export function createRunDir(runsDir: string): string {
  mkdirSync(runsDir, { recursive: true });
  for (const name of readdirSync(runsDir)) {
    const dir = join(runsDir, name);
    if (!isInUse(dir)) rmSync(dir, { recursive: true, force: true });
  }
  const runDir = mkdtempSync(join(runsDir, 'run-'));
  writeFileSync(join(runDir, ownerFile), String(process.pid));
  return runDir;
}

function isInUse(dir: string): boolean {
  const pidFile = join(dir, ownerFile);
  if (!existsSync(pidFile)) return Date.now() - statSync(dir).mtimeMs < orphanAgeMs;
  return isAlive(Number(readFileSync(pidFile, 'utf8')));
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    // Signal 0 only asks whether the process exists.
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
