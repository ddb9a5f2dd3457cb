import { describe, expect, it } from 'vitest';
import { createRoutePreloads, type ViteManifest } from './route-preloads.ts';

// The shape Vite writes: the entry (index.html), lazy page modules and shared chunks ('_name-hash.js').
const manifest: ViteManifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_react-1.js'],
    css: ['assets/index-1.css'],
  },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_grid-1.js': { file: 'assets/grid-1.js', imports: ['_react-1.js'], css: ['assets/grid-1.css'] },
  '_list-1.js': { file: 'assets/list-1.js', imports: ['_grid-1.js', 'index.html'] },
  'src/features/listing/list-page.tsx': {
    file: 'assets/list-page-1.js',
    imports: ['index.html', '_react-1.js', '_list-1.js'],
    css: ['assets/index-1.css'],
  },
};
const listPage = 'src/features/listing/list-page.tsx';

describe('route preloads', () => {
  it('preloads the page chunk, the chunks it imports and their styles, not what the entry loads', () => {
    const links = createRoutePreloads(manifest, [listPage])(listPage);
    expect(links.split('\n').map((line) => line.trim())).toEqual([
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/list-page-1.js">',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/list-1.js">',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/grid-1.js">',
      '<link rel="preload" as="style" href="/assets/grid-1.css">',
    ]);
  });

  it('gives nothing for a module the build does not have or that was not asked for', () => {
    const preloads = createRoutePreloads(manifest, [listPage, 'src/features/gone.tsx']);
    expect(preloads('src/features/gone.tsx')).toBe('');
    expect(preloads('src/features/home/home-page.tsx')).toBe('');
  });
});
