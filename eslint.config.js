// Lint rules, including the import directions (the README's Layout):
// core imports nothing of ours; server and web import core but never each other;
// a feature never reaches into another feature (web/features/*, server/modules/* except via index).
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const dirs = (path) =>
  existsSync(path)
    ? readdirSync(path, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

// web/features/<a> may not import web/features/<b>/**.
const webFeatureZones = dirs('web/features').map((name) => ({
  target: `./web/features/${name}`,
  from: './web/features',
  except: [`./${name}`],
  message: 'Features do not import each other; move shared code to web/components or web/lib.',
}));
// Outside server/modules/<m>, code reaches that module only through its index.ts: other modules
// (admin areas included), the engine, http and the rest of server/.
const serverModules = dirs('server/modules');
const serverAreas = dirs('server').filter((name) => name !== 'modules');
const serverModuleZones = serverModules.map((name) => ({
  target: [
    ...serverAreas.map((area) => `./server/${area}`),
    ...serverModules.filter((other) => other !== name).map((other) => `./server/modules/${other}`),
  ],
  from: `./server/modules/${name}`,
  except: ['./index.ts'],
  message: `Use server/modules/${name} through its index.ts.`,
}));
export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'coverage/**', 'server/db/migrations/**', '.test-data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './core',
              from: ['./server', './web', './e2e', './bench', './scripts', './test'],
              message: 'core imports nothing of ours.',
            },
            { target: './server', from: './web', message: 'server never imports web.' },
            { target: './web', from: './server', message: 'web never imports server.' },
            ...webFeatureZones,
            ...serverModuleZones,
          ],
        },
      ],
    },
  },
  {
    files: ['core/**/*.ts'],
    rules: {
      // core is pure: no I/O, no React, no SQL.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', 'fs', 'path', 'http'], message: 'core has no I/O.' },
            {
              group: ['react', 'react-*', 'drizzle-orm*', 'hono*', 'postgres', '@electric-sql/*'],
              message: 'core has no React, HTTP or SQL.',
            },
            { group: ['#server/*', '#web/*'], message: 'core imports nothing of ours.' },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The service worker runs in its own global scope (self, caches, clients).
    files: ['web/public/sw.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.serviceworker } },
  },
  {
    // A classic script index.html runs in the page's head, before the app.
    files: ['web/public/intl-warmup.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
);
