// A Vite plugin that gives @mantine/hooks' useId the body of src/ui/stable-id.ts (the reason is there). The
// production build (vite.config.ts) and the web tests (the root vitest.config.ts) both use it, so that the tests run
// the ids the browser gets. The tests must process @mantine/* through Vite (`server.deps.inline`): a package Node
// loads by itself never reaches a plugin.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const replacement = fileURLToPath(new URL('./src/ui/stable-id.ts', import.meta.url));

export function stableMantineIds(): Plugin {
  return {
    name: 'portal-stable-mantine-ids',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './use-id/use-id.mjs' && importer?.includes('@mantine/hooks')) return replacement;
      return null;
    },
  };
}
