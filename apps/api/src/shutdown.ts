import type { FastifyBaseLogger } from 'fastify';

/** What a process gets to finish its work at SIGTERM / SIGINT before it is forced to exit. */
const SHUTDOWN_LIMIT_MS = 10_000;

/**
 * On SIGTERM or SIGINT (once): `close`, then exit 0; exit 1 if it fails or takes longer than
 * SHUTDOWN_LIMIT_MS. The server and the worker share this.
 */
export function exitOnSignals(log: FastifyBaseLogger, close: () => Promise<void>) {
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      log.error('graceful shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS);
    force.unref();
    close().then(
      () => process.exit(0),
      (err: unknown) => {
        log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}
