import { parseArgs } from 'node:util';
import { constants } from '@prd/contract';
import { z } from 'zod';
import type { Config } from '../config.js';
import type { RequestMeta } from '../platform/audit/index.js';
import { createMemoryLimiter } from '../platform/limits/index.js';
import { createServices, type Services } from '../services.js';
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
 * The services of the configured database (opened, migrated and seeded), logging to stderr.
 * Nothing here is rate limited, so the limiter stays in memory; no thread starts unless used.
 */
export const adminServices = (config: Config): Promise<Services> =>
  createServices(config, { limiter: createMemoryLimiter() }, createConsoleLogger(config.logLevel));

/**
 * Creates or updates the admin through the services' auth service, and audits it.
 * Idempotent: a second run with a new password updates it.
 */
export async function createAdmin(services: Services, email: string, password: string) {
  const admin = await services.auth.ensureAdmin(email, password);
  await services.audit.record(CLI_META, {
    event: 'admin_ensured',
    outcome: 'success',
    userId: admin.id,
    email: admin.email,
    details: { source: 'cli' },
  });
  return { id: admin.id, email: admin.email };
}
