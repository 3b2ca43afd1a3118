import { Worker } from 'node:worker_threads';
import type { SourceChunk } from '../ai/types.js';
import { abortError } from './abort.js';
import type { WorkerReply, WorkerTask } from './worker-protocol.js';

export interface WorkerPoolStats {
  /** Threads started since the pool was created (a killed thread is replaced by a new one). */
  threadsStarted: number;
  threads: number;
  busy: number;
  queued: number;
  tasksDone: number;
}

export interface WorkerPool {
  run(task: Omit<WorkerTask, 'id'>, signal?: AbortSignal): Promise<SourceChunk[]>;
  stats(): WorkerPoolStats;
  close(): Promise<void>;
}

interface Pending {
  task: WorkerTask;
  resolve: (chunks: SourceChunk[]) => void;
  reject: (error: Error) => void;
  /** Started when the task reaches a thread, so time spent queued does not count. */
  timer?: NodeJS.Timeout;
  cleanup: () => void;
}

interface Slot {
  worker: Worker;
  pending: Pending | undefined;
}

/**
 * From sources (Vitest, tsx) this module is a .ts file: start the TypeScript entry through a
 * small bootstrap that registers tsx. From the esbuild bundle, dist/extract-worker.js sits next
 * to dist/server.js (see apps/api/build.mjs).
 */
function workerEntry(): { url: URL; workerData?: { entry: string } } {
  const here = import.meta.url;
  if (here.endsWith('.ts')) {
    return {
      url: new URL('./tsx-worker-bootstrap.mjs', here),
      workerData: { entry: new URL('./extract-worker.ts', here).href },
    };
  }
  return { url: new URL('./extract-worker.js', here) };
}

/**
 * A fixed-size pool of reused worker threads with a FIFO queue. Threads start lazily and are
 * unref'd while idle, so an idle pool never keeps the process alive. A task that is aborted or
 * times out while running terminates its thread (the parse cannot be interrupted otherwise).
 */
export function createWorkerPool(options: {
  size: number;
  timeoutMs: number;
  /** Heap cap per thread, so a hostile document kills its thread and not the server. */
  maxHeapMb?: number;
}): WorkerPool {
  const size = Math.max(1, options.size);
  const entry = workerEntry();
  const slots: Slot[] = [];
  const queue: Pending[] = [];
  let nextId = 1;
  let threadsStarted = 0;
  let tasksDone = 0;
  let closed = false;

  function spawn(): Slot {
    const worker = new Worker(entry.url, {
      workerData: entry.workerData,
      resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb ?? 512 },
    });
    threadsStarted += 1;
    const slot: Slot = { worker, pending: undefined };
    worker.on('message', (reply: WorkerReply) => {
      const pending = slot.pending;
      if (!pending || pending.task.id !== reply.id) return;
      finish(slot);
      tasksDone += 1;
      if (reply.ok) pending.resolve(reply.chunks);
      else pending.reject(new Error(reply.message));
    });
    const lost = (error: Error) => {
      const index = slots.indexOf(slot);
      if (index >= 0) slots.splice(index, 1);
      const pending = slot.pending;
      slot.pending = undefined;
      if (pending) {
        pending.cleanup();
        pending.reject(error);
      }
      dispatch();
    };
    worker.on('error', (error) => lost(error));
    worker.on('exit', (code) =>
      lost(new Error(`The document parser stopped (exit code ${code}).`)),
    );
    worker.unref();
    slots.push(slot);
    return slot;
  }

  function finish(slot: Slot) {
    slot.pending?.cleanup();
    slot.pending = undefined;
    slot.worker.unref();
    dispatch();
  }

  function dispatch() {
    while (!closed && queue.length > 0) {
      const slot = slots.find((s) => !s.pending) ?? (slots.length < size ? spawn() : undefined);
      if (!slot) return;
      const pending = queue.shift()!;
      slot.pending = pending;
      pending.timer = setTimeout(
        () => cancel(pending, new Error('Reading the document took too long.')),
        options.timeoutMs,
      );
      slot.worker.ref();
      slot.worker.postMessage(pending.task);
    }
  }

  /** Stops a task wherever it is: dropped from the queue, or its thread terminated. */
  function cancel(pending: Pending, reason: Error) {
    const queued = queue.indexOf(pending);
    if (queued >= 0) queue.splice(queued, 1);
    const slot = slots.find((s) => s.pending === pending);
    pending.cleanup();
    if (slot) {
      slot.pending = undefined;
      slots.splice(slots.indexOf(slot), 1);
      void slot.worker.terminate();
      // Later: one abort often cancels several tasks, and the queued ones must not start first.
      queueMicrotask(dispatch);
    }
    pending.reject(reason);
  }

  return {
    run(task, signal) {
      if (closed) return Promise.reject(new Error('The extraction pool is closed.'));
      if (signal?.aborted) return Promise.reject(abortError(signal));
      return new Promise<SourceChunk[]>((resolve, reject) => {
        const pending: Pending = {
          task: { ...task, id: nextId++ },
          resolve,
          reject,
          cleanup: () => {
            clearTimeout(pending.timer);
            signal?.removeEventListener('abort', onAbort);
          },
        };
        const onAbort = () => cancel(pending, abortError(signal!));
        signal?.addEventListener('abort', onAbort, { once: true });
        queue.push(pending);
        dispatch();
      });
    },
    stats() {
      return {
        threadsStarted,
        threads: slots.length,
        busy: slots.filter((s) => s.pending).length,
        queued: queue.length,
        tasksDone,
      };
    },
    async close() {
      closed = true;
      const error = new Error('The extraction pool is closed.');
      for (const pending of queue.splice(0)) {
        pending.cleanup();
        pending.reject(error);
      }
      const all = slots.splice(0);
      for (const slot of all) {
        const pending = slot.pending;
        slot.pending = undefined;
        pending?.cleanup();
        pending?.reject(error);
      }
      await Promise.all(all.map((s) => s.worker.terminate()));
    },
  };
}
