// On the server the navbar's menu triggers and burger are plain elements (nav-buttons.tsx), which must be the
// markup Mantine's UnstyledButton and Burger write, since the browser hydrates the page with those.
import { describe, expect, it } from 'vitest';
import { inBuild } from '../../test/builds.tsx';

/** The navbar of the browser's build or of the server's. */
async function renderNav(isServer: boolean) {
  const { MainNav, render } = await inBuild(isServer, () => import('./main-nav.tsx'));
  return render(<MainNav />);
}

describe('the navbar, rendered on the server', () => {
  it("writes the markup of Mantine's menu triggers and closed burger", async () => {
    const server = await renderNav(true);
    expect(server).toContain('aria-label="Otwórz menu" aria-expanded="false"');
    expect(server).toContain('Wynajem<!-- --> ▾</button>');
    expect(server).toBe(await renderNav(false));
  });
});
