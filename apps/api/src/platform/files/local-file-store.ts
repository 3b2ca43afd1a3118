import { randomBytes } from 'node:crypto';
import { constants, createWriteStream } from 'node:fs';
import { copyFile, mkdir, open, rename, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertValidKey, type FileStore } from './file-store.js';

const hasCode = (err: unknown, ...codes: string[]) =>
  err instanceof Error && codes.includes((err as NodeJS.ErrnoException).code ?? '');

const isFile = (target: string) =>
  stat(target).then(
    (info) => info.isFile(),
    (err: unknown) => {
      if (hasCode(err, 'ENOENT', 'ENOTDIR')) return false;
      throw err;
    },
  );

/** Files under rootDir, one file per key. Writes land whole or not at all (temp file + rename). */
export function createLocalFileStore(rootDir: string): FileStore {
  const root = path.resolve(rootDir);

  const resolve = (key: string) => {
    assertValidKey(key);
    const full = path.join(root, ...key.split('/'));
    // Belt and braces: the key pattern already keeps every path inside root.
    if (!full.startsWith(root + path.sep)) throw new Error('Invalid file key');
    return full;
  };

  return {
    kind: 'local',

    async put(key, data) {
      const target = resolve(key);
      const dir = path.dirname(target);
      await mkdir(dir, { recursive: true });
      // A leading dot can never be a valid key segment, so temp files never collide with keys.
      const temp = path.join(
        dir,
        `.${path.basename(target)}.${randomBytes(8).toString('hex')}.tmp`,
      );
      const source = Buffer.isBuffer(data) ? Readable.from([data]) : data;
      try {
        await pipeline(source, createWriteStream(temp, { flags: 'wx', mode: 0o600, flush: true }));
        const { size } = await stat(temp);
        await rename(temp, target);
        return { size };
      } catch (err) {
        await unlink(temp).catch(() => undefined);
        throw err;
      }
    },

    async open(key) {
      const target = resolve(key);
      let handle;
      try {
        handle = await open(target, 'r');
      } catch (err) {
        if (hasCode(err, 'ENOENT', 'ENOTDIR', 'EISDIR')) return null;
        throw err;
      }
      try {
        const info = await handle.stat();
        if (!info.isFile()) {
          await handle.close();
          return null;
        }
        // The stream owns the handle from here and closes it when done or destroyed.
        return { stream: handle.createReadStream(), size: info.size };
      } catch (err) {
        await handle.close();
        throw err;
      }
    },

    async download(key, destPath) {
      const source = resolve(key);
      if (!(await isFile(source))) return null;
      try {
        // A copy, not a hard link: the caller may change or delete its file freely.
        // FICLONE makes it a cheap reflink where the filesystem can.
        await copyFile(source, destPath, constants.COPYFILE_FICLONE);
        return { size: (await stat(destPath)).size };
      } catch (err) {
        await unlink(destPath).catch(() => undefined);
        // Removed between the check and the copy.
        if (!(await isFile(source))) return null;
        throw err;
      }
    },

    async remove(key) {
      try {
        await unlink(resolve(key));
      } catch (err) {
        if (!hasCode(err, 'ENOENT', 'ENOTDIR')) throw err;
      }
    },

    async removeFolder(folder) {
      await rm(resolve(folder), { recursive: true, force: true });
    },

    async close() {},
  };
}
