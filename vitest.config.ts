import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { webMocksProject, webProject } from './apps/web/vitest.config.js';

/**
 * The unit and API projects use every core (decision 058). Vitest's default, one core
 * less, is a single worker on a 2-core machine: every test file ran after the other
 * while the second core idled. Their test files share no state (each test app has its
 * own database), so two at a time is safe. The projects run together as one group,
 * which needs one value for all of them.
 */
const unitWorkers = availableParallelism();

/**
 * One runner for the whole suite, one project per workspace.
 * A console.error during a test fails it (see vitest.setup.ts).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contract',
          root: './packages/contract',
          include: ['src/**/*.test.ts'],
          setupFiles: ['../../vitest.setup.ts'],
          maxWorkers: unitWorkers,
          isolate: false,
        },
      },
      {
        test: {
          name: 'sm2',
          root: './packages/sm2',
          include: ['src/**/*.test.ts'],
          setupFiles: ['../../vitest.setup.ts'],
          maxWorkers: unitWorkers,
          isolate: false,
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          // A test that builds the web app runs once per run, in the slow project below.
          exclude: ['src/**/*.slow.test.ts'],
          setupFiles: ['../../vitest.setup.ts'],
          // One migrated, seeded database per run; each test app starts from a copy (testing/db-template.ts).
          globalSetup: ['./src/testing/global-setup.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
          maxWorkers: unitWorkers,
          // A worker keeps its modules between files (decision 067): the server is imported once per
          // worker, not once per file. It was tried before and taken back (decision 066) while every
          // app a file built stayed alive after close (the metrics' process observers held it).
          isolate: false,
        },
      },
      {
        // The security suites (docs/security.md): access matrix, fuzzing, races, replays,
        // limits, database faults, personal data. `npm run test:security` prints their tables.
        test: {
          name: 'security',
          root: './apps/server',
          include: ['src/security/**/*.security.ts'],
          setupFiles: ['../../vitest.setup.ts'],
          globalSetup: ['./src/testing/global-setup.ts'],
          testTimeout: 120000,
          hookTimeout: 120000,
          // Its worker keeps its modules between files, as the server project's (decision 067).
          isolate: false,
          // Its own group, so that it may run beside the unit projects with its own worker count.
          sequence: { groupOrder: 1 },
        },
      },
      {
        // What takes minutes and needs no shared database: `npm start` on a checkout builds the
        // web app (decision 063); real server processes on data directories of their own (signals,
        // the first start killed, the directory lock, backups: decision 067). `npm run test:slow`;
        // CI runs it once, with the suites without a database.
        test: {
          name: 'slow',
          root: './apps/server',
          include: ['src/**/*.slow.test.ts'],
          setupFiles: ['../../vitest.setup.ts'],
          testTimeout: 600000,
          // It runs in one group with the suites without a database (test:nodb), which needs one value.
          maxWorkers: unitWorkers,
        },
      },
      webProject,
      webMocksProject,
      {
        test: {
          name: 'e2e',
          root: './e2e',
          include: ['**/*.e2e.ts'],
          setupFiles: ['../vitest.setup.ts'],
          // Each file's server starts from a copy of one migrated, seeded template (testing/db-template.ts).
          globalSetup: ['../apps/server/src/testing/global-setup.ts'],
          testTimeout: 60000,
          hookTimeout: 120000,
          fileParallelism: false,
          // The one worker keeps its modules between files (decision 067): the server is imported once.
          isolate: false,
          // A journey polls for what the page does next: on a loaded CI host that may take more than
          // the default second (CI, decision 067), and a poll that is met returns at once.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
