import { defineConfig } from 'vitest/config';

// Projects: `unit` is pure and fast (core, contracts, web logic); `api` boots the server on a real database
// (PGlite by default, PostgreSQL when TEST_DATABASE_URL is set).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.test.ts'],
          globalSetup: ['apps/server/src/test/globalSetup.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        // Browser tests: the built app (npm run build) served by the real server, driven in Debian Chromium.
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          // expect.poll gives up after 1 s by default: a run or a save answering later on a loaded CI machine
          // failed tests whose screen was right a moment after (opportunities.e2e, stop 32)
          expect: { poll: { timeout: 10_000 } },
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
