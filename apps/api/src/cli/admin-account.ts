import path from 'node:path';
import { parseArgs } from 'node:util';
import { constants } from '@prd/contract';
import { z } from 'zod';
import { prepareDatabase } from '../app.js';
import type { Config } from '../config.js';
import type { Deps } from '../deps.js';
import { createAuthService } from '../modules/auth/auth.service.js';
import { createTokenSigner } from '../modules/auth/tokens.js';
import { createUrlSigner } from '../modules/files/signed-url.js';
import { createAuditService, type RequestMeta } from '../modules/security/audit.service.js';
import { createFileStore } from '../platform/files/index.js';
import { createMemoryLimiter } from '../platform/limits/index.js';
import { createMailer } from '../platform/mail/index.js';
import { createTaskPool } from '../platform/workers/task-pool.js';
import { createConsoleLogger } from './console-logger.js';

export const ADMIN_PASSWORD_MIN = 12;

export const USAGE = `Usage: npm run admin:create -- --email <email> --password <password>

Creates an admin account, or updates the password of an existing one (and makes it an active
admin). Uses the same DATA_DIR / DATABASE_URL as the server. With the embedded database
(no DATABASE_URL) stop the server first: only one process may open it at a time.

  -e, --email <email>        the admin's email
  -p, --password <password>  at least ${ADMIN_PASSWORD_MIN} characters
  -h, --help                 show this help`;

/** Bad command-line input: the message is for the person typing (exit code 2). */
export class UsageError extends Error {
  override name = 'UsageError';
}

export type AdminArgs = { help: true } | { help: false; email: string; password: string };

/** Reads and checks the arguments; the same rules as ADMIN_EMAIL / ADMIN_PASSWORD at start. */
export function parseAdminArgs(argv: string[]): AdminArgs {
  let values: { email?: string; password?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        email: { type: 'string', short: 'e' },
        password: { type: 'string', short: 'p' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (err) {
    throw new UsageError(err instanceof Error ? err.message : String(err));
  }
  if (values.help) return { help: true };

  const problems: string[] = [];
  const email = values.email?.trim() ?? '';
  if (!email) problems.push('--email is required.');
  else if (email.length > constants.emailMaxLength || !z.email().safeParse(email).success)
    problems.push(`--email "${email}" is not a valid email address.`);
  const password = values.password ?? '';
  if (!password) problems.push('--password is required.');
  else if (password.length < ADMIN_PASSWORD_MIN)
    problems.push(`--password must be at least ${ADMIN_PASSWORD_MIN} characters.`);
  else if (password.length > constants.passwordMaxLength)
    problems.push(`--password must be at most ${constants.passwordMaxLength} characters.`);
  if (problems.length) throw new UsageError(problems.join('\n'));
  return { help: false, email, password };
}

/** Who acted, for the audit log: the shell, not a network client. */
const CLI_META: RequestMeta = { ip: 'local', userAgent: 'admin-create (command line)' };

/**
 * Opens, migrates and seeds the configured database, then creates or updates the admin.
 * Idempotent: a second run with a new password updates it. Closes everything it opened.
 */
export async function createAdmin(config: Config, email: string, password: string) {
  const database = await prepareDatabase(config);
  const log = createConsoleLogger(config.logLevel);
  const deps: Deps = {
    config,
    database,
    db: database.db,
    // Nothing here is rate limited or mailed, but the auth service is built from real adapters.
    limiter: createMemoryLimiter(),
    mailer: createMailer({
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
      production: config.env === 'production',
      logger: log,
    }),
    files: await createFileStore(config.files, config.dataDir),
    tokens: createTokenSigner(config.appSecret, config.tokens.accessTtl),
    audit: createAuditService(database.db, log),
    signedUrls: createUrlSigner(config.appSecret, config.uploads.signedUrlTtl),
    log,
    // Starts no thread unless used (nothing here writes PRDs or Word files).
    tasks: createTaskPool(config.workers),
  };
  try {
    const admin = await createAuthService(deps).ensureAdmin(email, password);
    await deps.audit.record(CLI_META, {
      event: 'admin_ensured',
      outcome: 'success',
      userId: admin.id,
      email: admin.email,
      details: { source: 'cli' },
    });
    return { id: admin.id, email: admin.email };
  } finally {
    await Promise.allSettled([deps.limiter.close(), deps.mailer.close(), deps.tasks.close()]);
    await database.close();
  }
}
