// What a visitor's browser fetches before the first page renders, read from a build's Vite manifest: the entry
// chunk of index.html, every chunk it imports statically, and their stylesheets. Lazily loaded route chunks are
// left out. Used by the build's summary and by the size budget (scripts/size-budget.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] };

export type InitialAssets = { js: string[]; css: string[] };

export function initialAssets(dist: string): InitialAssets {
  const manifestFile = join(dist, '.vite/manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const seen = new Map<string, ManifestChunk>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.set(key, chunk);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry && key.endsWith('.html')) visit(key);
  const chunks = [...seen.values()];
  return {
    js: chunks.map((chunk) => chunk.file),
    css: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))],
  };
}

/** The size of a built file as a browser downloads it (gzip). */
export function gzipBytes(dist: string, file: string): number {
  return gzipSync(readFileSync(join(dist, file))).length;
}

export const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
