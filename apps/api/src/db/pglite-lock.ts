import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

export class DatabaseInUseError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The embedded database in ${dir} is in use by process ${pid}. PGlite allows one process: ` +
        'stop that process first, or use PostgreSQL (DATABASE_URL) to share a database.',
    );
    this.name = 'DatabaseInUseError';
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes `<dir>.lock` for this process: two processes opening one PGlite directory corrupt it.
 * A lock left by a process that no longer runs is taken over. Returns the release function.
 */
export function lockPgliteDir(dir: string): () => void {
  const file = `${dir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid)) {
        throw new DatabaseInUseError(dir, pid);
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`could not lock ${dir}`);
}
