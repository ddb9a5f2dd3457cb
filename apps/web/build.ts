// The web app's production build: the browser's assets in `dist` (or --outDir) and, in its `.ssr` folder, the
// module the server renders the public pages with (src/app/render-page.tsx). node build.ts [--outDir dir]
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'vite';

const root = import.meta.dirname;
const { values } = parseArgs({ options: { outDir: { type: 'string', default: 'dist' } } });
const outDir = resolve(root, values.outDir);

await build({ root, build: { outDir, emptyOutDir: true } });
await build({
  root,
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
