import { afterEach, beforeAll } from 'vitest';
import { act, configure } from '@testing-library/react';
import { imperativeRenderReady, unmountOverlays } from '../shared/ui/overlays.js';

// findBy*/waitFor wait for the app to settle, not for a deadline: lazy routes load their chunk
// through Vite's transform, which takes seconds on a loaded CI host. A genuine hang still fails at
// this bound; the default of 1 s failed correct tests when the host was busy.
configure({ asyncUtilTimeout: 10_000 });

// The overlays load antd-mobile's renderer, Toast and Dialog on first use. Load them before any test
// runs: a toast shown in a file's last test would otherwise start that import as the file's
// environment is torn down, and Vitest reports the late import as an unhandled error (CI, stop 26).
beforeAll(async () => {
  await imperativeRenderReady();
  await Promise.all([import('antd-mobile/es/components/toast'), import('antd-mobile/es/components/dialog')]);
});

// Toasts and dialogs render into roots of their own, which testing-library's cleanup does not
// know: unmount them after each test so that no timer of theirs renders into a torn-down document.
afterEach(() => {
  act(() => unmountOverlays());
});
