import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { installFakeLocks } from './fake-locks';

// CI runs the web suite beside the API suites on a 2-core machine: a dialog's first render can
// take more than Testing Library's default 1 s there. A missing element still fails, just later.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no Web Locks API; the client serialises token refreshes across tabs with it.
beforeEach(() => {
  installFakeLocks();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});
