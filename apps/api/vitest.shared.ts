import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Tests that reach no database: the writers, the evaluation, file extraction, the outgoing-HTTP
 * guard, file stores, workers, mail, secrets, signed links, Redis streams and queues, OAuth fetch
 * and static web serving. The PostgreSQL pass of CI (`API_TESTS=database`) leaves them out: a
 * second database cannot change their outcome.
 */
export const DATABASE_FREE_TESTS = [
  'src/platform/ai/**',
  'src/modules/prd/writers/**',
  'eval/**',
  'src/platform/extract/**',
  'src/platform/net/**',
  'src/platform/files/**',
  'src/platform/workers/**',
  'src/platform/mail/**',
  'src/platform/secrets/**',
  'src/platform/signed-urls/**',
  'src/platform/streams/**',
  'src/platform/jobs/**',
  'src/platform/oauth/**',
  'src/http/**',
];

/** Where the API's tests live. */
export const TEST_GLOBS = ['src/**/*.test.ts', 'test/**/*.test.ts', 'eval/**/*.test.ts'];

/**
 * Test files that need a fresh module graph of their own: they replace a module (`vi.mock`),
 * which only works when nothing imported it before in the same worker. Everything else shares
 * its worker's loaded modules (the app's import costs ~2 s per file otherwise; isolation halved
 * the suite's time). Found by reading the files, so a new mocking test is isolated by itself.
 */
export function isolatedTestFiles(root: string): string[] {
  const out: string[] = [];
  for (const dir of ['src', 'test', 'eval']) {
    const entries = readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' });
    for (const entry of entries) {
      if (!entry.endsWith('.test.ts')) continue;
      const file = path.join(dir, entry);
      if (/\bvi\.(?:mock|doMock|unmock)\(/.test(readFileSync(path.join(root, file), 'utf8')))
        out.push(file.split(path.sep).join('/'));
    }
  }
  return out.sort();
}

export const sharedProjectSettings = {
  environment: 'node' as const,
  globalSetup: ['test/global-setup.ts'],
  pool: 'forks' as const,
  testTimeout: 30_000,
  hookTimeout: 60_000,
};
