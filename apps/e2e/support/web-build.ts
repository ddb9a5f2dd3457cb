import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { isBuildCurrent } from '../../web/build-stamp.ts';

/**
 * The web app this run serves, in `${runDir}/web`. Others build apps/web/dist while runs are going on, and a
 * server whose lazy chunks vanish mid-run shows blank pages; so each run serves its own copy. The shared build is
 * copied when it was built from the sources as they are now and is complete; otherwise the run builds into its own
 * folder and leaves the shared one alone.
 */
export function webDistForRun(repoRoot: string, runDir: string): string {
  const shared = join(repoRoot, 'apps/web/dist');
  const own = join(runDir, 'web');
  if (isBuildCurrent(shared)) {
    try {
      cpSync(shared, own, { recursive: true });
      if (isComplete(own)) return own;
    } catch {
      // A build emptied the folder while it was being copied: build our own below.
    }
    rmSync(own, { recursive: true, force: true });
  }
  console.log(`e2e: building the web app into ${own}…`);
  // Plain output in logs; Vite reads any FORCE_COLOR, even "0", as a request for colour.
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
  delete env.FORCE_COLOR;
  const build = spawnSync(process.execPath, ['build.ts', '--outDir', own], {
    cwd: join(repoRoot, 'apps/web'),
    env,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error(`e2e: the web build failed (exit code ${build.status})`);
  return own;
}

/** Every asset named by the page or by another asset is there (a half-written build names missing chunks). */
function isComplete(dist: string): boolean {
  const assets = join(dist, 'assets');
  if (!existsSync(join(dist, 'index.html')) || !existsSync(assets)) return false;
  const present = new Set(readdirSync(assets));
  const texts = [join(dist, 'index.html'), ...[...present].map((name) => join(assets, name))]
    .filter((file) => /\.(html|js|css)$/.test(file))
    .map((file) => readFileSync(file, 'utf8'));
  const referenced = /(?:\.\/|assets\/)([\w.-]+\.(?:js|css|png|svg|webp|woff2?))\b/g;
  return texts.every((text) => [...text.matchAll(referenced)].every((match) => present.has(match[1] ?? '')));
}
