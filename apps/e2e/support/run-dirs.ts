import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';

const ownerFile = 'owner.pid';
// What a run leaves that is large (the embedded database, the copy of the web app) and of no use once it ended.
const heavyParts = ['data', 'web'];

/**
 * Makes a fresh folder for this e2e run: its database, web app, mail, server log and test results live there, so
 * two runs in one checkout never touch each other's files. Another run's folder is never removed; only the heavy
 * parts that a run killed before its teardown left behind are, once its runner is gone.
 */
export function createRunDir(runsDir: string): string {
  mkdirSync(runsDir, { recursive: true });
  for (const name of readdirSync(runsDir)) {
    const dir = join(runsDir, name);
    if (!existsSync(join(dir, ownerFile)) || isRunning(dir)) continue;
    for (const part of heavyParts) rmSync(join(dir, part), { recursive: true, force: true });
  }
  const runDir = mkdtempSync(
    join(runsDir, `run-${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}-`),
  );
  writeFileSync(join(runDir, ownerFile), String(process.pid));
  return runDir;
}

function isRunning(dir: string): boolean {
  const pid = Number(readFileSync(join(dir, ownerFile), 'utf8'));
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
