import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { messages } from '@prd/contract';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const web = path.resolve(import.meta.dirname, '..');
const vite = path.resolve(web, '../../node_modules/vite/bin/vite.js');
const dirs: string[] = [];

/**
 * Builds the web app into a temp folder with this NODE_ENV; returns its scripts by name, its
 * folder and its asset file names.
 */
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
  const all = (await readdir(assets)).sort();
  const scripts = await Promise.all(
    all
      .filter((f) => f.endsWith('.js'))
      .map(async (name) => ({
        name,
        size: (await stat(path.join(assets, name))).size,
        code: await readFile(path.join(assets, name), 'utf8'),
      })),
  );
  return Object.assign(scripts, { outDir, all });
}

let plainBuild: ReturnType<typeof build> | undefined;
/** The build without NODE_ENV, made once for the tests that read it. */
const plain = () => (plainBuild ??= build(undefined));

afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('the web build', () => {
  it('is the production bundle whatever NODE_ENV says', async () => {
    const [plainScripts, development] = await Promise.all([plain(), build('development')]);
    expect(development.length).toBeGreaterThan(0);
    const developmentReact = development
      .filter(({ code }) => /jsxDEV|react\.development|react-dom\.development/.test(code))
      .map(({ name }) => name);
    expect(developmentReact).toEqual([]);
    // Same modules, same content: the same hashed names and sizes.
    expect(development.map(({ name, size }) => ({ name, size }))).toEqual(
      plainScripts.map(({ name, size }) => ({ name, size })),
    );
    // Two builds side by side on a shared 2-core machine, Brotli at its best quality included.
  }, 300_000);

  it('writes a Brotli and a gzip copy of each text asset that unpack to the asset', async () => {
    const { outDir, all } = await plain();
    const assets = path.join(outDir, 'assets');
    const big = [];
    for (const name of all.filter((f) => /\.(?:js|css)$/.test(f))) {
      const data = await readFile(path.join(assets, name));
      if (data.length < 1024) continue;
      big.push(name);
      expect(brotliDecompressSync(await readFile(path.join(assets, `${name}.br`)))).toEqual(data);
      expect(gunzipSync(await readFile(path.join(assets, `${name}.gz`)))).toEqual(data);
    }
    expect(big.some((name) => name.endsWith('.css'))).toBe(true);
    expect(big.filter((name) => name.endsWith('.js')).length).toBeGreaterThan(5);
  }, 300_000);

  it('puts the landing shell (hero and chat box) into index.html, script and all', async () => {
    const { outDir } = await plain();
    const html = await readFile(path.join(outDir, 'index.html'), 'utf8');
    const shell = /<div id="root"><!--landing-shell-->([\s\S]*)<!--\/landing-shell--><\/div>/.exec(
      html,
    )?.[1];
    expect(shell).toBeDefined();
    expect(shell).toContain(`>${messages.landing.heading}</h1>`);
    expect(shell).toContain(`placeholder="${messages.landing.chatPlaceholder}"`);
    // No style attribute (the CSP refuses them): one <style> with the page's nonce instead.
    expect(shell).not.toMatch(/\sstyle="/);
    expect(shell).toMatch(
      /^<style nonce="__CSP_NONCE__">\[data-shell-style="0"\]\{[^<]+\}<\/style>/,
    );
    // One inline script, the last thing in #root: it removes the shell for a signed-in person.
    expect(shell!.match(/<script>/g)).toHaveLength(1);
    expect(shell).toMatch(/<script>[^<]*replaceChildren\(\)[^<]*<\/script>$/);
  }, 300_000);
});
