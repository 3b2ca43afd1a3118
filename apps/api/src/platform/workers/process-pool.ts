import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createPool, type WorkerPool } from './pool.js';
import { canReadResidentMemory, residentBytes } from './process-memory.js';
import type { TaskHandlers, WorkerReply } from './worker-protocol.js';

/** The module a child process runs, and its arguments: see processEntry. */
export interface ProcessEntry {
  modulePath: string;
  args: string[];
}

/** A process stopped because its resident memory passed the pool's cap. */
export class WorkerMemoryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WorkerMemoryError';
  }
}

interface ProcessPoolOptions {
  entry: ProcessEntry;
  size: number;
  /** Per task, from when it reaches a loaded process (time queued or booting does not count). */
  timeoutMs: number;
  /** Resident memory cap per process (heap, Buffers and native memory alike). */
  maxRssMb: number;
  /** V8 heap cap per process (--max-old-space-size). */
  maxHeapMb?: number;
  /** Used in error messages, e.g. "The document parser". */
  label?: string;
  /** How often each process's memory is read; default 50 ms. */
  pollMs?: number;
}

const bootstrap = new URL('./tsx-worker-bootstrap.mjs', import.meta.url);

/**
 * The entry `name` next to the calling module (pass its import.meta.url), as workerEntry does
 * for threads: from sources the bootstrap registers tsx and imports `name.ts`; from the esbuild
 * bundle dist/`name`.js is forked (see apps/api/build.mjs).
 */
export function processEntry(callerUrl: string, name: string): ProcessEntry {
  if (callerUrl.endsWith('.ts')) {
    return {
      modulePath: fileURLToPath(bootstrap),
      args: [new URL(`./${name}.ts`, callerUrl).href],
    };
  }
  return { modulePath: fileURLToPath(new URL(`./${name}.js`, callerUrl)), args: [] };
}

/**
 * A pool of reused child processes (see createPool), for work whose input can make memory grow
 * outside the V8 heap, where a thread's heap cap does not reach. This process reads each
 * child's resident memory from /proc every `pollMs` and kills (SIGKILL) a child over
 * `maxRssMb`: its task fails with WorkerMemoryError and the next task starts a new child. The
 * figure comes from the kernel, so nothing the child runs can understate it. A child exits when
 * its IPC channel closes, so a dead server leaves none behind. Without /proc (not Linux) only
 * the heap cap and the time limit apply.
 */
export function createProcessPool<H extends TaskHandlers>(
  options: ProcessPoolOptions,
): WorkerPool<H> {
  const label = options.label ?? 'The worker';
  const capBytes = options.maxRssMb * 1024 * 1024;
  const pollMs = options.pollMs ?? 50;
  return createPool<H>(
    (events) => {
      const child = fork(options.entry.modulePath, options.entry.args, {
        execArgv: [`--max-old-space-size=${options.maxHeapMb ?? 512}`],
        serialization: 'advanced',
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      let watch: NodeJS.Timeout | undefined;
      if (canReadResidentMemory && child.pid !== undefined) {
        const pid = child.pid;
        watch = setInterval(() => {
          const rss = residentBytes(pid);
          if (rss === undefined || rss <= capBytes) return;
          clearInterval(watch);
          const mb = Math.round(rss / 1024 / 1024);
          events.lost(
            new WorkerMemoryError(
              `${label} used ${mb} MB, over its ${options.maxRssMb} MB limit, and was stopped.`,
            ),
          );
          child.kill('SIGKILL');
        }, pollMs);
        watch.unref();
      }
      child.on('message', (reply: WorkerReply) => events.reply(reply));
      child.on('error', (error) => events.lost(error));
      child.on('exit', (code, signal) => {
        clearInterval(watch);
        events.lost(new Error(`${label} stopped (${signal ?? `exit code ${code}`}).`));
      });
      return {
        send: (task) => child.send(task),
        ref: () => {
          child.ref();
          child.channel?.ref();
        },
        unref: () => {
          child.unref();
          child.channel?.unref();
        },
        stop: async () => {
          if (child.pid === undefined) return; // it never started
          if (child.exitCode === null && child.signalCode === null) {
            // An idle child is unref'd: without this, a process whose last work is this close
            // could end (exit code 13, top-level await unsettled) before the child's exit.
            child.ref();
            child.kill('SIGKILL');
          }
          await exited;
        },
      };
    },
    { size: options.size, timeoutMs: options.timeoutMs, label },
  );
}
