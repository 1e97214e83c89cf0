import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * The unit and API projects use every core (decision 058). Vitest's default, one core
 * less, is a single worker on a 2-core machine: every test file ran after the other
 * while the second core idled. Their test files share no state (each test app has its
 * own database), so two at a time is safe. The projects run together as one group,
 * which needs one value for all of them.
 */
const unitWorkers = availableParallelism();

/** Server test files that keep fresh modules per file (decision 066). */
const serverIsolated = [
  'src/http/session-cache.test.ts',
  'src/db/customer-reads.test.ts',
  'src/db/customer-reads-log-lost.test.ts',
  'src/modules/rights/hot-replies.test.ts',
];

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
          // A test that builds the web app runs once per run, in the slow project below; the files
          // about the per-process caches run in their own isolated project (server-isolated).
          exclude: ['src/**/*.slow.test.ts', ...serverIsolated],
          setupFiles: ['../../vitest.setup.ts'],
          // One migrated, seeded database per run; each test app starts from a copy (testing/db-template.ts).
          globalSetup: ['./src/testing/global-setup.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
          maxWorkers: unitWorkers,
          // A worker keeps its modules between files (decision 066): importing the server once per
          // worker instead of once per file is most of the loop's time. Every test app has its own
          // database, and the server keeps its per-process state per database handle.
          isolate: false,
        },
      },
      {
        // The files about the caches a server process keeps (session, customer reads, kept
        // replies) start second servers on one database and time notifications between them;
        // they run with fresh modules per file, as before decision 066.
        test: {
          name: 'server-isolated',
          root: './apps/server',
          include: serverIsolated,
          setupFiles: ['../../vitest.setup.ts'],
          globalSetup: ['./src/testing/global-setup.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
          maxWorkers: unitWorkers,
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
          // Its own group, so that it may run beside the unit projects with its own worker count.
          sequence: { groupOrder: 1 },
        },
      },
      {
        // What takes minutes and needs no shared database: `npm start` on a checkout builds the
        // web app (decision 063). `npm run test:slow`; CI runs it once, with the suites without a database.
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
      './apps/web/vitest.config.ts',
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
        },
      },
    ],
  },
});
