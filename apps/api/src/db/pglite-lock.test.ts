import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { DatabaseInUseError, lockPgliteDir } from './pglite-lock.js';

const dirs: string[] = [];
const freshDir = () => {
  const d = mkdtempSync(path.join(tmpdir(), 'prd-lock-'));
  dirs.push(d);
  return path.join(d, 'db');
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

test('takes the lock, writes its pid and releases it', () => {
  const dir = freshDir();
  const release = lockPgliteDir(dir);
  expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
  release();
  expect(existsSync(`${dir}.lock`)).toBe(false);
});

test('refuses a directory locked by another live process', async () => {
  const dir = freshDir();
  const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
  try {
    writeFileSync(`${dir}.lock`, String(other.pid));
    expect(() => lockPgliteDir(dir)).toThrow(DatabaseInUseError);
    expect(() => lockPgliteDir(dir)).toThrow(`in use by process ${other.pid}`);
  } finally {
    other.kill();
  }
});

test('takes over a lock left by a process that has ended', async () => {
  const dir = freshDir();
  const gone = spawn(process.execPath, ['-e', '0']);
  await new Promise((r) => gone.once('exit', r));
  writeFileSync(`${dir}.lock`, String(gone.pid));
  const release = lockPgliteDir(dir);
  expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
  release();
});
