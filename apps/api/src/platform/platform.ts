import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Database, Db } from '../db/client.js';
import type { AuditService } from './audit/index.js';
import type { Clock } from './clock/index.js';
import type { FileStore } from './files/index.js';
import type { JobQueue } from './jobs/index.js';
import type { Limiter } from './limits/index.js';
import type { Mailer } from './mail/index.js';
import type { UrlSigner } from './signed-urls/index.js';
import type { AnswerStreams } from './streams/index.js';
import type { TokenSigner } from './tokens/index.js';
import type { TaskPool } from './workers/task-pool.js';
import type { ProviderApps, OAuthStates } from './oauth/index.js';

/**
 * The adapters module services are built from. services.ts makes one of each from the config;
 * a module service names the ones it needs (`Pick<Platform, …>`).
 */
export interface Platform {
  config: Config;
  database: Database;
  db: Db;
  limiter: Limiter;
  mailer: Mailer;
  files: FileStore;
  tokens: TokenSigner;
  audit: AuditService;
  /** Short-lived links to stored files (modules/files). */
  signedUrls: UrlSigner;
  log: FastifyBaseLogger;
  /** Worker threads for the offline writer and Word files (time-limited, heap-capped). */
  tasks: TaskPool;
  clock: Clock;
  /** Background work (in process, or BullMQ on Redis). */
  jobs: JobQueue;
  /** Per-answer event logs that clients attach to and resume (memory, or Redis Streams). */
  streams: AnswerStreams;
  /** OAuth apps configured (sign-in, workspaces) and the round trips in flight. */
  oauth: { apps: ProviderApps; states: OAuthStates };
}
