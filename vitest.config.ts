import { defineConfig } from 'vitest/config';

// Three suites, one runner. `npm test` (scripts/test.mjs) decides which run and reports skips.
// The integration suite runs on PGlite, and again on real PostgreSQL when TEST_DATABASE_URL is set.
const postgresUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    projects: [
      {
        extends: true as const,
        test: {
          name: 'unit',
          include: ['core/**/*.test.ts', 'web/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'test/unit/**/*.test.ts'],
        },
      },
      {
        extends: true as const,
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          env: { TEST_DB_DRIVER: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(postgresUrl
        ? [
            {
              extends: true as const,
              test: {
                name: 'integration-postgres',
                include: ['test/integration/**/*.test.ts'],
                env: { TEST_DB_DRIVER: 'postgres', TEST_DATABASE_URL: postgresUrl },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        extends: true as const,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One browser and one server for the whole run; files share them in turn.
          fileParallelism: false,
        },
      },
    ],
  },
});
