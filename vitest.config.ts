import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { stableMantineIds } from './apps/web/stable-mantine-ids.ts';

const serverTests: TestProjectInlineConfiguration['test'] = {
  root: 'apps/server',
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
  globalSetup: ['./test/global-setup.ts'],
};
const processSuites = ['**/*.faults.test.ts', '**/*.instances.test.ts'];
const mockingModules = ['src/features/imports/parse-aside.test.ts', 'src/infra/images/pixel-limit.test.ts'];

// One Vitest run for every workspace; each project keeps its own environment.
export default defineConfig({
  test: {
    // Vitest's default leaves a core free: on CI's two cores that ran one test file at a time, with the second core
    // idle while a file waited on PGlite or a spawned process.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'domain', root: 'packages/domain', environment: 'node' } },
      // The server's files share their workers' modules: each file opens a database of its own, and loading the
      // app's modules again for each of some 150 files cost more than their tests.
      {
        test: {
          ...serverTests,
          name: 'server',
          isolate: false,
          exclude: [...configDefaults.exclude, ...processSuites, ...mockingModules],
        },
      },
      // Files that replace a module with vi.mock need modules of their own.
      { test: { ...serverTests, name: 'server:mocks', include: mockingModules } },
      // The server as a real process against a PostgreSQL server of its own that the tests stop, restart and
      // freeze: they need PostgreSQL's binaries, so they run as a suite of their own (scripts/test.ts --suite faults).
      {
        test: {
          name: 'faults',
          root: 'apps/server',
          environment: 'node',
          include: ['**/*.faults.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      // Two real server processes on one PostgreSQL database and one S3 bucket (apps/server/test/instances.ts).
      {
        test: {
          name: 'instances',
          root: 'apps/server',
          environment: 'node',
          include: ['src/**/*.instances.test.ts'],
          // One pair of processes for every file: a file's writes must not clear the lists another file is timing.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['./test/instances-setup.ts'],
        },
      },
      // Mantine goes through Vite, so that the build's replacement of its useId applies here too.
      {
        plugins: [stableMantineIds()],
        test: {
          name: 'web',
          root: 'apps/web',
          environment: 'happy-dom',
          setupFiles: ['./test/setup.ts'],
          server: { deps: { inline: [/@mantine\//] } },
        },
      },
    ],
  },
});
