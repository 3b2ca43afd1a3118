import type { FastifyBaseLogger } from 'fastify';
import { pino, type LoggerOptions } from 'pino';
import type { Config } from '../config.js';
import { serializeError } from './error-serializer.js';
import { redactEmails } from './redact.js';

const SENSITIVE_QUERY =
  /([?&](?:token|refresh_token|access_token|code|state|session_id|api_key|sig|verify_email|email|q|query|search|name)=)[^&#]*/gi;

/**
 * URLs may carry reset tokens (`/?token=…`), file-link signatures (`sig=`) or what an admin
 * searched for (`?q=`, `?email=`: addresses and names): never log their values.
 */
export const redactUrl = (url: string) =>
  redactEmails(url.replace(SENSITIVE_QUERY, '$1[redacted]'));

export function loggerOptions(config: Config): LoggerOptions {
  return {
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.token',
        '*.refresh_token',
        '*.access_token',
        '*.api_key',
        '*.apiKey',
      ],
      censor: '[redacted]',
    },
    serializers: {
      err: (err: unknown) => serializeError(err),
      req: (req: { method: string; url: string; ip?: string; id?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        remoteAddress: req.ip,
      }),
    },
  };
}

/** The process's logger (pino): services log through it, the app through a child of it. */
export const createLogger = (config: Config): FastifyBaseLogger => pino(loggerOptions(config));
