import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const web = path.resolve(import.meta.dirname, '..');
const vite = path.resolve(web, '../../node_modules/vite/bin/vite.js');
const dirs: string[] = [];

/** Builds the web app into a temp folder with this NODE_ENV; returns its assets by name. */
async function build(nodeEnv: string | undefined) {
  const outDir = await mkdtemp(path.join(tmpdir(), 'prd-web-build-'));
  dirs.push(outDir);
  const env = { ...process.env };
  delete env.NODE_ENV;
  if (nodeEnv !== undefined) env.NODE_ENV = nodeEnv;
  await run(
    process.execPath,
    [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    {
      cwd: web,
      env,
    },
  );
  const assets = path.join(outDir, 'assets');
  const files = (await readdir(assets)).filter((f) => f.endsWith('.js')).sort();
  return Promise.all(
    files.map(async (name) => ({
      name,
      size: (await stat(path.join(assets, name))).size,
      code: await readFile(path.join(assets, name), 'utf8'),
    })),
  );
}

afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('the web build', () => {
  it('is the production bundle whatever NODE_ENV says', async () => {
    const [plain, development] = await Promise.all([build(undefined), build('development')]);
    expect(development.length).toBeGreaterThan(0);
    const developmentReact = development
      .filter(({ code }) => /jsxDEV|react\.development|react-dom\.development/.test(code))
      .map(({ name }) => name);
    expect(developmentReact).toEqual([]);
    // Same modules, same content: the same hashed names and sizes.
    expect(development.map(({ name, size }) => ({ name, size }))).toEqual(
      plain.map(({ name, size }) => ({ name, size })),
    );
  }, 60_000);
});
