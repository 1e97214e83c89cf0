import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Libraries every screen needs; they change rarely, so they get their own
 * long-cached chunk. antd-mobile is left out on purpose: it is imported per
 * component, so each lazy screen carries only the components it uses.
 */
const vendor =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|i18next|react-i18next|use-sync-external-store)[\\/]/;
/** react-query: loaded with the data layout, after the hand-off screen (src/app/query-layout.tsx). */
const query = /[\\/]node_modules[\\/]@tanstack[\\/]/;

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2020',
    cssCodeSplit: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'vendor', test: vendor, priority: 10 },
            { name: 'query', test: query, priority: 10 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:8080',
      '/demo': 'http://localhost:8080',
    },
  },
});
