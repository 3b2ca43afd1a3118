import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import type { UrlSigner } from './modules/files/signed-url.js';
import type { AuditService } from './modules/security/audit.service.js';
import type { TokenSigner } from './modules/auth/tokens.js';
import type { FileStore } from './platform/files/index.js';
import type { Limiter } from './platform/limits/index.js';
import type { Mailer } from './platform/mail/index.js';
import type { TaskPool } from './platform/workers/task-pool.js';

/** What services are built from. Made once in buildApp; tests may swap adapters. */
export interface Deps {
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
}
