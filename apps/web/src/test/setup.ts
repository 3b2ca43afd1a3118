import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// Radix's modal layers briefly set `pointer-events: none` on <body> while a dialog mounts; the
// component tests drive forms, not pointer CSS, so they turn user-event's pointer check off.
