import { configure } from '@testing-library/react';

// findBy*/waitFor wait for the app to settle, not for a deadline: lazy routes load their chunk
// through Vite's transform, which takes seconds on a loaded CI host. A genuine hang still fails at
// this bound; the default of 1 s failed correct tests when the host was busy.
configure({ asyncUtilTimeout: 10_000 });
