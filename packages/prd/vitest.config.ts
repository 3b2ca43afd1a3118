import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'prd', include: ['src/**/*.test.ts'] },
});
