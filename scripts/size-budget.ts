// The web app's initial JavaScript budget, checked in CI as the `size` suite of scripts/test.ts.
//
//   node scripts/size-budget.ts                 checks apps/web/dist (build it first)
//   node scripts/size-budget.ts --dist <dir>    checks another build, e.g. one made with `vite build --outDir`
//
// Initial JS = the entry chunk of index.html and every chunk it imports statically (what a visitor downloads
// before the first page renders); lazily loaded route chunks are left out. Fails above 150 kB gzip, or when code
// of the admin screens, the ad wizard, the map or the charts is in those chunks.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipBytes, initialAssets, kilobytes as kb } from '../apps/web/initial-assets.ts';

const budgetBytes = 150_000;
const outOfInitial: Record<string, RegExp> = {
  admin: /^apps\/web\/src\/features\/admin\//,
  wizard: /^apps\/web\/src\/features\/wizard\//,
  map: /^node_modules\/(leaflet|react-leaflet|@react-leaflet|@geoman-io)\/|^apps\/web\/src\/.*map[^/]*\.tsx?$/,
  charts: /^node_modules\/(recharts|@mantine\/charts|d3-[a-z-]+|victory-vendor)\//,
};

const { values } = parseArgs({ options: { dist: { type: 'string', default: 'apps/web/dist' } } });
const dist = resolve(values.dist);
const modulesOf = JSON.parse(readFileSync(join(dist, '.vite/chunk-modules.json'), 'utf8')) as Record<
  string,
  string[]
>;

const initialFiles = initialAssets(dist).js;
if (initialFiles.length === 0) {
  console.error(`No entry chunk in ${dist}/.vite/manifest.json (is build.manifest on?)`);
  process.exit(1);
}
const sized = initialFiles
  .map((file) => ({ file, gzip: gzipBytes(dist, file) }))
  .sort((a, b) => b.gzip - a.gzip);
const total = sized.reduce((sum, chunk) => sum + chunk.gzip, 0);

console.log('Initial JS of the public pages (gzip):');
for (const chunk of sized) console.log(`  ${kb(chunk.gzip).padStart(9)}  ${chunk.file}`);
console.log(`  ${kb(total).padStart(9)}  total (budget ${kb(budgetBytes)})`);

const problems: string[] = [];
if (total > budgetBytes) problems.push(`initial JS is ${kb(total)} gzip, over the ${kb(budgetBytes)} budget`);
for (const file of initialFiles) {
  for (const [what, pattern] of Object.entries(outOfInitial)) {
    const found = (modulesOf[file] ?? []).filter((id) => pattern.test(id));
    if (found.length > 0)
      problems.push(`${what} code in initial chunk ${file}: ${found.slice(0, 3).join(', ')}`);
  }
}
for (const problem of problems) console.error(`FAIL ${problem}`);
if (problems.length === 0) console.log('Size budget met.');
process.exit(problems.length > 0 ? 1 : 0);
