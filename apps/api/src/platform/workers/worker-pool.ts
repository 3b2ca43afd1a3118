import { Worker } from 'node:worker_threads';
import { abortError } from '../extract/abort.js';
import type { TaskHandlers, WorkerReply, WorkerTask } from './worker-protocol.js';

export interface WorkerPoolStats {
  /** Threads started since the pool was created (a killed thread is replaced by a new one). */
  threadsStarted: number;
  threads: number;
  busy: number;
  queued: number;
  tasksDone: number;
}

/** Where a worker thread's code is: see workerEntry. */
export interface WorkerEntry {
  url: URL;
  workerData?: { entry: string };
}

/** A task that ran past its time limit; its thread was terminated. */
export class WorkerTimeoutError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WorkerTimeoutError';
  }
}

export interface RunOptions {
  signal?: AbortSignal;
  /** Overrides the pool's time limit for this task. */
  timeoutMs?: number;
  /** The error message when the time limit is reached. */
  timeoutMessage?: string;
}

export interface WorkerPool<H extends TaskHandlers> {
  run<K extends keyof H & string>(
    op: K,
    input: Parameters<H[K]>[0],
    options?: RunOptions,
  ): Promise<Awaited<ReturnType<H[K]>>>;
  stats(): WorkerPoolStats;
  close(): Promise<void>;
}

export interface WorkerPoolOptions {
  entry: WorkerEntry;
  size: number;
  /** Per task, from when it reaches a loaded thread (time queued or booting does not count). */
  timeoutMs: number;
  /** Heap cap per thread, so a hostile input kills its thread and not the server. */
  maxHeapMb?: number;
  /** Used in error messages, e.g. "The document parser". */
  label?: string;
}

interface Pending {
  task: WorkerTask;
  timeoutMs: number;
  timeoutMessage: string;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  /** Started when the task reaches a thread, so time spent queued does not count. */
  timer?: NodeJS.Timeout;
  cleanup: () => void;
}

interface Slot {
  worker: Worker;
  pending: Pending | undefined;
  /** The entry is loaded (under tsx that takes seconds; it must not eat the first time limit). */
  ready: boolean;
}

const bootstrap = new URL('./tsx-worker-bootstrap.mjs', import.meta.url);

/**
 * The worker entry `name` next to the calling module (pass its import.meta.url). From sources
 * (Vitest, tsx) the caller is a .ts file: start `name.ts` through a small bootstrap that
 * registers tsx. From the esbuild bundle the caller is dist/server.js, and dist/`name`.js sits
 * next to it (see apps/api/build.mjs).
 */
export function workerEntry(callerUrl: string, name: string): WorkerEntry {
  if (callerUrl.endsWith('.ts')) {
    return { url: bootstrap, workerData: { entry: new URL(`./${name}.ts`, callerUrl).href } };
  }
  return { url: new URL(`./${name}.js`, callerUrl) };
}

/**
 * A fixed-size pool of reused worker threads with a FIFO queue. Threads start lazily and are
 * unref'd while idle, so an idle pool never keeps the process alive. A task that is aborted or
 * times out while running terminates its thread (the work cannot be interrupted otherwise); the
 * next task starts a new one. Each thread's heap is capped (resourceLimits).
 */
export function createWorkerPool<H extends TaskHandlers>(
  options: WorkerPoolOptions,
): WorkerPool<H> {
  const size = Math.max(1, options.size);
  const label = options.label ?? 'The worker';
  const slots: Slot[] = [];
  const queue: Pending[] = [];
  let nextId = 1;
  let threadsStarted = 0;
  let tasksDone = 0;
  let closed = false;

  function spawn(): Slot {
    const worker = new Worker(options.entry.url, {
      workerData: options.entry.workerData,
      resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb ?? 512 },
    });
    threadsStarted += 1;
    const slot: Slot = { worker, pending: undefined, ready: false };
    worker.on('message', (reply: WorkerReply) => {
      if ('ready' in reply) {
        slot.ready = true;
        if (slot.pending) startTimer(slot.pending);
        return;
      }
      const pending = slot.pending;
      if (!pending || pending.task.id !== reply.id) return;
      finish(slot);
      tasksDone += 1;
      if (reply.ok) pending.resolve(reply.value);
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
    worker.on('exit', (code) => lost(new Error(`${label} stopped (exit code ${code}).`)));
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
      if (slot.ready) startTimer(pending);
      slot.worker.ref();
      slot.worker.postMessage(pending.task);
    }
  }

  function startTimer(pending: Pending) {
    pending.timer = setTimeout(
      () => cancel(pending, new WorkerTimeoutError(pending.timeoutMessage)),
      pending.timeoutMs,
    );
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

  const closedError = () => new Error(`${label} pool is closed.`);

  return {
    run(op, input, runOptions = {}) {
      const { signal } = runOptions;
      if (closed) return Promise.reject(closedError());
      if (signal?.aborted) return Promise.reject(abortError(signal));
      return new Promise((resolve, reject) => {
        const pending: Pending = {
          task: { id: nextId++, op, input },
          timeoutMs: runOptions.timeoutMs ?? options.timeoutMs,
          timeoutMessage: runOptions.timeoutMessage ?? `${label} took too long.`,
          resolve: resolve as (value: unknown) => void,
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
      const error = closedError();
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
