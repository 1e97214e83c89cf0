import { afterEach } from 'vitest';
import { act, configure } from '@testing-library/react';
import { unmountOverlays } from '../shared/ui/overlays.js';

// findBy*/waitFor wait for the app to settle, not for a deadline: lazy routes load their chunk
// through Vite's transform, which takes seconds on a loaded CI host. A genuine hang still fails at
// this bound; the default of 1 s failed correct tests when the host was busy.
configure({ asyncUtilTimeout: 10_000 });

// Toasts and dialogs render into roots of their own, which testing-library's cleanup does not
// know: unmount them after each test so that no timer of theirs renders into a torn-down document.
afterEach(() => {
  act(() => unmountOverlays());
});
