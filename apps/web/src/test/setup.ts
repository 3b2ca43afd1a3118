import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach } from 'vitest';
import { installFakeLocks } from './fake-locks';
import { server } from './server';

// CI runs the web suite beside the API suites on a 2-core machine: a dialog's first render can
// take more than Testing Library's default 1 s there. A missing element still fails, just later.
configure({ asyncUtilTimeout: 5000 });

// jsdom has neither the Web Locks API nor IndexedDB; the client serialises token refreshes
// across tabs with them. Each test starts with empty ones.
beforeEach(() => {
  installFakeLocks();
  globalThis.indexedDB = new IDBFactory();
  // The network is the test's handlers only (server.ts); a call none answers fails the test.
  server.reset();
  globalThis.fetch = server.fetch;
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  const unhandled = server.unhandled();
  if (unhandled.length) throw new Error(`Calls no test handler answered:\n${unhandled.join('\n')}`);
});
