import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API server (apps/server) listens on 3000; photo containers (/estates, /demo) are top-level paths there too.
const apiServer = 'http://localhost:3000';
const proxiedPaths = ['/api', '/estates', '/demo', '/sitemap.xml'];

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: Object.fromEntries(proxiedPaths.map((path) => [path, { target: apiServer, changeOrigin: true }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries every page needs change less often than our code: one long-cached chunk each. Heavy libraries
        // used by a few screens (charts, map, captcha, carousel, drag and drop) stay in the lazy chunks that use them.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'mantine', test: /node_modules[\\/](@mantine[\\/](core|hooks)|@floating-ui|clsx)[\\/]/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
          ],
        },
      },
    },
  },
});
