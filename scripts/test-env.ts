import { type StdioOptions, spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const repoRoot = resolve(import.meta.dirname, '..');
export const tmpRoot = join(repoRoot, '.tmp');
export const resultsDir = join(tmpRoot, 'results');

/**
 * Environment for every child run: Vitest, Vite, Playwright and Chromium write temp files, caches and profiles
 * into these folders, so keeping them in the project's .tmp leaves the machine clean and makes runs
 * reproducible; NO_COLOR keeps CI logs and parsed output free of escape codes.
 */
export function childEnv(): NodeJS.ProcessEnv {
  const dirs = {
    TMPDIR: join(tmpRoot, 'tmp'),
    XDG_DATA_HOME: join(tmpRoot, 'xdg', 'data'),
    XDG_CACHE_HOME: join(tmpRoot, 'xdg', 'cache'),
    XDG_CONFIG_HOME: join(tmpRoot, 'xdg', 'config'),
  };
  for (const dir of [...Object.values(dirs), resultsDir]) mkdirSync(dir, { recursive: true });
  const env: NodeJS.ProcessEnv = { ...process.env, ...dirs, NO_COLOR: '1' };
  delete env.FORCE_COLOR;
  // The project's Node 24 first, whatever Node started npm.
  env.PATH = `${join(repoRoot, 'node_modules', '.bin')}:${env.PATH ?? ''}`;
  return env;
}

/**
 * Runs a command with inherited output, or its output appended to `log`; resolves with its exit code (a signal counts
 * as failure).
 */
export function run(
  command: string,
  args: string[],
  options: { cwd?: string; env: NodeJS.ProcessEnv; log?: string },
) {
  const output = options.log ? openSync(options.log, 'a') : 'inherit';
  return new Promise<number>((done) => {
    const stdio: StdioOptions = output === 'inherit' ? output : ['ignore', output, output];
    const child = spawn(command, args, { cwd: options.cwd ?? repoRoot, env: options.env, stdio });
    child.on('error', (error) => {
      console.error(`Could not start ${command}: ${error.message}`);
      done(127);
    });
    child.on('exit', (code, signal) => {
      if (output !== 'inherit') closeSync(output);
      done(code ?? (signal ? 128 : 1));
    });
  });
}
