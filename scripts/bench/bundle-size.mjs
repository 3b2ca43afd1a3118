// Initial JavaScript of the landing route, gzipped: the entry script of apps/web/dist/index.html
// and every chunk it preloads or imports statically. Budget (issue 3): under 150 KB. Also shown:
// what the server actually sends, the build's Brotli copies (issue 25).
import { existsSync, readFileSync, statSync } from 'node:fs';
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
let served = 0;
for (const file of seen) {
  const full = path.join(dist, file);
  const gz = gzipSync(readFileSync(full), { level: 9 }).length;
  const br = existsSync(`${full}.br`) ? statSync(`${full}.br`).size : gz;
  total += gz;
  served += br;
  console.log(
    `  ${(gz / 1024).toFixed(1).padStart(7)} KB  ${file} (${(br / 1024).toFixed(1)} KB as served, br)`,
  );
}
console.log(
  `landing route initial JS (gzip): ${(total / 1024).toFixed(1)} KB of ${BUDGET / 1024} KB budget (ratio ${(total / BUDGET).toFixed(2)}); sent as Brotli: ${(served / 1024).toFixed(1)} KB`,
);
process.exit(total <= BUDGET ? 0 : 1);
