import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { stableMantineIds } from './stable-mantine-ids.ts';

// The API server (apps/server) listens on 3000; photo containers (/estates, /demo) are top-level paths there too.
const apiServer = 'http://localhost:3000';
const proxiedPaths = ['/api', '/estates', '/demo', '/sitemap.xml'];

/**
 * Writes .vite/chunk-modules.json (chunk file → the modules in it, relative to the repository) so that
 * scripts/size-budget.ts can tell which code the initial chunks hold; the manifest names only a chunk's entry.
 */
function chunkModules(): Plugin {
  const root = new URL('../..', import.meta.url).pathname;
  return {
    name: 'portal-chunk-modules',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const modules: Record<string, string[]> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk') modules[chunk.fileName] = chunk.moduleIds.map((id) => relative(root, id));
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-modules.json',
        source: JSON.stringify(modules, null, 1),
      });
    },
  };
}

/**
 * Brotli and gzip copies of every text asset next to it (x.js.br, x.js.gz), which the server sends to browsers
 * that accept them (@fastify/static preCompressed): text compresses to a fraction of its size.
 */
function precompress(): Plugin {
  return {
    name: 'portal-precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|svg|json|txt)$/.test(fileName)) continue;
        const path = join(outDir, fileName);
        const content = readFileSync(path);
        if (content.length < 1024) continue;
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * `virtual:theme-variables.css`: the CSS variables of our theme (src/ui/theme.ts) and the classes of hiddenFrom /
 * visibleFrom, exactly as Mantine's provider writes them, made once per build for the entry's stylesheet. Mantine
 * would render them as <style> elements in #root (providers.tsx turns that off): weight on every
 * server-rendered page, and work on every render.
 */
function themeVariables(): Plugin {
  const id = 'virtual:theme-variables.css';
  return {
    name: 'portal-theme-variables',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    async load(resolved) {
      if (resolved !== `\0${id}`) return null;
      const [{ createElement }, { renderToStaticMarkup }, { MantineProvider }, { theme }] = await Promise.all(
        [import('react'), import('react-dom/server'), import('@mantine/core'), import('./src/ui/theme.ts')],
      );
      const html = renderToStaticMarkup(
        createElement(MantineProvider, { theme, defaultColorScheme: 'light' }),
      );
      const styles = [...html.matchAll(/<style data-mantine-styles="[^"]*">([\s\S]*?)<\/style>/g)];
      if (styles.length !== 2) throw new Error("Mantine's provider no longer renders its two style elements");
      return styles.map((style) => style[1]).join('\n');
    },
  };
}

/**
 * The class names of CSS modules in a build: a short hash of the module's path and the class (`_Xp3aQ`) rather
 * than Vite's `_description_17p4o_103`, as every ad card of a server-rendered list carries a dozen of them. The
 * same in the browser's and the server's build; two classes meeting on one name fail the build.
 */
function shortClassNames() {
  const owners = new Map<string, string>();
  return (name: string, filename: string) => {
    const owner = `${relative(import.meta.dirname, filename)}:${name}`;
    const scoped = `_${createHash('sha256').update(owner).digest('base64url').slice(0, 5)}`;
    const known = owners.get(scoped);
    if (known !== undefined && known !== owner) throw new Error(`${owner} and ${known} share ${scoped}`);
    owners.set(scoped, owner);
    return scoped;
  };
}

export default defineConfig(({ command }) => ({
  plugins: [react(), stableMantineIds(), themeVariables(), chunkModules(), precompress()],
  // Vite's readable names in development.
  css: command === 'build' ? { modules: { generateScopedName: shortClassNames() } } : {},
  server: {
    proxy: Object.fromEntries(proxiedPaths.map((path) => [path, { target: apiServer, changeOrigin: true }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/size-budget.ts reads the chunk graph from .vite/manifest.json.
    manifest: true,
    rolldownOptions: {
      output: {
        // Libraries every page needs change less often than our code: one long-cached chunk each. Heavy libraries
        // used by a few screens (charts, map, captcha, carousel, drag and drop) stay in the lazy chunks that use them.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
          ],
        },
      },
    },
  },
}));
