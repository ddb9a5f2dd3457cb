// Whether a build in `dist` was made from the sources as they are now: a hash of every file the build reads,
// written beside the build when it succeeds. Content, not times: a fresh clone or a checkout touches every file.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const webRoot = import.meta.dirname;
const repoRoot = resolve(webRoot, '../..');
const stampName = '.sources-hash';

const sources = [
  ...[
    'src',
    'public',
    'index.html',
    'vite.config.ts',
    'stable-mantine-ids.ts',
    'build.ts',
    'package.json',
  ].map((path) => join(webRoot, path)),
  join(repoRoot, 'packages/domain/src'),
  join(repoRoot, 'package-lock.json'),
];

/** The hash of the web app's sources (and the domain and lockfile it builds from). */
export function sourcesHash(): string {
  const hash = createHash('sha256');
  for (const file of filesUnder(sources)) {
    hash.update(relative(repoRoot, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

export function isBuildCurrent(dist: string): boolean {
  const stamp = join(dist, stampName);
  return (
    existsSync(join(dist, 'index.html')) && existsSync(stamp) && readFileSync(stamp, 'utf8') === sourcesHash()
  );
}

export function stampBuild(dist: string, hash: string): void {
  writeFileSync(join(dist, stampName), hash);
}

function filesUnder(paths: string[]): string[] {
  return paths.flatMap((path) => {
    if (!existsSync(path)) return [];
    if (!statSync(path).isDirectory()) return [path];
    return filesUnder(
      readdirSync(path)
        .sort()
        .map((name) => join(path, name)),
    );
  });
}
