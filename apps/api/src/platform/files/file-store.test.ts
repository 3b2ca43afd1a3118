import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3 } from '../../../test/helpers/s3-server.js';
import type { FileStore } from './file-store.js';
import { createLocalFileStore } from './local-file-store.js';

/** One store under test, fresh for each test, and what it holds as seen from outside it. */
interface Subject {
  store: FileStore;
  /** Every stored key, sorted (local: every file on disk, hidden temp files included). */
  stored: () => Promise<string[]>;
}

interface Backend {
  kind: 'local' | 's3';
  setup(): Promise<void>;
  fresh(): Promise<Subject>;
  teardown(): Promise<void>;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

function localBackend(): Backend {
  let base: string;
  let n = 0;
  return {
    kind: 'local',
    async setup() {
      base = await mkdtemp(path.join(tmpdir(), 'prd-files-'));
    },
    async fresh() {
      const root = path.join(base, `store-${++n}`);
      return { store: createLocalFileStore(root), stored: () => listFiles(root) };
    },
    teardown: () => rm(base, { recursive: true, force: true }),
  };
}

function s3Backend(): Backend {
  let s3: TestS3;
  let n = 0;
  return {
    kind: 's3',
    async setup() {
      s3 = await startS3Server();
    },
    async fresh() {
      // Each test under its own prefix: the prefix option is exercised on every call.
      const prefix = `run-${++n}`;
      return {
        store: s3.store({ prefix }),
        stored: async () => {
          const keys = await s3.objects();
          const mine = keys.filter((k) => k.startsWith(`${prefix}/`));
          return mine.map((k) => k.slice(prefix.length + 1));
        },
      };
    },
    teardown: () => s3.close(),
  };
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

async function* failingAfter(chunks: Buffer[]) {
  for (const chunk of chunks) {
    yield chunk;
    await Promise.resolve();
  }
  throw new Error('upload aborted');
}

const MB = 1024 * 1024;

describe.each([localBackend(), s3Backend()])('file store: $kind', (backend) => {
  let store: FileStore;
  let stored: () => Promise<string[]>;
  let dir: string;

  beforeAll(async () => {
    await backend.setup();
    dir = await mkdtemp(path.join(tmpdir(), 'prd-downloads-'));
  });
  afterAll(async () => {
    await backend.teardown();
    await rm(dir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    ({ store, stored } = await backend.fresh());
  });

  it('round-trips a Buffer', async () => {
    expect(store.kind).toBe(backend.kind);
    const data = randomBytes(4096);
    expect(await store.put('avatars/3f2a9c.webp', data)).toEqual({ size: 4096 });
    const opened = await store.open('avatars/3f2a9c.webp');
    expect(opened?.size).toBe(4096);
    expect((await readAll(opened!.stream)).equals(data)).toBe(true);
    expect(await stored()).toEqual(['avatars/3f2a9c.webp']);
  });

  it('round-trips a stream of unknown length in many chunks', async () => {
    const chunks = Array.from({ length: 64 }, () => randomBytes(16 * 1024));
    const { size } = await store.put('uploads/u1/big.bin', Readable.from(chunks));
    expect(size).toBe(64 * 16 * 1024);
    const opened = await store.open('uploads/u1/big.bin');
    expect(opened?.size).toBe(size);
    expect((await readAll(opened!.stream)).equals(Buffer.concat(chunks))).toBe(true);
  });

  it('streams a file larger than one S3 part (multipart) and reads it back whole', async () => {
    const chunks = Array.from({ length: 13 }, () => randomBytes(MB / 2));
    const { size } = await store.put('uploads/u1/video.mp4', Readable.from(chunks));
    expect(size).toBe(6.5 * MB);
    const opened = await store.open('uploads/u1/video.mp4');
    expect(opened?.size).toBe(size);
    expect((await readAll(opened!.stream)).equals(Buffer.concat(chunks))).toBe(true);
  });

  it('stores an empty file, from a Buffer or an empty stream', async () => {
    expect(await store.put('empty', Buffer.alloc(0))).toEqual({ size: 0 });
    expect(await store.put('empty-stream', Readable.from([]))).toEqual({ size: 0 });
    for (const key of ['empty', 'empty-stream']) {
      const opened = await store.open(key);
      expect(opened?.size).toBe(0);
      expect(await text(opened!.stream)).toBe('');
    }
  });

  it('replaces an existing key whole', async () => {
    await store.put('docs/prd.md', Buffer.from('first version, quite a bit longer'));
    await store.put('docs/prd.md', Readable.from([Buffer.from('sec'), Buffer.from('ond')]));
    const opened = await store.open('docs/prd.md');
    expect(opened?.size).toBe(6);
    expect(await text(opened!.stream)).toBe('second');
    expect(await stored()).toEqual(['docs/prd.md']);
  });

  it('returns null for a missing key, a folder and a path below a file', async () => {
    expect(await store.open('avatars/nope.webp')).toBeNull();
    await store.put('a/b.txt', Buffer.from('x'));
    expect(await store.open('a')).toBeNull();
    expect(await store.open('a/b.txt/c')).toBeNull();
  });

  it('removes a key, and removing again or a missing key is fine', async () => {
    await store.put('avatars/x.png', Buffer.from('png'));
    await store.remove('avatars/x.png');
    expect(await store.open('avatars/x.png')).toBeNull();
    await expect(store.remove('avatars/x.png')).resolves.toBeUndefined();
    await expect(store.remove('never/was/here.txt')).resolves.toBeUndefined();
    expect(await stored()).toEqual([]);
  });

  it('removes a folder and everything below it, and nothing beside it', async () => {
    await store.put('chat/one/a.pdf', Buffer.from('a'));
    await store.put('chat/one/prd-1.docx', Buffer.from('b'));
    await store.put('chat/one-more/c.pdf', Buffer.from('c'));
    await store.put('chat/two/d.pdf', Buffer.from('d'));
    await store.removeFolder('chat/one');
    expect(await stored()).toEqual(['chat/one-more/c.pdf', 'chat/two/d.pdf']);
    await expect(store.removeFolder('chat/one')).resolves.toBeUndefined();
    await expect(store.removeFolder('never/here')).resolves.toBeUndefined();
    await expect(store.removeFolder('../chat')).rejects.toThrow(/Invalid file key/);
    expect(await stored()).toEqual(['chat/one-more/c.pdf', 'chat/two/d.pdf']);
  });

  it.each([
    ['a small stream', [Buffer.from('partial')]],
    ['a stream past one S3 part', Array.from({ length: 12 }, () => randomBytes(MB / 2))],
  ])('stores nothing and reports the source error when %s fails', async (_name, chunks) => {
    await store.put('uploads/kept.pdf', Buffer.from('kept'));
    await expect(
      store.put('uploads/broken.pdf', Readable.from(failingAfter(chunks))),
    ).rejects.toThrow('upload aborted');
    expect(await store.open('uploads/broken.pdf')).toBeNull();
    expect(await stored()).toEqual(['uploads/kept.pdf']);
  });

  it('writes many keys concurrently, with the right sizes', async () => {
    const items = Array.from({ length: 40 }, (_, i) => ({
      key: `batch/${i % 4}/file-${i}.bin`,
      data: randomBytes(1000 + i * 37),
    }));
    const sizes = await Promise.all(
      items.map((it, i) => store.put(it.key, i % 2 ? it.data : Readable.from([it.data]))),
    );
    expect(sizes.map((s) => s.size)).toEqual(items.map((it) => it.data.length));
    for (const it of items) {
      const opened = await store.open(it.key);
      expect(opened?.size).toBe(it.data.length);
      expect((await readAll(opened!.stream)).equals(it.data)).toBe(true);
    }
    expect(await stored()).toEqual(items.map((it) => it.key).sort());
  });

  it('keeps one whole version when the same key is written concurrently', async () => {
    const versions = Array.from({ length: 10 }, (_, i) => Buffer.alloc(50_000, i));
    await Promise.all(versions.map((v) => store.put('same/key.bin', v)));
    const stored1 = await readAll((await store.open('same/key.bin'))!.stream);
    expect(versions.some((v) => v.equals(stored1))).toBe(true);
    expect(await stored()).toEqual(['same/key.bin']);
  });

  it('downloads a key to a file, replacing what was there', async () => {
    const data = randomBytes(3 * MB + 17);
    await store.put('chat/s-1/brief.pdf', Readable.from([data.subarray(0, MB), data.subarray(MB)]));
    const dest = path.join(dir, `${backend.kind}-brief.pdf`);
    await writeFile(dest, 'older and different content');
    expect(await store.download('chat/s-1/brief.pdf', dest)).toEqual({ size: data.length });
    expect((await readFile(dest)).equals(data)).toBe(true);
    // The caller owns its copy: changing it leaves the stored file as it was.
    await writeFile(dest, 'changed by the worker');
    expect((await readAll((await store.open('chat/s-1/brief.pdf'))!.stream)).equals(data)).toBe(
      true,
    );
  });

  it('downloads an empty file, and answers null for a missing key without making a file', async () => {
    await store.put('chat/s-1/empty.txt', Buffer.alloc(0));
    const empty = path.join(dir, `${backend.kind}-empty.txt`);
    expect(await store.download('chat/s-1/empty.txt', empty)).toEqual({ size: 0 });
    expect(await readFile(empty)).toHaveLength(0);

    const missing = path.join(dir, `${backend.kind}-missing.pdf`);
    expect(await store.download('chat/s-1/missing.pdf', missing)).toBeNull();
    expect(existsSync(missing)).toBe(false);
  });

  it('fails a download into a folder that does not exist', async () => {
    await store.put('chat/s-1/a.txt', Buffer.from('a'));
    await expect(
      store.download('chat/s-1/a.txt', path.join(dir, 'no-such-folder', 'a.txt')),
    ).rejects.toThrow(/ENOENT/);
  });

  const badKeys = [
    '',
    '../escape.txt',
    'avatars/../../etc/passwd',
    '..',
    '.',
    './a.txt',
    '/etc/passwd',
    'avatars/',
    'avatars//x.png',
    'a\\b.png',
    '.hidden',
    'file.tar.gz',
    'name with space.png',
    'naïve.png',
    'a\0b',
    'x'.repeat(129),
    Array.from({ length: 9 }, () => 'a').join('/'),
  ];

  it('refuses bad keys on every call and stores nothing', async () => {
    const dest = path.join(dir, `${backend.kind}-bad.bin`);
    for (const key of badKeys) {
      await expect(store.put(key, Buffer.from('x')), key).rejects.toThrow(/Invalid file key/);
      await expect(store.put(key, Readable.from(['x'])), key).rejects.toThrow(/Invalid file key/);
      await expect(store.open(key), key).rejects.toThrow(/Invalid file key/);
      await expect(store.download(key, dest), key).rejects.toThrow(/Invalid file key/);
      await expect(store.remove(key), key).rejects.toThrow(/Invalid file key/);
    }
    expect(existsSync(dest)).toBe(false);
    expect(await stored()).toEqual([]);
  });
});
