import { readdirSync, readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';

/**
 * What a worker thread or process can do: one function per task kind ("op"). Inputs and results
 * cross the boundary by structured clone (plain data, Dates, typed arrays; child processes use
 * the "advanced" IPC serialization, which is the same algorithm).
 */
// `never`: every handler, whatever its input type, is one (the pool types `run` from the handler).
export type TaskHandlers = Record<string, (input: never) => unknown>;

/** One task sent to a worker thread or process. */
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

/** Niceness of workers: below the event loop's thread, which answers every request. */
const WORKER_NICE = 10;

/**
 * On Linux a thread has its own priority: lowering this thread's (and only this one's) lets the
 * server's main thread win the CPU whenever both want it, as on a 2-core machine under load. A
 * child process lowers all its threads (V8's are started before its code runs; later ones
 * inherit). Elsewhere, or without /proc, the process priority is lowered, or nothing changes.
 */
function lowerPriority(inThread: boolean) {
  let ids: number[] = [];
  try {
    if (inThread) {
      const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
      if (Number.isInteger(tid) && tid !== process.pid) ids = [tid];
    } else {
      ids = readdirSync('/proc/self/task').map(Number);
    }
  } catch {
    // not Linux: a thread keeps the process priority; a process lowers its own
    if (!inThread) ids = [0];
  }
  for (const id of ids) {
    try {
      // Never raise it (a server started with a higher niceness keeps it; raising is refused).
      setPriority(id, Math.max(WORKER_NICE, getPriority(id)));
    } catch {
      // gone already, or not permitted: it keeps its priority
    }
  }
}

interface Channel {
  on(event: 'message', listener: (task: WorkerTask) => void): void;
  send(reply: WorkerReply): void;
}

/** The parent thread's port, or the IPC channel of a forked process (which dies with it). */
function channel(): Channel {
  if (parentPort) {
    const port = parentPort;
    return { on: (event, listener) => port.on(event, listener), send: (r) => port.postMessage(r) };
  }
  if (!process.send) throw new Error('a task worker must run in a worker thread or a fork');
  // The parent is gone (crashed, killed, or closed the pool): nothing more will be asked.
  process.on('disconnect', () => process.exit(0));
  return {
    on: (event, listener) => process.on(event, listener),
    send: (reply) => process.send?.(reply),
  };
}

/** The worker side: answers each task with its handler's result or error message. */
export function serveTasks(handlers: TaskHandlers): void {
  const port = channel();
  lowerPriority(parentPort !== null);
  port.on('message', (task: WorkerTask) => {
    const handler = Object.hasOwn(handlers, task.op) ? handlers[task.op] : undefined;
    new Promise((resolve) => {
      if (!handler) throw new Error(`Unknown task: ${task.op}`);
      // The input was typed on the sending side (WorkerPool.run) and came by structured clone.
      resolve((handler as (input: unknown) => unknown)(task.input));
    }).then(
      (value) => port.send({ id: task.id, ok: true, value }),
      (error: unknown) =>
        port.send({
          id: task.id,
          ok: false,
          message: error instanceof Error ? error.message : String(error),
        }),
    );
  });
  port.send({ ready: true });
}
