import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'documents', include: ['src/**/*.test.ts'] },
});
