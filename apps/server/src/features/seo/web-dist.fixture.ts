// A web build for the tests of the server's pages: index.html as Vite writes it, a manifest, a route's styles and
// whatever else a test gives (a stand-in for the render module), in a fresh folder.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const indexHtml = `<!doctype html>
<html lang="pl">
  <head>
    <title>Portal</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

// A build's manifest as Vite writes it: the list page's own chunk and a shared one beside the entry.
const manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_react-1.js'],
    css: ['assets/index-1.css'],
  },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_estate-list-1.js': {
    file: 'assets/estate-list-1.js',
    imports: ['_react-1.js'],
    css: ['assets/estate-list-1.css'],
  },
  'src/features/listing/list-page.tsx': {
    file: 'assets/list-page-1.js',
    imports: ['index.html', '_estate-list-1.js'],
  },
  'src/features/estate/estate-page.tsx': { file: 'assets/estate-page-1.js', imports: ['index.html'] },
  'src/features/search/search-page.tsx': { file: 'assets/search-page-1.js', imports: ['index.html'] },
};

export const listCss = '._card_1{padding:1rem}';

/** A web build in a fresh folder: index.html, a route's stylesheet and the given files (a manifest, a render module). */
export function makeWebDist(files: Record<string, string> = {}): string {
  const webDist = mkdtempSync(join(tmpdir(), 'portal-web-'));
  const build = {
    'index.html': indexHtml,
    'assets/estate-list-1.css': listCss,
    ...files,
  };
  for (const [path, content] of Object.entries(build)) {
    mkdirSync(dirname(join(webDist, path)), { recursive: true });
    writeFileSync(join(webDist, path), content);
  }
  return webDist;
}

export const manifestFile = { '.vite/manifest.json': JSON.stringify(manifest) };

/** The JSON the page carries for the web app's query cache, parsed back; undefined when there is none. */
export function initialData(html: string): Record<string, unknown> | undefined {
  const match = /<script type="application\/json" id="initial-data">([\s\S]*?)<\/script>/.exec(html);
  return match?.[1] === undefined ? undefined : JSON.parse(match[1]);
}
