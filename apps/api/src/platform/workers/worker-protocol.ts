import { parentPort } from 'node:worker_threads';

/**
 * What a worker thread can do: one function per task kind ("op"). Inputs and results cross the
 * thread boundary by structured clone (plain data, Dates, typed arrays).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TaskHandlers = Record<string, (input: any) => unknown>;

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

/** The worker side: answers each task with its handler's result or error message. */
export function serveTasks(handlers: TaskHandlers): void {
  const port = parentPort;
  if (!port) throw new Error('a task worker must run in a worker thread');
  port.on('message', (task: WorkerTask) => {
    const handler = Object.hasOwn(handlers, task.op) ? handlers[task.op] : undefined;
    new Promise((resolve) => {
      if (!handler) throw new Error(`Unknown task: ${task.op}`);
      resolve(handler(task.input));
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
