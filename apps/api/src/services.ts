import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import { defaultPgliteTemplate, openDatabase, type Database } from './db/client.js';
import { seed } from './db/seed.js';
import { createLogger } from './http/logger.js';
import { createApiKeysService, type ApiKeysService } from './modules/api-keys/api-keys.service.js';
import { AuthCache } from './modules/auth/auth-cache.js';
import type { ResolvedSession } from './modules/auth/auth.guard.js';
import { createAuthService, type AuthService } from './modules/auth/auth.service.js';
import { createPlansService, type PlansService } from './modules/plans/plans.service.js';
import {
  createChatHistoryService,
  type ChatHistoryService,
} from './modules/prd/chat-history.service.js';
import { createPrdDocuments, type PrdDocuments } from './modules/prd/prd-documents.js';
import { createPrdEngine } from './modules/prd/prd-engine.js';
import { createPrdService, type PrdService } from './modules/prd/prd.service.js';
import { createUploadSlots, type UploadSlots } from './modules/prd/upload-slots.js';
import {
  createSecurityService,
  type SecurityService,
} from './modules/security/security.service.js';
import { createBillingService, type BillingService } from './modules/users/billing.service.js';
import { createUsersService, type UsersService } from './modules/users/users.service.js';
import { createAuditService } from './platform/audit/index.js';
import { systemClock, type Clock } from './platform/clock/index.js';
import { createLocalFileStore, type FileStore } from './platform/files/index.js';
import { createLimiter, type Limiter } from './platform/limits/index.js';
import { createMailer, type Mailer } from './platform/mail/index.js';
import type { Platform } from './platform/platform.js';
import { createUrlSigner } from './platform/signed-urls/index.js';
import { createTokenSigner } from './platform/tokens/index.js';
import { createTaskPool, type TaskPool } from './platform/workers/task-pool.js';

/** Adapters a caller (tests, benchmarks, the CLI) may supply instead of the configured ones. */
export interface ServiceOverrides {
  /** Used as it is (already migrated); closed with the services. */
  database?: Database;
  mailer?: Mailer;
  limiter?: Limiter;
  files?: FileStore;
  tasks?: TaskPool;
  clock?: Clock;
}

/** Every adapter, repository and module service of one app, built once from the config. */
export interface Services extends Platform {
  /** Verified tokens and resolved sessions (the auth guard's). */
  authCache: AuthCache<ResolvedSession>;
  auth: AuthService;
  users: UsersService;
  billing: BillingService;
  plans: PlansService;
  security: SecurityService;
  apiKeys: ApiKeysService;
  prdEngine: ReturnType<typeof createPrdEngine>;
  prd: PrdService;
  chatHistory: ChatHistoryService;
  prdDocuments: PrdDocuments;
  /** Sends in flight in this process (taken before a large body is read). */
  uploadSlots: UploadSlots;
  /** Waits for background work, then closes everything, the database last. Idempotent. */
  close(): Promise<void>;
}

/** Opens the configured database and applies migrations and seeds, so the app starts ready. */
export async function prepareDatabase(config: Config): Promise<Database> {
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'db'),
    pgliteTemplate: defaultPgliteTemplate,
  });
  await database.migrate();
  await seed(database.db);
  return database;
}

export async function createServices(
  config: Config,
  overrides: ServiceOverrides = {},
  logger: FastifyBaseLogger = createLogger(config),
): Promise<Services> {
  const log = logger;
  const database = overrides.database ?? (await prepareDatabase(config));
  const limiter = overrides.limiter ?? createLimiter({ redisUrl: config.redisUrl, database });
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
  const closeAdapters = async () => {
    await Promise.allSettled([limiter.close(), mailer.close(), tasks.close()]);
    await database.close();
  };

  let authCache: AuthCache<ResolvedSession>;
  try {
    authCache = await AuthCache.for<ResolvedSession>(database);
  } catch (err) {
    await closeAdapters();
    throw err;
  }

  const clock = overrides.clock ?? systemClock;
  const platform: Platform = {
    config,
    database,
    db: database.db,
    limiter,
    mailer,
    files: overrides.files ?? createLocalFileStore(path.join(config.dataDir, 'files')),
    tokens: createTokenSigner(config.appSecret, config.tokens.accessTtl),
    audit: createAuditService(database.db, log, {
      limiter,
      anonymous: config.rateLimits.auditAnonymousPerIp,
    }),
    signedUrls: createUrlSigner(config.appSecret, config.uploads.signedUrlTtl, () =>
      clock.now().getTime(),
    ),
    log,
    tasks,
    clock,
  };

  const auth = createAuthService(platform);
  const apiKeys = createApiKeysService(platform);
  const prdEngine = createPrdEngine(platform, () => apiKeys.activeSettings());

  let closing: Promise<void> | undefined;
  const close = async () => {
    try {
      // Reset emails still being sent need the mailer and the database.
      await auth.settle();
      await prdEngine.close();
    } finally {
      await closeAdapters();
    }
  };

  return {
    ...platform,
    authCache,
    auth,
    users: createUsersService(platform),
    billing: createBillingService(platform),
    plans: createPlansService(platform),
    security: createSecurityService({ db: database.db, auth }),
    apiKeys,
    prdEngine,
    prd: createPrdService(platform, prdEngine),
    chatHistory: createChatHistoryService(platform),
    prdDocuments: createPrdDocuments(platform),
    uploadSlots: createUploadSlots(),
    close: () => (closing ??= close()),
  };
}
