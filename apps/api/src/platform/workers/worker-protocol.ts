import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';

/**
 * What a worker thread can do: one function per task kind ("op"). Inputs and results cross the
 * thread boundary by structured clone (plain data, Dates, typed arrays).
 */
// `never`: every handler, whatever its input type, is one (the pool types `run` from the handler).
export type TaskHandlers = Record<string, (input: never) => unknown>;

/** One task sent to a worker thread. */
export interface WorkerTask {
  id: number;
  op: string;
  input: unknown;
}

export type WorkerReply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; message: string }
  /** Sent once the entry is loaded: a task's time limit starts then, not at the thread's start. */
  | { ready: true };

/** Niceness of worker threads: below the event loop's thread, which answers every request. */
const WORKER_NICE = 10;

/**
 * On Linux a thread has its own priority: lowering this thread's (and only this one's) lets the
 * main thread win the CPU whenever both want it, as on a 2-core machine under load. Elsewhere,
 * or without /proc, nothing changes.
 */
function lowerThreadPriority() {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(tid) && tid !== process.pid) setPriority(tid, WORKER_NICE);
  } catch {
    // not Linux: the thread keeps the process priority
  }
}

/** The worker side: answers each task with its handler's result or error message. */
export function serveTasks(handlers: TaskHandlers): void {
  const port = parentPort;
  if (!port) throw new Error('a task worker must run in a worker thread');
  lowerThreadPriority();
  port.on('message', (task: WorkerTask) => {
    const handler = Object.hasOwn(handlers, task.op) ? handlers[task.op] : undefined;
    new Promise((resolve) => {
      if (!handler) throw new Error(`Unknown task: ${task.op}`);
      // The input was typed on the sending side (WorkerPool.run) and came by structured clone.
      resolve((handler as (input: unknown) => unknown)(task.input));
    }).then(
      (value) => port.postMessage({ id: task.id, ok: true, value } satisfies WorkerReply),
      (error: unknown) =>
        port.postMessage({
          id: task.id,
          ok: false,
          message: error instanceof Error ? error.message : String(error),
        } satisfies WorkerReply),
    );
  });
  port.postMessage({ ready: true } satisfies WorkerReply);
}
