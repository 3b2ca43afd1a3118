import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { assertValidKey } from './file-store.js';
import { createLocalFileStore } from './local-file-store.js';

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** Every file under dir, relative, including hidden ones (temp files would show up here). */
async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

describe('local file store', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'prd-files-'));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('round-trips a Buffer', async () => {
    const store = createLocalFileStore(root);
    expect(store.kind).toBe('local');
    const data = randomBytes(4096);
    expect(await store.put('avatars/3f2a9c.webp', data)).toEqual({ size: 4096 });

    const opened = await store.open('avatars/3f2a9c.webp');
    expect(opened?.size).toBe(4096);
    expect((await readAll(opened!.stream)).equals(data)).toBe(true);
    expect(await readFile(path.join(root, 'avatars', '3f2a9c.webp'))).toEqual(data);
    expect((await stat(path.join(root, 'avatars', '3f2a9c.webp'))).mode & 0o777).toBe(0o600);
  });

  it('round-trips a stream in many chunks', async () => {
    const store = createLocalFileStore(root);
    const chunks = Array.from({ length: 64 }, () => randomBytes(16 * 1024));
    const { size } = await store.put('uploads/u1/big.bin', Readable.from(chunks));
    expect(size).toBe(64 * 16 * 1024);

    const opened = await store.open('uploads/u1/big.bin');
    expect(opened?.size).toBe(size);
    expect((await readAll(opened!.stream)).equals(Buffer.concat(chunks))).toBe(true);
  });

  it('stores an empty file', async () => {
    const store = createLocalFileStore(root);
    expect(await store.put('empty', Buffer.alloc(0))).toEqual({ size: 0 });
    const opened = await store.open('empty');
    expect(opened?.size).toBe(0);
    expect(await text(opened!.stream)).toBe('');
  });

  it('replaces an existing key whole', async () => {
    const store = createLocalFileStore(root);
    await store.put('docs/prd.md', Buffer.from('first version, quite a bit longer'));
    await store.put('docs/prd.md', Buffer.from('second'));
    const opened = await store.open('docs/prd.md');
    expect(opened?.size).toBe(6);
    expect(await text(opened!.stream)).toBe('second');
    expect(await listFiles(root)).toEqual(['docs/prd.md']);
  });

  it('returns null for a missing key, a missing folder or a folder', async () => {
    const store = createLocalFileStore(root);
    expect(await store.open('avatars/nope.webp')).toBeNull();
    await store.put('a/b.txt', Buffer.from('x'));
    expect(await store.open('a')).toBeNull();
    expect(await store.open('a/b.txt/c')).toBeNull();
  });

  it('removes a key, and removing again or a missing key is fine', async () => {
    const store = createLocalFileStore(root);
    await store.put('avatars/x.png', Buffer.from('png'));
    await store.remove('avatars/x.png');
    expect(await store.open('avatars/x.png')).toBeNull();
    await expect(store.remove('avatars/x.png')).resolves.toBeUndefined();
    await expect(store.remove('never/was/here.txt')).resolves.toBeUndefined();
  });

  it('leaves no temp file and no target when the source stream fails', async () => {
    const store = createLocalFileStore(root);
    async function* failing() {
      yield Buffer.from('partial');
      await Promise.resolve();
      throw new Error('upload aborted');
    }
    await expect(store.put('uploads/broken.pdf', Readable.from(failing()))).rejects.toThrow(
      'upload aborted',
    );
    expect(await store.open('uploads/broken.pdf')).toBeNull();
    expect(await listFiles(root)).toEqual([]);
  });

  it('writes many keys concurrently', async () => {
    const store = createLocalFileStore(root);
    const items = Array.from({ length: 40 }, (_, i) => ({
      key: `batch/${i % 4}/file-${i}.bin`,
      data: randomBytes(1000 + i * 37),
    }));
    const sizes = await Promise.all(items.map((it) => store.put(it.key, it.data)));
    expect(sizes.map((s) => s.size)).toEqual(items.map((it) => it.data.length));

    for (const it of items) {
      const opened = await store.open(it.key);
      expect((await readAll(opened!.stream)).equals(it.data)).toBe(true);
    }
    expect(await listFiles(root)).toHaveLength(40);
  });

  it('keeps one whole version when the same key is written concurrently', async () => {
    const store = createLocalFileStore(root);
    const versions = Array.from({ length: 10 }, (_, i) => Buffer.alloc(50_000, i));
    await Promise.all(versions.map((v) => store.put('same/key.bin', v)));
    const stored = await readAll((await store.open('same/key.bin'))!.stream);
    expect(versions.some((v) => v.equals(stored))).toBe(true);
    expect(await listFiles(root)).toEqual(['same/key.bin']);
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
    '..\\windows.ini',
    '.hidden',
    'avatars/.x.png',
    'file.tar.gz',
    'a/b/c.',
    'name with space.png',
    'naïve.png',
    'a\0b',
    'x'.repeat(129),
    Array.from({ length: 9 }, () => 'a').join('/'),
  ];

  it.each(badKeys)('rejects the bad key %j everywhere', async (key) => {
    const store = createLocalFileStore(root);
    expect(() => assertValidKey(key)).toThrow(/Invalid file key/);
    await expect(store.put(key, Buffer.from('x'))).rejects.toThrow(/Invalid file key/);
    await expect(store.open(key)).rejects.toThrow(/Invalid file key/);
    await expect(store.remove(key)).rejects.toThrow(/Invalid file key/);
    expect(await listFiles(root)).toEqual([]);
  });

  it.each(['avatars/3f2a-9c_b.webp', 'README', 'a/b/c/d.docx', 'x'.repeat(128)])(
    'accepts the good key %j',
    (key) => {
      expect(() => assertValidKey(key)).not.toThrow();
    },
  );
});
