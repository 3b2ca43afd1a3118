// Initial JavaScript of the landing route, gzipped: the entry script of apps/web/dist/index.html
// and every chunk it preloads or imports statically. Budget (issue 3): under 150 KB.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../../apps/web/dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const entries = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);

const seen = new Set();
function walk(file) {
  if (seen.has(file)) return;
  seen.add(file);
  const code = readFileSync(path.join(dist, file), 'utf8');
  // Static imports only (`import … from "./x.js"` / `import "./x.js"`); dynamic import() is lazy.
  for (const m of code.matchAll(
    /(?:^|[;\n}])\s*import\s*(?:[^'"()]*?from\s*)?["']\.\/([^"']+\.js)["']/g,
  )) {
    walk(`/assets/${m[1]}`);
  }
}
entries.forEach(walk);

const BUDGET = 150 * 1024;
let total = 0;
for (const file of seen) {
  const gz = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  total += gz;
  console.log(`  ${(gz / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
console.log(
  `landing route initial JS (gzip): ${(total / 1024).toFixed(1)} KB of ${BUDGET / 1024} KB budget (ratio ${(total / BUDGET).toFixed(2)})`,
);
process.exit(total <= BUDGET ? 0 : 1);
