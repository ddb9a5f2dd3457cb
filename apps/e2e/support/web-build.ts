import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The server serves apps/web/dist, so the tests would otherwise drive whatever was built last. Rebuild when the
 * build is missing or older than any source it is made from.
 */
export function buildWebIfStale(repoRoot: string): void {
  const web = join(repoRoot, 'apps/web');
  const builtIndex = join(web, 'dist/index.html');
  const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
  const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((path) =>
    join(web, path),
  );
  sources.push(join(repoRoot, 'packages/domain/src'));
  if (builtAt > 0 && newestChange(sources) <= builtAt) return;

  console.log(builtAt === 0 ? 'e2e: building the web app…' : 'e2e: the web build is stale, rebuilding…');
  // Plain output in logs; Vite reads any FORCE_COLOR, even "0", as a request for colour.
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
  delete env.FORCE_COLOR;
  const build = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, env, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`e2e: "npm run build" failed (exit code ${build.status})`);
}

function newestChange(paths: string[]): number {
  let newest = 0;
  for (const path of paths) {
    if (!existsSync(path)) continue;
    const stat = statSync(path);
    newest = Math.max(newest, stat.mtimeMs);
    if (stat.isDirectory()) {
      const children = readdirSync(path).map((name) => join(path, name));
      newest = Math.max(newest, newestChange(children));
    }
  }
  return newest;
}
