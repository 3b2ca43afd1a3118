import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { createAuditService } from './audit/index.js';
import type { Clock } from './clock/index.js';
import { createFileStore, type FileStore } from './files/index.js';
import { createJobQueue, type JobQueue } from './jobs/index.js';
import { createLimiter, type Limiter } from './limits/index.js';
import { createMailer, type Mailer } from './mail/index.js';
import { createOAuthStates, createProviderApps } from './oauth/index.js';
import type { Platform } from './platform.js';
import { createSecretBox } from './secrets/index.js';
import { createUrlSigner } from './signed-urls/index.js';
import { createAnswerStreams, type AnswerStreams } from './streams/index.js';
import { createTokenSigner } from './tokens/index.js';
import { createTaskPool, type TaskPool } from './workers/task-pool.js';

/** Running jobs get this long to finish at shutdown before they are aborted (shutdown.ts forces exit at 10 s). */
const JOB_CLOSE_GRACE_MS = 5_000;

/** Adapters a caller (tests, benchmarks, the CLI) may supply instead of the configured ones. */
export interface PlatformOverrides {
  mailer?: Mailer;
  limiter?: Limiter;
  files?: FileStore;
  tasks?: TaskPool;
  clock?: Clock;
  jobs?: JobQueue;
  streams?: AnswerStreams;
}

type Adapters = Pick<Platform, 'limiter' | 'mailer' | 'tasks' | 'files' | 'jobs' | 'streams'>;

/**
 * The adapters of the config (or the caller's), and their close: running jobs first (they use
 * everything else; a BullMQ worker hands its job back, the memory queue's is re-queued from the
 * database at the next start), the database last.
 */
export async function openAdapters(
  config: Config,
  overrides: PlatformOverrides,
  database: Database,
  log: FastifyBaseLogger,
) {
  const { redisUrl, redisPrefix } = config;
  const limiter =
    overrides.limiter ?? createLimiter({ redisUrl, keyPrefix: `${redisPrefix}:rl:`, database });
  const mailer =
    overrides.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
      production: config.env === 'production',
      logger: log,
    });
  const tasks = overrides.tasks ?? createTaskPool(config.workers);
  const files = overrides.files ?? (await createFileStore(config.files, config.dataDir));
  // Jobs and answer streams go together: a worker in another process writes the streams that
  // the API processes follow.
  const shared = config.queue === 'redis' ? redisUrl : undefined;
  const jobs =
    overrides.jobs ??
    createJobQueue({
      redisUrl: shared,
      prefix: `${redisPrefix}:jobs`,
      logger: log,
      lockDurationMs: config.generation.lockDurationMs,
      stalledIntervalMs: config.generation.stalledIntervalMs,
    });
  const streams =
    overrides.streams ?? createAnswerStreams({ redisUrl: shared, prefix: `${redisPrefix}:as:` });
  let jobsClosed: Promise<void> | undefined;
  const closeJobs = () =>
    (jobsClosed ??= jobs
      .close(JOB_CLOSE_GRACE_MS)
      .catch((err: unknown) => log.error({ err }, 'jobs not closed')));
  const close = async () => {
    await closeJobs();
    await Promise.allSettled([
      limiter.close(),
      mailer.close(),
      tasks.close(),
      streams.close(),
      files.close(),
    ]);
    await database.close();
  };
  const adapters: Adapters = { limiter, mailer, tasks, files, jobs, streams };
  return { adapters, closeJobs, close };
}

/** The platform every module is built from: adapters, signers, audit, OAuth, log and clock. */
export function createPlatform(
  config: Config,
  database: Database,
  adapters: Adapters,
  clock: Clock,
  log: FastifyBaseLogger,
): Platform {
  const { limiter } = adapters;
  return {
    config,
    database,
    db: database.db,
    ...adapters,
    tokens: createTokenSigner(config.appSecret, config.tokens.accessTtl),
    audit: createAuditService(database.db, log, {
      limiter,
      anonymous: config.rateLimits.auditAnonymousPerIp,
    }),
    signedUrls: createUrlSigner(config.appSecret, config.uploads.signedUrlTtl, () =>
      clock.now().getTime(),
    ),
    log,
    clock,
    oauth: {
      apps: createProviderApps(config.oauth, config.publicUrl),
      states: createOAuthStates(database.db, createSecretBox(config.appSecret, 'oauth-flows'), () =>
        clock.now(),
      ),
    },
  };
}
