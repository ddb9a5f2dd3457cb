import { describe, expect, it } from 'vitest';
import { createRouteAssets, type ViteManifest } from './route-assets.ts';

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
const read = (file: string) => `/* ${file} */`;

describe('route assets', () => {
  it('lists the chunks the page imports, each after its own imports, then the page chunk, not what the entry loads', () => {
    expect(createRouteAssets(manifest, [listPage], read)(listPage)).toEqual({
      scripts: ['/assets/grid-1.js', '/assets/list-1.js', '/assets/list-page-1.js'],
      css: '/* assets/grid-1.css */',
    });
  });

  it('gives nothing for a module the build does not have or that was not asked for', () => {
    const assets = createRouteAssets(manifest, [listPage, 'src/features/gone.tsx'], read);
    expect(assets('src/features/gone.tsx')).toEqual({ scripts: [], css: '' });
    expect(assets('src/features/home/home-page.tsx')).toEqual({ scripts: [], css: '' });
  });
});
