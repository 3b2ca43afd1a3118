import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';

const LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 } as const;
type LevelName = keyof typeof LEVELS;

const plain = (value: unknown): unknown =>
  value instanceof Error ? { type: value.name, message: value.message } : value;

/**
 * A small JSON-lines logger on stderr for command-line tools, shaped like the server's
 * (pino) logger so services can use it. stdout stays free for the tool's own answer.
 */
export function createConsoleLogger(
  level: Config['logLevel'],
  bindings: Record<string, unknown> = {},
  write: (line: string) => void = (line) => process.stderr.write(line),
): FastifyBaseLogger {
  const threshold = level === 'silent' ? Infinity : LEVELS[level];

  const at =
    (name: LevelName) =>
    (...args: unknown[]): void => {
      if (LEVELS[name] < threshold) return;
      const [first, ...rest] = args;
      const fields =
        first !== null && typeof first === 'object' && !(first instanceof Error)
          ? Object.fromEntries(Object.entries(first).map(([k, v]) => [k, plain(v)]))
          : first instanceof Error
            ? { err: plain(first) }
            : {};
      const msg = typeof first === 'string' ? first : rest.find((a) => typeof a === 'string');
      write(`${JSON.stringify({ level: name, time: Date.now(), ...bindings, ...fields, msg })}\n`);
    };

  return {
    level,
    trace: at('trace'),
    debug: at('debug'),
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    fatal: at('fatal'),
    silent: () => {},
    child: (more) => createConsoleLogger(level, { ...bindings, ...more }, write),
  };
}
