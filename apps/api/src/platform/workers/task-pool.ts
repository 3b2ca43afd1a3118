// The thread entry composes the tasks (the built-in writer from modules/prd, the Word builder):
// it sits beside server.ts, above modules, so this pool knows the tasks by their types alone.
import type { taskHandlers } from '../../task-worker.js';
import { createWorkerPool, workerEntry, type WorkerEntry, type PoolStats } from './worker-pool.js';

type PrdInput = Parameters<typeof taskHandlers.draftOffline>[0];
type OfflineReply = ReturnType<typeof taskHandlers.draftOffline>;

interface TaskPoolOptions {
  size: number;
  writerTimeoutMs: number;
  docxTimeoutMs: number;
  maxHeapMb: number;
  /** Another worker entry serving the same tasks (tests: a slow or hostile one). */
  entry?: WorkerEntry;
}

/**
 * CPU-bound work on user input, each task in a worker thread with a time limit. Threads, not
 * processes (process-pool.ts): the inputs are text already capped (the writer's analysed text,
 * 256 KB of Markdown per Word file), so what they allocate outside the heap is bounded by them.
 */
export interface TaskPool {
  /** The offline writer's reply (draftOffline); images are not sent (it does not read them). */
  draftOffline(input: PrdInput, signal?: AbortSignal): Promise<OfflineReply>;
  /** The Word file of a PRD (markdownToDocx). */
  markdownToDocx(markdown: string, title?: string): Promise<Uint8Array>;
  stats(): PoolStats;
  close(): Promise<void>;
}

export function createTaskPool(options: TaskPoolOptions): TaskPool {
  const pool = createWorkerPool<typeof taskHandlers>({
    entry: options.entry ?? workerEntry(import.meta.url, '../../task-worker'),
    size: options.size,
    timeoutMs: options.writerTimeoutMs,
    maxHeapMb: options.maxHeapMb,
    label: 'The task worker',
  });
  return {
    draftOffline: (input, signal) =>
      pool.run(
        'draftOffline',
        { ...input, images: [] },
        {
          signal,
          timeoutMs: options.writerTimeoutMs,
          timeoutMessage: `Writing the PRD took longer than ${options.writerTimeoutMs / 1000} s.`,
        },
      ),
    markdownToDocx: (markdown, title) =>
      pool.run(
        'markdownToDocx',
        { markdown, title },
        {
          timeoutMs: options.docxTimeoutMs,
          timeoutMessage: `Making the Word file took longer than ${options.docxTimeoutMs / 1000} s.`,
        },
      ),
    stats: () => pool.stats(),
    close: () => pool.close(),
  };
}
