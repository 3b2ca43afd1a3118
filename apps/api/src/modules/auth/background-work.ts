import type { FastifyBaseLogger } from 'fastify';

/**
 * Work started after a request has been answered. Its failures are logged (the client has its
 * answer already); `settle` lets the app wait for it before closing the database.
 */
export function createBackgroundWork(log: FastifyBaseLogger) {
  const running = new Set<Promise<void>>();
  return {
    /** Runs `work` on the turn of the event loop after `after` settles. */
    run(name: string, work: () => Promise<void>, after: Promise<unknown> = Promise.resolve()) {
      // A turn later: what the answer's completion queued (its callbacks) runs first.
      const start = after.then(() => new Promise<void>((resolve) => setImmediate(resolve)));
      const done: Promise<void> = start
        .then(work)
        .catch((err: unknown) => log.error({ err, work: name }, 'background work failed'))
        .finally(() => running.delete(done));
      running.add(done);
    },
    settle: async () => {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
