import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pagePreloads, precompress, type PreloadPage } from './scripts/vite-plugins.ts';

/** The pages people open directly: the server names what their routes load in their HTML. */
const PRELOAD_PAGES: Record<string, PreloadPage> = {
  '/landing': { entry: 'web/features/landing/index.tsx' },
  '/auth': { entry: 'web/features/auth/index.ts' },
  '/companies': { entry: 'web/features/companies/companies-route.tsx' },
  '/': { entry: 'web/features/feed/index.ts', members: true },
  '/trade': { entry: 'web/features/trade/index.ts', namespace: 'trade', members: true },
  '/leaderboard': { entry: 'web/features/leaderboard/index.ts', namespace: 'leaderboard', members: true },
  '/profile': { entry: 'web/features/profile/index.ts', namespace: 'profile', members: true },
  '/messages': { entry: 'web/features/messages/index.ts', members: true },
  '/settings': { entry: 'web/features/settings/index.ts', namespace: 'settings', members: true },
};

export default defineConfig({
  plugins: [react(), tailwindcss(), pagePreloads(PRELOAD_PAGES, ['en', 'he', 'es']), precompress()],
  publicDir: 'web/public',
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Fewer, larger files: on HTTP/1.1 a browser fetches six at a time, and the landing page
        // asked for 34 scripts, most under 1 KB. What every page needs at start is two files:
        // the libraries (vendor, unchanged from one release of ours to the next) and our app;
        // icons and shared components that pages have in common go into a few shared chunks.
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /node_modules/, tags: ['$initial'], priority: 2 },
            { name: 'app', tags: ['$initial'], priority: 1 },
            {
              name: 'ui',
              test: /lucide-react|web[\\/]components/,
              minShareCount: 2,
              entriesAware: true,
              entriesAwareMergeThreshold: 3000,
            },
          ],
        },
        // The shared chunks are named after every page that uses them: a hash is enough.
        chunkFileNames: (chunk) => (chunk.name.startsWith('ui~') ? 'assets/ui-[hash].js' : 'assets/[name]-[hash].js'),
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      // The realtime socket; the API server checks Origin against the host, which the proxy keeps.
      '/ws': { target: 'ws://localhost:3000', ws: true },
    },
  },
});
