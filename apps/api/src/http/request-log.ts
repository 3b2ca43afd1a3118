import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

const current = new AsyncLocalStorage<FastifyBaseLogger>();

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * The logger services are built with (once, outside any request): each line goes through the
 * logger of the request in play (its child logger, which carries `reqId`), else through `root`.
 * Services keep their signatures; work a request starts (background work included) logs with
 * that request's id.
 */
export function requestScopedLogger(
  root: FastifyBaseLogger,
  bindings?: Record<string, unknown>,
): FastifyBaseLogger {
  const target = () => {
    const base = current.getStore() ?? root;
    return bindings ? base.child(bindings) : base;
  };
  const logger = {
    get level() {
      return root.level;
    },
    set level(value: string) {
      root.level = value;
    },
    child: (more: Record<string, unknown>) => requestScopedLogger(root, { ...bindings, ...more }),
  } as FastifyBaseLogger;
  for (const name of LEVELS) {
    (logger as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
      const to = target() as unknown as Record<string, (...a: unknown[]) => void>;
      to[name]!(...args);
    };
  }
  return logger;
}

/** Runs each request's lifecycle with its logger in reach of requestScopedLogger. */
export function registerRequestLog(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => current.run(request.log, done));
}
