import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDocx, makePdf } from '../../../test/fixtures/make-fixtures.js';

const run = promisify(execFile);
const apiRoot = path.resolve(import.meta.dirname, '../../..');
let dir: string;

beforeAll(async () => {
  // Inside node_modules, so the bundle's external packages resolve as they do from apps/api/dist.
  const cache = path.join(apiRoot, 'node_modules/.cache');
  await mkdir(cache, { recursive: true });
  dir = await mkdtemp(path.join(cache, 'prd-extract-bundle-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('bundled worker threads', () => {
  it('load from an esbuild bundle laid out like apps/api/dist', async () => {
    const pkg = JSON.parse(await readFile(path.join(apiRoot, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const entry = path.join(dir, 'entry.ts');
    const extractor = path.join(import.meta.dirname, 'extractor.ts');
    const workers = path.join(import.meta.dirname, '../workers');
    const taskPool = path.join(workers, 'task-pool.ts');
    await writeFile(
      entry,
      `import { createExtractor } from ${JSON.stringify(extractor)};
import { createTaskPool } from ${JSON.stringify(taskPool)};
const extractor = createExtractor({ workers: 1, ffmpegPath: 'ffmpeg', docxMaxEntries: 100,
  docxMaxUnpackedBytes: 1e7 });
const [pdf, docx] = process.argv.slice(2);
const a = await extractor.extract({ path: pdf, name: 'a.pdf', kind: 'document', ext: 'pdf',
  mediaType: 'application/pdf' });
const b = await extractor.extract({ path: docx, name: 'b.docx', kind: 'document', ext: 'docx',
  mediaType: 'x' });
const tasks = createTaskPool({ size: 1, writerTimeoutMs: 30000, docxTimeoutMs: 30000,
  maxHeapMb: 256 });
const prd = (await tasks.draftOffline({ message: 'Bundled: users must export invoices as CSV.',
  files: [], chunks: [], images: [], notes: [], previousPrd: undefined, history: [],
  now: new Date(0) })).chunks.join('');
const word = await tasks.markdownToDocx(prd, 'Bundled');
console.log(JSON.stringify({ chunks: [...a.chunks, ...b.chunks], stats: extractor.stats(), prd,
  word: Buffer.from(word.subarray(0, 2)).toString(), tasks: tasks.stats() }));
await Promise.all([extractor.close(), tasks.close()]);
`,
    );
    // The same options as apps/api/build.mjs, with this entry standing in for server.ts.
    await build({
      entryPoints: {
        server: entry,
        'extract-worker': path.join(import.meta.dirname, 'extract-worker.ts'),
        'task-worker': path.join(apiRoot, 'src/task-worker.ts'),
      },
      outdir: path.join(dir, 'dist'),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      external: Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@prd/')),
      logLevel: 'warning',
    });
    const pdf = await makePdf(dir, ['Bundled page one', 'Bundled page two']);
    const docx = await makeDocx(dir, ['Bundled paragraph.']);

    const { stdout } = await run(process.execPath, [path.join(dir, 'dist/server.js'), pdf, docx], {
      timeout: 60_000,
    });
    const result = JSON.parse(stdout) as {
      chunks: unknown[];
      stats: { started: number };
      prd: string;
      word: string;
      tasks: { started: number; tasksDone: number };
    };
    expect(result.chunks).toEqual([
      { file: 'a.pdf', locator: 'page 1', text: 'Bundled page one' },
      { file: 'a.pdf', locator: 'page 2', text: 'Bundled page two' },
      { file: 'b.docx', locator: 'paragraph 1', text: 'Bundled paragraph.' },
    ]);
    expect(result.stats.started).toBe(1);
    // The offline writer and the Word builder ran in the bundled task worker.
    expect(result.prd).toContain('export invoices as CSV');
    expect(result.word).toBe('PK');
    expect(result.tasks).toMatchObject({ started: 1, tasksDone: 2 });
  }, 90_000);
});
