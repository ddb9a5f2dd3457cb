import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type ServerProcess, startServer as startServerProcess } from '../apps/server/test/server-process.ts';

const webBuild = fileURLToPath(new URL('../apps/web/build.ts', import.meta.url));

/** Builds the web app the server serves by default when its sources changed, as `npm start` does. */
function buildWebIfChanged(): void {
  const build = spawnSync(process.execPath, [webBuild, '--if-changed'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the web build failed');
}

export type RunningServer = Pick<ServerProcess, 'url' | 'pid' | 'stop'>;

/**
 * The real server as its own process in production mode (no demo seeding unless `env` asks for it with DEMO_ADS,
 * PGlite in DATA_DIR unless `env` has DATABASE_URL), serving the web app of apps/web/dist, built first if its
 * sources changed, unless `env` has WEB_DIST. Ready once it answers a list: a big database may take minutes.
 */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  // Pages measured on a stale build would be the figures of older code.
  if (!env.WEB_DIST) buildWebIfChanged();
  return startServerProcess({ env, ready: { path: '/api/estates/recently-added', timeoutMs: 300_000 } });
}
