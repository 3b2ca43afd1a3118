import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// CI runs the web suite beside the API suites on a 2-core machine: a dialog's first render can
// take more than Testing Library's default 1 s there. A missing element still fails, just later.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
