import { Worker } from 'node:worker_threads';
import { createPool, type WorkerPool } from './pool.js';
import type { TaskHandlers, WorkerReply } from './worker-protocol.js';

export { type PoolStats, type WorkerPool } from './pool.js';

/** Where a worker thread's code is: see workerEntry. */
export interface WorkerEntry {
  url: URL;
  workerData?: { entry: string };
}

interface WorkerPoolOptions {
  entry: WorkerEntry;
  size: number;
  /** Per task, from when it reaches a loaded thread (time queued or booting does not count). */
  timeoutMs: number;
  /** Heap cap per thread, so a hostile input kills its thread and not the server. */
  maxHeapMb?: number;
  /** Used in error messages, e.g. "The document parser". */
  label?: string;
}

const bootstrap = new URL('./tsx-worker-bootstrap.mjs', import.meta.url);

/**
 * The worker entry `name` next to the calling module (pass its import.meta.url). From sources
 * (Vitest, tsx) the caller is a .ts file: start `name.ts` through a small bootstrap that
 * registers tsx. From the esbuild bundle the caller is dist/server.js, and every entry sits
 * next to it as dist/<last part of `name`>.js (see apps/api/build.mjs).
 */
export function workerEntry(callerUrl: string, name: string): WorkerEntry {
  if (callerUrl.endsWith('.ts')) {
    return { url: bootstrap, workerData: { entry: new URL(`./${name}.ts`, callerUrl).href } };
  }
  return { url: new URL(`./${name.split('/').pop() ?? name}.js`, callerUrl) };
}

/**
 * A pool of reused worker threads (see createPool). Each thread's heap is capped
 * (resourceLimits); memory outside the heap (Buffers, ArrayBuffers) is not: work whose input
 * can make those grow belongs in a process pool (process-pool.ts).
 */
export function createWorkerPool<H extends TaskHandlers>(
  options: WorkerPoolOptions,
): WorkerPool<H> {
  const label = options.label ?? 'The worker';
  return createPool<H>(
    (events) => {
      const worker = new Worker(options.entry.url, {
        workerData: options.entry.workerData,
        resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb ?? 512 },
      });
      worker.on('message', (reply: WorkerReply) => events.reply(reply));
      worker.on('error', (error) => events.lost(error));
      worker.on('exit', (code) => events.lost(new Error(`${label} stopped (exit code ${code}).`)));
      return {
        send: (task) => worker.postMessage(task),
        ref: () => worker.ref(),
        unref: () => worker.unref(),
        stop: async () => {
          await worker.terminate();
        },
      };
    },
    { size: options.size, timeoutMs: options.timeoutMs, label },
  );
}
