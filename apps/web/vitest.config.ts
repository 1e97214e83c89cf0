import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineProject, type UserWorkspaceConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * The files that replace a module with `vi.mock` or import modules afresh (`vi.resetModules`):
 * they need a module registry of their own, so they run isolated, in the `web-mocks` project. A
 * file that starts to mock a module is found by web-projects.test.ts, which fails until it is named here.
 */
export const isolatedWebTests = [
  'src/app/boot/inline-boot.test.ts',
  'src/app/cache-refresh.test.tsx',
  'src/features/coupon-transfers/api/create-transfer.test.tsx',
  'src/features/merchant/api/verify.test.tsx',
  'src/features/order/pages/choice-store.test.tsx',
  'src/shared/analytics/track.test.ts',
  'src/shared/feedback/screenshot.test.ts',
  'src/shared/rights/icon-sheet-load.test.tsx',
];

const shared: UserWorkspaceConfig = {
  plugins: [react()],
  test: {
    root: here('.'),
    environment: 'happy-dom',
    setupFiles: ['../../vitest.setup.ts', './src/testing/setup.ts'],
    testTimeout: 20_000,
    // Every core, as the other unit projects (vitest.config.ts, decision 058).
    maxWorkers: availableParallelism(),
    // antd-mobile's ES files import their own CSS: let Vite transform them.
    server: { deps: { inline: ['antd-mobile'] } },
    // antd-mobile's global styles must apply (its px tester checks them); other CSS is skipped.
    css: { include: [/antd-mobile[\\/]es[\\/]global/] },
  },
};

/**
 * The web app's unit tests. A worker keeps its modules between files (decision 069): importing
 * React, antd-mobile and the app afresh for every file was four fifths of the project's time.
 * Each file starts from the state testing/setup.ts resets.
 */
export const webProject = defineProject({
  ...shared,
  test: {
    ...shared.test,
    name: 'web',
    setupFiles: [...(shared.test?.setupFiles ?? []), './src/testing/shared-worker-setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: isolatedWebTests,
    isolate: false,
  },
});

/** The files that mock modules, each with a module registry of its own. */
export const webMocksProject = defineProject({
  ...shared,
  test: { ...shared.test, name: 'web-mocks', include: isolatedWebTests },
});
