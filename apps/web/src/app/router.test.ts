import { privatePagePaths, publicPagePaths, routes } from '@portal/domain';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeTree } from './router.tsx';

// The top index route is the home page; the other routes all name their full path.
const pathsOf = (tree: RouteObject[]): string[] =>
  tree.flatMap((route) => [
    ...(route.index ? ['/'] : route.path ? [route.path] : []),
    ...pathsOf(route.children ?? []),
  ]);

describe('the router', () => {
  it('has exactly the pages the server answers 200 for, besides its not-found pages', () => {
    const known = [...publicPagePaths, ...privatePagePaths, routes.notFound(), '*'];
    expect([...pathsOf(routeTree)].sort()).toEqual([...known].sort());
  });
});
