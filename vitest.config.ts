import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      // The API's tests that replace modules, each in a fresh module graph.
      'apps/api/vitest.isolated.config.ts',
    ],
  },
});
