import {
  assertJobId,
  backoffDelay,
  isRetryable,
  QueueClosingError,
  runAttempt,
} from './run-attempt.js';
import type { JobContext, JobLogger, JobQueue, WorkOptions } from './types.js';

interface Entry {
  id: string;
  data: unknown;
  /** Starts so far. */
  attempt: number;
}

interface QueueState {
  waiting: Entry[];
  /** Ids waiting, delayed or active: the dedupe set. */
  known: Set<string>;
  active: Map<string, AbortController>;
  worker?: { handler: (job: JobContext<unknown>) => Promise<void>; opts: WorkOptions };
}

/**
 * The embedded queue: this process only, nothing survives a restart (the caller re-queues pending
 * work from the database at start).
 */
export function createMemoryJobQueue(opts: { logger: JobLogger }): JobQueue {
  const { logger } = opts;
  const queues = new Map<string, QueueState>();
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  let closed = false;

  function stateOf(name: string): QueueState {
    let state = queues.get(name);
    if (!state) {
      state = { waiting: [], known: new Set(), active: new Map() };
      queues.set(name, state);
    }
    return state;
  }

  function later(ms: number, fn: () => void) {
    const timer = setTimeout(() => {
      timers.delete(timer);
      fn();
    }, ms);
    timers.add(timer);
  }

  function enqueue(name: string, entry: Entry, delayMs: number) {
    const state = stateOf(name);
    const push = () => {
      state.waiting.push(entry);
      pump(name);
    };
    if (delayMs > 0) later(delayMs, push);
    else push();
  }

  function pump(name: string) {
    const state = stateOf(name);
    const worker = state.worker;
    if (!worker || closed) return;
    while (state.active.size < worker.opts.concurrency && state.waiting.length > 0) {
      start(name, state, state.waiting.shift()!, worker);
    }
  }

  function start(
    name: string,
    state: QueueState,
    entry: Entry,
    worker: NonNullable<QueueState['worker']>,
  ) {
    entry.attempt += 1;
    const controller = new AbortController();
    state.active.set(entry.id, controller);
    const job = { id: entry.id, data: entry.data, attempt: entry.attempt };
    const run = runAttempt(worker.handler, job, controller, worker.opts)
      .then((outcome) => {
        if (outcome.ok) {
          state.known.delete(entry.id);
          return;
        }
        const log = { queue: name, id: entry.id, attempt: entry.attempt, err: outcome.error };
        if (outcome.error instanceof QueueClosingError) {
          state.known.delete(entry.id);
          logger.warn(log, 'job interrupted by shutdown');
        } else if (
          isRetryable(worker.opts, outcome.error) &&
          entry.attempt < worker.opts.attempts &&
          !closed
        ) {
          logger.warn(log, 'job attempt failed; retrying');
          enqueue(name, entry, backoffDelay(worker.opts, entry.attempt));
        } else {
          state.known.delete(entry.id);
          logger.error(log, 'job failed');
        }
      })
      .finally(() => {
        state.active.delete(entry.id);
        running.delete(run);
        pump(name);
      });
    running.add(run);
  }

  return {
    kind: 'memory',

    async add(name, id, data, addOpts) {
      assertJobId(id);
      if (closed) throw new Error('job queue is closed');
      const state = stateOf(name);
      if (state.known.has(id)) return;
      state.known.add(id);
      enqueue(name, { id, data, attempt: 0 }, addOpts?.delayMs ?? 0);
    },

    work(name, handler, workOpts) {
      const state = stateOf(name);
      if (state.worker) throw new Error(`queue ${name} already has a worker in this process`);
      state.worker = {
        handler: handler as (job: JobContext<unknown>) => Promise<void>,
        opts: workOpts,
      };
      pump(name);
    },

    async close(graceMs = 5000) {
      if (closed) return;
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      let dropped = 0;
      for (const state of queues.values()) {
        dropped += state.waiting.length;
        state.waiting.length = 0;
      }
      if (dropped > 0) logger.info({ dropped }, 'job queue closed with jobs still waiting');
      const allSettled = () => Promise.allSettled([...running]);
      let graceTimer: NodeJS.Timeout | undefined;
      const graceOver = new Promise<void>((resolve) => {
        graceTimer = setTimeout(resolve, graceMs);
      });
      await Promise.race([allSettled(), graceOver]);
      clearTimeout(graceTimer);
      for (const state of queues.values()) {
        for (const controller of state.active.values()) controller.abort(new QueueClosingError());
      }
      // Each run settles or is abandoned within its abort grace.
      await allSettled();
    },
  };
}
