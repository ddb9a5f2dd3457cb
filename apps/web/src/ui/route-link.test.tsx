// In the server's render (the SSR build) a RouteLink is a plain anchor, which must be the markup a router Link writes,
// since the browser hydrates the page with Links.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Link, StaticRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteLinkProps } from './route-link.tsx';

const links: RouteLinkProps[] = [
  { to: '/mieszkania/sprzedaz/', className: 'crumb', discover: 'none' },
  {
    to: '/wyszukaj-ogloszenia?type=apartment&rent=0&city=3&page=2',
    'aria-label': 'Strona 2',
    title: 'Strona 2',
  },
  { to: '/mieszkanie/mieszkanie-z-balkonem-na-kazimierzu/17', 'aria-current': 'page' },
];

const rendered = (link: ReactNode) => renderToString(<StaticRouter location="/">{link}</StaticRouter>);

/** The module as the server's build loads it. */
async function serverRouteLink() {
  vi.stubEnv('SSR', true);
  vi.resetModules();
  const { RouteLink } = await import('./route-link.tsx');
  vi.unstubAllEnvs();
  return RouteLink;
}

afterEach(() => vi.unstubAllEnvs());

describe('a link to a page of the app, rendered on the server', () => {
  it("writes the anchor a router Link writes, with or without Link's data-discover", async () => {
    const RouteLink = await serverRouteLink();
    expect(RouteLink).not.toBe(Link);
    for (const props of links) {
      expect(rendered(<RouteLink {...props}>Mieszkania</RouteLink>)).toBe(
        rendered(<Link {...props}>Mieszkania</Link>),
      );
    }
  });
});
