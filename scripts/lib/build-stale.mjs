// Builds the workspaces whose output is missing or older than their sources (`npm start`,
// `npm run migrate`).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');
export const at = (...p) => path.join(root, ...p);

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

const targets = [
  {
    name: '@prd/web',
    outputs: [at('apps/web/dist/index.html')],
    sources: [
      at('apps/web/src'),
      at('apps/web/build'),
      at('apps/web/index.html'),
      at('apps/web/vite.config.ts'),
      at('packages'),
    ],
  },
  {
    name: '@prd/api',
    outputs: [at('apps/api/dist/server.js'), at('apps/api/dist/migrate.js')],
    sources: [at('apps/api/src'), at('packages')],
  },
];

/** Builds each of `names` (workspace names) that is not built or older than its sources. */
export function buildStale(names) {
  for (const t of targets.filter((target) => names.includes(target.name))) {
    const built = Math.min(
      ...t.outputs.map((output) => (existsSync(output) ? statSync(output).mtimeMs : 0)),
    );
    const newest = Math.max(...t.sources.map(newestMtime));
    if (built === 0 || newest > built) {
      console.log(`building ${t.name}…`);
      execSync(`npm run build -w ${t.name}`, { cwd: root, stdio: 'inherit' });
    }
  }
}
