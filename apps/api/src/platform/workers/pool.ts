import { abortError } from '../extract/abort.js';
import type { TaskHandlers, WorkerReply, WorkerTask } from './worker-protocol.js';

export interface PoolStats {
  /** Members (threads or processes) started since the pool was created; a lost one is replaced. */
  started: number;
  /** Members alive now. */
  live: number;
  busy: number;
  queued: number;
  tasksDone: number;
}

/** A task that ran past its time limit; its thread or process was stopped. */
class WorkerTimeoutError extends Error {
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
  stats(): PoolStats;
  close(): Promise<void>;
}

/** One thread or child process of a pool, as the pool drives it. */
interface PoolMember {
  send(task: WorkerTask): void;
  /** While busy it keeps the process alive; while idle it does not. */
  ref(): void;
  unref(): void;
  /** Stops it at once (running work cannot be interrupted otherwise); resolves once it is gone. */
  stop(): Promise<void>;
}

/** What a member reports to its pool. */
interface MemberEvents {
  reply(reply: WorkerReply): void;
  /** It is gone (crashed, exited, or stopped for its memory): its task fails with `error`. */
  lost(error: Error): void;
}

interface PoolOptions {
  size: number;
  /** Per task, from when it reaches a loaded member (time queued or booting does not count). */
  timeoutMs: number;
  /** Used in error messages, e.g. "The document parser". */
  label: string;
}

interface Pending {
  task: WorkerTask;
  timeoutMs: number;
  timeoutMessage: string;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  /** Started when the task reaches a member, so time spent queued does not count. */
  timer?: NodeJS.Timeout;
  cleanup: () => void;
}

interface Slot {
  member: PoolMember;
  pending: Pending | undefined;
  /** The entry is loaded (under tsx that takes seconds; it must not eat the first time limit). */
  ready: boolean;
}

/**
 * A fixed-size pool of reused members with a FIFO queue; `start` makes one member (a worker
 * thread, a child process). Members start lazily and are unref'd while idle, so an idle pool
 * never keeps the process alive. A task that is aborted or times out while running stops its
 * member (the work cannot be interrupted otherwise); the next task starts a new one.
 */
export function createPool<H extends TaskHandlers>(
  start: (events: MemberEvents) => PoolMember,
  options: PoolOptions,
): WorkerPool<H> {
  const size = Math.max(1, options.size);
  const slots: Slot[] = [];
  const queue: Pending[] = [];
  let nextId = 1;
  let started = 0;
  let tasksDone = 0;
  let closed = false;

  function spawn(): Slot {
    const slot = { pending: undefined, ready: false } as Slot;
    slot.member = start({
      reply(reply) {
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
      },
      lost(error) {
        const index = slots.indexOf(slot);
        if (index < 0) return;
        slots.splice(index, 1);
        const pending = slot.pending;
        slot.pending = undefined;
        if (pending) {
          pending.cleanup();
          pending.reject(error);
        }
        dispatch();
      },
    });
    started += 1;
    slot.member.unref();
    slots.push(slot);
    return slot;
  }

  function finish(slot: Slot) {
    slot.pending?.cleanup();
    slot.pending = undefined;
    slot.member.unref();
    dispatch();
  }

  function dispatch() {
    while (!closed && queue.length > 0) {
      const slot = slots.find((s) => !s.pending) ?? (slots.length < size ? spawn() : undefined);
      if (!slot) return;
      const pending = queue.shift()!;
      slot.pending = pending;
      if (slot.ready) startTimer(pending);
      slot.member.ref();
      slot.member.send(pending.task);
    }
  }

  function startTimer(pending: Pending) {
    pending.timer = setTimeout(
      () => cancel(pending, new WorkerTimeoutError(pending.timeoutMessage)),
      pending.timeoutMs,
    );
  }

  /** Stops a task wherever it is: dropped from the queue, or its member stopped. */
  function cancel(pending: Pending, reason: Error) {
    const queued = queue.indexOf(pending);
    if (queued >= 0) queue.splice(queued, 1);
    const slot = slots.find((s) => s.pending === pending);
    pending.cleanup();
    if (slot) {
      slot.pending = undefined;
      slots.splice(slots.indexOf(slot), 1);
      void slot.member.stop();
      // Later: one abort often cancels several tasks, and the queued ones must not start first.
      queueMicrotask(dispatch);
    }
    pending.reject(reason);
  }

  const closedError = () => new Error(`${options.label} pool is closed.`);

  return {
    run(op, input, runOptions = {}) {
      const { signal } = runOptions;
      if (closed) return Promise.reject(closedError());
      if (signal?.aborted) return Promise.reject(abortError(signal));
      return new Promise((resolve, reject) => {
        const pending: Pending = {
          task: { id: nextId++, op, input },
          timeoutMs: runOptions.timeoutMs ?? options.timeoutMs,
          timeoutMessage: runOptions.timeoutMessage ?? `${options.label} took too long.`,
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
        started,
        live: slots.length,
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
      await Promise.all(all.map((s) => s.member.stop()));
    },
  };
}
