import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The part of Vite's build manifest (.vite/manifest.json) read here: chunks keyed by source path or chunk name. */
export type ViteManifest = Record<
  string,
  { file: string; isEntry?: boolean; imports?: string[] | undefined; css?: string[] | undefined }
>;

export function readViteManifest(webDist: string): ViteManifest | undefined {
  const path = join(webDist, '.vite', 'manifest.json');
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as ViteManifest) : undefined;
}

/** Reads a file of the build by its path in the build folder (as the manifest names it). */
export const buildFileReader = (webDist: string) => (file: string) =>
  readFileSync(join(webDist, file), 'utf8');

/** A route's own chunks, each after the chunks it imports (the page module last), as absolute paths, and their styles' text. */
export type RouteAssets = { scripts: string[]; css: string };

export const noRouteAssets: RouteAssets = { scripts: [], css: '' };

/**
 * What the browser needs for a route's lazy page chunk (apps/web/src/app/router.tsx `page(() => import(...))`) besides
 * the entry: the page chunk, every chunk it imports and their styles, leaving out what the entry already loads.
 * Built once per manifest, for the given modules (`read` gets a build file's text); an unknown module gets nothing.
 */
export function createRouteAssets(
  manifest: ViteManifest,
  modules: readonly string[],
  read: (file: string) => string,
): (module: string) => RouteAssets {
  // Depth first, a chunk after what it imports: the order in which a browser can evaluate them one by one.
  const closure = (key: string, visited = new Set<string>(), ordered = new Set<string>()) => {
    if (visited.has(key) || !manifest[key]) return ordered;
    visited.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, visited, ordered);
    ordered.add(key);
    return ordered;
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const loadedByEntry = new Set(entries.flatMap((entry) => [...closure(entry)]));
  const entryCss = new Set([...loadedByEntry].flatMap((key) => manifest[key]?.css ?? []));

  const assets = new Map<string, RouteAssets>();
  for (const module of modules) {
    if (!manifest[module]) continue;
    const chunks = [...closure(module)].filter((key) => !loadedByEntry.has(key));
    assets.set(module, {
      scripts: chunks.map((key) => `/${manifest[key]?.file}`),
      css: [...new Set(chunks.flatMap((key) => manifest[key]?.css ?? []))]
        .filter((file) => !entryCss.has(file))
        .map(read)
        .join('\n'),
    });
  }
  return (module) => assets.get(module) ?? noRouteAssets;
}
