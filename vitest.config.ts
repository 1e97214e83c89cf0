import { defineConfig } from 'vitest/config';

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
        },
      },
      {
        test: {
          name: 'sm2',
          root: './packages/sm2',
          include: ['src/**/*.test.ts'],
          setupFiles: ['../../vitest.setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          setupFiles: ['../../vitest.setup.ts'],
          // One migrated, seeded database per run; each test app starts from a copy (testing/db-template.ts).
          globalSetup: ['./src/testing/global-setup.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
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
