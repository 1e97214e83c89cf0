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
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
      './apps/web/vitest.config.ts',
      {
        test: {
          name: 'e2e',
          root: './e2e',
          include: ['**/*.e2e.ts'],
          setupFiles: ['../vitest.setup.ts'],
          testTimeout: 60000,
          hookTimeout: 120000,
          fileParallelism: false,
        },
      },
    ],
  },
});
