import { defineProject } from 'vitest/config';
import {
  DATABASE_FREE_TESTS,
  isolatedTestFiles,
  sharedProjectSettings,
  TEST_GLOBS,
} from './vitest.shared.js';

// The API's tests, sharing each worker's loaded modules (each file still builds its own app and
// database); the few that replace modules run in `api-isolated` (vitest.isolated.config.ts).
export default defineProject({
  test: {
    name: 'api',
    include: TEST_GLOBS,
    exclude: [
      '**/node_modules/**',
      ...isolatedTestFiles(import.meta.dirname),
      ...(process.env.API_TESTS === 'database' ? DATABASE_FREE_TESTS : []),
    ],
    ...sharedProjectSettings,
    isolate: false,
  },
});
