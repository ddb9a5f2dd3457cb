// The web app's production build: the browser's assets in `dist` (or --outDir) and, in its `.ssr` folder, the
// module the server renders the public pages with (src/app/render-page.tsx).
//   node build.ts [--outDir dir] [--if-changed]
// --if-changed (used by `npm start`) skips the build when `dist` was built from the sources as they are now.
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'vite';
import { isBuildCurrent, sourcesHash, stampBuild } from './build-stamp.ts';
import { gzipBytes, initialAssets, kilobytes } from './initial-assets.ts';

const root = import.meta.dirname;
const { values } = parseArgs({
  options: { outDir: { type: 'string', default: 'dist' }, 'if-changed': { type: 'boolean', default: false } },
});
const outDir = resolve(root, values.outDir);
const shownDir = relative(process.cwd(), outDir) || '.';

if (values['if-changed'] && isBuildCurrent(outDir)) {
  console.log(`Web app in ${shownDir} is up to date.`);
  process.exit(0);
}

const started = performance.now();
const hash = sourcesHash();
// Warnings and errors only: Vite's list of every emitted file says nothing a person starting the portal needs.
const logLevel = 'warn';
console.log(`Building the web app into ${shownDir}…`);
await build({ root, logLevel, build: { outDir, emptyOutDir: true } });
await build({
  root,
  logLevel,
  // Everything in one folder the server imports from: a deployment needs no node_modules of the web app.
  ssr: { noExternal: true },
  build: {
    ssr: 'src/app/render-page.tsx',
    outDir: join(outDir, '.ssr'),
    emptyOutDir: true,
    manifest: false,
    copyPublicDir: false,
  },
});
stampBuild(outDir, hash);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const initial = initialAssets(outDir);
const gzipOf = (files: string[]) => kilobytes(files.reduce((sum, file) => sum + gzipBytes(outDir, file), 0));
console.log(
  `Web app built in ${seconds} s; a first visit loads ${gzipOf(initial.js)} of JS and ${gzipOf(initial.css)} of CSS (gzip).`,
);
