import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { LANGUAGE_CODES } from './core/languages.ts';
import path from 'node:path';
import {
  lucideDirectImports,
  staticImports,
  pagePreloads,
  precompress,
  serverRenderBundle,
  type PreloadPage,
} from './scripts/vite-plugins.ts';

/** Every page first asks who is signed in (web/lib/session.ts). */
const SESSION = '/api/auth/me';
/** The trading floor's list, as web/features/trade/api/get-trade-companies.ts asks for it. */
const TRADE_COMPANIES = '/api/companies?sort=market_cap&order=desc';
/** The player's games, which every page showing money asks for (web/lib/chosen-game.ts). */
const GAMES = '/api/games';
/** The shell around most pages (its header and navigation), loaded with them (web/app/router.tsx). */
const SHELL = 'web/app/guards/shell-gate.tsx';

/**
 * The pages people open directly: the server names what their routes load in their HTML, and the
 * API reads they start with (`data`, exactly as the page asks; e2e/page-preloads.test.ts checks it).
 * Money reads are named as the public game's: a player who chose another game (kept in their
 * browser, web/lib/chosen-game.ts) asks for it with `?game=` and leaves those few unused. `{lang}`
 * is the page's language (content reads name theirs: docs/decisions/018).
 */
const PRELOAD_PAGES: Record<string, PreloadPage> = {
  '/landing': { entry: 'web/features/landing/index.tsx', data: [SESSION, '/api/landing?lang={lang}'] },
  '/auth': { entry: 'web/features/auth/index.ts', data: [SESSION] },
  '/companies': { entry: [SHELL, 'web/features/companies/companies-route.tsx'], data: [SESSION] },
  '/': {
    entry: [SHELL, 'web/features/feed/index.ts'],
    members: true,
    data: [
      SESSION,
      GAMES,
      '/api/feed?lang={lang}',
      '/api/ads?lang={lang}',
      '/api/portfolio',
      '/api/orders?status=open',
      '/api/trades',
    ],
  },
  '/trade': {
    entry: [SHELL, 'web/features/trade/index.ts'],
    namespace: 'trade',
    members: true,
    data: [SESSION, GAMES, TRADE_COMPANIES, '/api/portfolio', '/api/orders?status=open'],
  },
  '/leaderboard': {
    entry: [SHELL, 'web/features/leaderboard/index.ts'],
    namespace: 'leaderboard',
    members: true,
    data: [SESSION, GAMES, '/api/leaderboard'],
  },
  '/profile': {
    entry: [SHELL, 'web/features/profile/index.ts'],
    namespace: 'profile',
    members: true,
    data: [SESSION, GAMES, '/api/portfolio', '/api/me/stats', '/api/trades', '/api/me/progress', '/api/referral-bonus'],
  },
  '/messages': { entry: [SHELL, 'web/features/messages/index.ts'], members: true, data: [SESSION] },
  // A teacher's class: its heading is the class's own read, and the dashboard's two start beside it.
  // Its reads only: its scripts (the class form, zod) named here too would share the bandwidth of
  // the first paint (Lighthouse: first paint later, largest paint no sooner), so they come with the route.
  '/classes/:classId': {
    entry: SHELL,
    members: true,
    data: [SESSION, '/api/classes/{classId}', '/api/classes/{classId}/students', '/api/classes/{classId}/assignments'],
  },
  // Every other page (the server's fallback): most are inside the shell and use the shared code,
  // which would otherwise start downloading only once the entry has run.
  '*': { entry: SHELL, data: [SESSION] },
  '/settings': {
    entry: [SHELL, 'web/features/settings/index.ts'],
    namespace: 'settings',
    members: true,
    data: [SESSION],
  },
};

/**
 * The server's bundle of the public pages (docs/decisions/020): one module for Node with every
 * package inside, built after the browser's (serverRenderBundle) into the folder beside it.
 */
const serverRender = defineConfig({
  plugins: [react(), tailwindcss()],
  publicDir: false,
  ssr: { noExternal: true },
  build: { ssr: 'web/entry-server.tsx', sourcemap: false, minify: false },
});

/**
 * Code several pages share: icons, shared components, web/lib and core's top-level helpers. The
 * modal (and Radix under it) only where a page opens one; a glossary term's popover (and Floating
 * UI under it) only once a player opens one; zod (and its browser settings) only with the pages
 * that validate: none of the shared code imports it (e2e/startup-scripts.test.ts checks /companies).
 */
const SHARED =
  /lucide-react|web[\\/](components[\\/](?!ui[\\/]dialog|term-popover)|lib[\\/](?!zod-config))|core[\\/][a-z-]+\.ts$/;
/** Start-up: the entry's static imports and the landing page's, a visitor's first page. */
const startup = staticImports(['web/main.tsx', 'web/features/landing/index.tsx']);
/** The shell around most pages and what it imports (notifications, habits), beside the shared code. */
const shell = staticImports([SHELL]);
/** Start-up modules with a chunk of their own: the libraries (vendor), the entry, the landing page. */
const NOT_APP = /node_modules[\\/](?!lucide-react)|web[\\/](main\.tsx|features[\\/]landing[\\/](?!api[\\/]))/;

const browser = defineConfig({
  plugins: [
    react(),
    lucideDirectImports(),
    startup.plugin,
    shell.plugin,
    tailwindcss(),
    pagePreloads(PRELOAD_PAGES, LANGUAGE_CODES),
    precompress(),
    serverRenderBundle('web/entry-server.tsx'),
  ],
  publicDir: 'web/public',
  // zod, configured for the browser before any schema exists (web/lib/zod-config.ts).
  resolve: { alias: [{ find: /^zod$/, replacement: path.resolve(import.meta.dirname, 'web/lib/zod-config.ts') }] },
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Few files: on HTTP/1.1 a browser fetches six at a time from one host, so every script a
        // page needs at start beyond six costs a phone another round trip. Every page starts with
        // the entry, the runtime, the libraries the entry imports (vendor, unchanged from one release
        // of ours to the next) and `app`: the rest of what the entry and the landing page import.
        // Other pages add `shared`, the rest of the shared code (with zod, which core's schemas and
        // the forms that validate need), the shell around them when they have it, and their own chunk.
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /node_modules[\\/](?!lucide-react)/, tags: ['$initial'], priority: 4 },
            { name: 'app', test: (id) => startup.has(id) && !NOT_APP.test(id), priority: 3 },
            { name: 'shared', test: SHARED, priority: 2 },
            { name: 'shell', test: (id) => shell.has(id) && !id.includes('node_modules'), priority: 1 },
          ],
        },
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

export default defineConfig((env) => (env.isSsrBuild ? serverRender : browser));
