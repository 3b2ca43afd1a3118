// `npm start`: builds what is not built (or is older than its sources), then runs the server
// in this process, so SIGTERM reaches the server's graceful shutdown directly.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const at = (...p) => path.join(root, ...p);

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

const contract = newestMtime(at('packages'));
const targets = [
  {
    name: '@prd/web',
    output: at('apps/web/dist/index.html'),
    sources: [
      at('apps/web/src'),
      at('apps/web/index.html'),
      at('apps/web/vite.config.ts'),
      contract,
    ],
  },
  {
    name: '@prd/api',
    output: at('apps/api/dist/server.js'),
    sources: [at('apps/api/src'), contract],
  },
];

for (const t of targets) {
  const built = existsSync(t.output) ? statSync(t.output).mtimeMs : 0;
  const newest = Math.max(...t.sources.map((s) => (typeof s === 'number' ? s : newestMtime(s))));
  if (built === 0 || newest > built) {
    console.log(`building ${t.name}…`);
    execSync(`npm run build -w ${t.name}`, { cwd: root, stdio: 'inherit' });
  }
}

// `npm run worker` (node scripts/start.mjs worker): the job worker instead of the server.
const entry = process.argv[2] === 'worker' ? 'worker.js' : 'server.js';
await import(pathToFileURL(at('apps/api/dist', entry)).href);
