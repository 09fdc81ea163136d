import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

// Projects: `unit` is pure and fast (core, contracts, web logic, and the server's tests that use no database);
// `api` boots the server on a real database (PGlite by default, PostgreSQL when TEST_DATABASE_URL is set), so npm
// test runs it twice; `e2e` drives the built app in Chromium.

/**
 * The server's test files that use a database: they open one (test/testApp.ts, test/templateDb.ts), start the
 * server or a PostgreSQL cluster of their own, or read TEST_DATABASE_URL. The others (a parser, an encoder, a route
 * table) run once, in the unit project, instead of once per database.
 */
const usesDatabase = /(test|\.)\/(testApp|templateDb)'|TEST_DATABASE_URL|startPostgres|\bspawn\(|\.\/main'/;
const serverTests = (readdirSync('apps/server/src', { recursive: true }) as string[])
  .filter((f) => f.endsWith('.test.ts'))
  .map((f) => `apps/server/src/${f}`);
const databaseTests = serverTests.filter((f) => usesDatabase.test(readFileSync(f, 'utf8')));
const databaseFreeTests = serverTests.filter((f) => !databaseTests.includes(f));
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', ...databaseFreeTests],
          environment: 'node',
          // npm test runs this beside other steps on a 2-core machine: a property test of a few seconds alone may
          // take four times as long there, which is no failure (the default 5 s failed them)
          testTimeout: 30_000,
          // the files share the worker's modules: a new process and module graph per file cost about 80 s of CPU a run
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          include: databaseTests,
          globalSetup: ['apps/server/src/test/globalSetup.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // the files of a worker share their modules (each still opens its own database and app): loading the
          // server's module graph once per file cost about 1.4 s of CPU a file, twice per run (docs/testing.md)
          isolate: false,
        },
      },
      {
        // Browser tests: the built app (npm run build) served by the real server, driven in Debian Chromium. Each
        // spec file owns its server, port, database (a copy of the seeded template the global setup builds) and
        // browser, so two run at once: one spec alone keeps about 0.75 of a core busy (it waits on its server
        // and browser), and the browser tests are the longest step of npm test (docs/testing.md).
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          globalSetup: ['e2e/support/globalSetup.ts'],
          setupFiles: ['e2e/support/setup.ts'],
          environment: 'node',
          // npm test runs the API tests beside them on a 2-core machine: a slow step is no failure
          testTimeout: 90_000,
          // expect.poll gives up after 1 s by default: a run or a save answering later on a loaded CI machine
          // failed tests whose screen was right a moment after (opportunities.e2e, stop 32)
          expect: { poll: { timeout: 20_000 } },
          hookTimeout: 120_000,
          maxWorkers: 2,
          // the spec files of a worker share its modules (playwright, the page objects)
          isolate: false,
        },
      },
    ],
  },
});
