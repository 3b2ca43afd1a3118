import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { assertValidKey } from './file-store.js';
import { createLocalFileStore } from './local-file-store.js';

// The behaviour every store shares is in file-store.test.ts; this is what only the disk has.
describe('local file store on disk', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'prd-files-'));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('keeps one private file per key under the root', async () => {
    const store = createLocalFileStore(path.join(root, 'files'));
    const data = randomBytes(4096);
    await store.put('avatars/3f2a9c.webp', data);
    const file = path.join(root, 'files', 'avatars', '3f2a9c.webp');
    expect(await readFile(file)).toEqual(data);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('downloads a private copy, not a link to the stored file', async () => {
    const store = createLocalFileStore(path.join(root, 'files'));
    await store.put('chat/s/a.pdf', Buffer.from('%PDF-1.4'));
    const dest = path.join(root, 'a.pdf');
    await store.download('chat/s/a.pdf', dest);
    const info = await stat(dest);
    expect(info.nlink).toBe(1);
    expect(info.mode & 0o777).toBe(0o600);
  });
});

describe('assertValidKey', () => {
  it.each([
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
  ])('rejects the bad key %j', (key) => {
    expect(() => assertValidKey(key)).toThrow(/Invalid file key/);
  });

  it.each(['avatars/3f2a-9c_b.webp', 'README', 'a/b/c/d.docx', 'x'.repeat(128)])(
    'accepts the good key %j',
    (key) => {
      expect(() => assertValidKey(key)).not.toThrow();
    },
  );
});
