import { defineProject } from 'vitest/config';
import { isolatedTestFiles, sharedProjectSettings } from './vitest.shared.js';

// The API's tests that replace a module (vi.mock): each in a fresh module graph.
export default defineProject({
  test: {
    name: 'api-isolated',
    include: isolatedTestFiles(import.meta.dirname),
    ...sharedProjectSettings,
    isolate: true,
  },
});
