// Bundles the API (and the workspace packages it imports) into dist/server.js and the migration
// command into dist/migrate.js; npm packages stay external. Migrations and a migrated PGlite
// snapshot go beside the bundles, where db/client.ts looks for them.
import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const here = import.meta.dirname;
const pkg = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@prd/'));
const dist = path.join(here, 'dist');

rmSync(dist, { recursive: true, force: true });
await build({
  // The worker entries sit beside server.js, which starts them by path: document parsing in
  // child processes (processEntry in src/platform/workers/process-pool.ts), and the offline
  // writer with the Word builder in worker threads (workerEntry in worker-pool.ts).
  entryPoints: {
    server: path.join(here, 'src/server.ts'),
    worker: path.join(here, 'src/worker.ts'),
    // `npm run migrate` in production runs this bundle (no tsx needed).
    migrate: path.join(here, 'src/cli/migrate.ts'),
    'extract-worker': path.join(here, 'src/platform/extract/extract-worker.ts'),
    'task-worker': path.join(here, 'src/task-worker.ts'),
  },
  outdir: dist,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
cpSync(path.join(here, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
// A migrated PGlite cluster to start new data directories from (see src/db/pglite-template.ts).
execFileSync(
  process.execPath,
  [
    '--import',
    'tsx',
    path.join(here, 'src/db/pglite-template.ts'),
    path.join(dist, 'pglite-template.tar'),
  ],
  { stdio: 'inherit' },
);
console.log(
  'api built: apps/api/dist/server.js, dist/worker.js, dist/migrate.js, dist/extract-worker.js, dist/task-worker.js, dist/pglite-template.tar',
);
