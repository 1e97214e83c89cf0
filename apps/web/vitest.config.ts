import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    root: here('.'),
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../../vitest.setup.ts', './src/testing/setup.ts'],
    testTimeout: 20_000,
    // Every core, as the other unit projects (vitest.config.ts, decision 058).
    maxWorkers: availableParallelism(),
    // antd-mobile's ES files import their own CSS: let Vite transform them.
    server: { deps: { inline: ['antd-mobile'] } },
    // antd-mobile's global styles must apply (its px tester checks them); other CSS is skipped.
    css: { include: [/antd-mobile[\\/]es[\\/]global/] },
  },
});
