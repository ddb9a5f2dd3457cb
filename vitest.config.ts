import { defineConfig } from 'vitest/config';

// One Vitest run for every workspace; each project keeps its own environment.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', environment: 'node' } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['./test/global-setup.ts'],
        },
      },
      { test: { name: 'web', root: 'apps/web', environment: 'happy-dom', setupFiles: ['./test/setup.ts'] } },
    ],
  },
});
