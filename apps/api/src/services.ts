import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import { defaultPgliteTemplate, openDatabase, type Database } from './db/client.js';
import { seed } from './db/seed.js';
import { createLogger } from './http/logger.js';
import { requestScopedLogger } from './http/request-log.js';
import { createApiKeysService, type ApiKeysService } from './modules/api-keys/api-keys.service.js';
import { AuthCache } from './modules/auth/auth-cache.js';
import type { ResolvedSession } from './modules/auth/auth.guard.js';
import { createAuthService, type AuthService } from './modules/auth/auth.service.js';
import {
  createSocialLoginService,
  type SocialLoginService,
} from './modules/auth/social-login.service.js';
import { createPlansService, type PlansService } from './modules/plans/plans.service.js';
import {
  createChatHistoryService,
  type ChatHistoryService,
} from './modules/prd/chat-history.service.js';
import {
  createDocumentsService,
  type DocumentsService,
} from './modules/documents/documents.service.js';
import { importStoredAnswers } from './modules/documents/import-answers.js';
import { createPrdDocuments, type PrdDocuments } from './modules/prd/prd-documents.js';
import { createPrdEngine } from './modules/prd/prd-engine.js';
import { createPrdService, type PrdEngine, type PrdService } from './modules/prd/prd.service.js';
import { createUploadSlots, type UploadSlots } from './modules/prd/upload-slots.js';
import {
  createSecurityService,
  type SecurityService,
} from './modules/security/security.service.js';
import {
  createBillingAddressService,
  type BillingAddressService,
} from './modules/users/billing-address.service.js';
import { createUsersService, type UsersService } from './modules/users/users.service.js';
import {
  createAdminUsersService,
  type AdminUsersService,
} from './modules/users/admin-users.service.js';
import { createBillingService, type BillingService } from './modules/billing/billing.service.js';
import {
  createTestCheckoutService,
  type TestCheckoutService,
} from './modules/billing/test-checkout.service.js';
import { createPayments, type PaymentGateway } from './platform/payments/index.js';
import { EntitlementCache } from './modules/billing/entitlement-cache.js';
import { createEntitlements, type Entitlement } from './modules/billing/entitlements.service.js';
import { createOverviewService, type OverviewService } from './modules/admin/overview.service.js';
import { createErasureRepository } from './modules/deletion/erasure.repository.js';
import {
  ACCOUNT_DELETION_QUEUE,
  createAccountDeletionJob,
  type AccountDeletionJobData,
} from './jobs/account-deletion.job.js';
import { createContactService, type ContactService } from './modules/contact/contact.service.js';
import { createContentService, type ContentService } from './modules/content/content.service.js';
import { createStudyService, type StudyService } from './modules/study/study.service.js';
import {
  createDeletionService,
  type DeletionService,
} from './modules/deletion/deletion.service.js';
import { createAuditService } from './platform/audit/index.js';
import {
  createConnectionsService,
  type ConnectionsService,
} from './modules/workspaces/connections.service.js';
import { createShareService, type ShareService } from './modules/workspaces/share.service.js';
import { createOAuthStates, createProviderApps } from './platform/oauth/index.js';
import { createSecretBox } from './platform/secrets/index.js';
import { systemClock, type Clock } from './platform/clock/index.js';
import { createFileStore, type FileStore } from './platform/files/index.js';
import { createLimiter, type Limiter } from './platform/limits/index.js';
import { createMailer, type Mailer } from './platform/mail/index.js';
import type { Platform } from './platform/platform.js';
import { createUrlSigner } from './platform/signed-urls/index.js';
import { createTokenSigner } from './platform/tokens/index.js';
import { createTaskPool, type TaskPool } from './platform/workers/task-pool.js';
import { createJobQueue, type JobQueue } from './platform/jobs/index.js';
import { createAnswerStreams, type AnswerStreams } from './platform/streams/index.js';
import {
  createGenerationJob,
  GENERATION_QUEUE,
  isRetryable,
  type GenerationJobData,
} from './jobs/generation.job.js';
import { createSweeper, type Sweeper } from './jobs/sweeper.js';
import { createGenerationRepository } from './modules/prd/generation.repository.js';

/** Running jobs get this long to finish at shutdown before they are aborted (shutdown.ts forces exit at 10 s). */
const JOB_CLOSE_GRACE_MS = 5_000;
/** How often the test checkout's subscriptions are checked for a period that ended. */
const SANDBOX_RENEW_INTERVAL_MS = 60_000;
/** A generation still queued after this (its enqueue was lost) is queued again by the sweeper. */
const REQUEUE_AFTER_MS = 30_000;

/** Adapters a caller (tests, benchmarks, the CLI) may supply instead of the configured ones. */
export interface ServiceOverrides {
  /** Used as it is (already migrated); closed with the services. */
  database?: Database;
  mailer?: Mailer;
  limiter?: Limiter;
  files?: FileStore;
  tasks?: TaskPool;
  clock?: Clock;
  jobs?: JobQueue;
  streams?: AnswerStreams;
  /** Extraction and writers (tests: a scripted writer); closed with the services. */
  prdEngine?: PrdEngine & { close(): Promise<void> };
  /** Run generation jobs in this process (default: config.generation.runWorker). */
  worker?: boolean;
  /** Stripe as tests reach it (a Stripe-shaped local server). */
  paymentGateway?: PaymentGateway;
}

/** Every adapter, repository and module service of one app, built once from the config. */
export interface Services extends Platform {
  /** Verified tokens and resolved sessions (the auth guard's). */
  authCache: AuthCache<ResolvedSession>;
  auth: AuthService;
  /** Notion and Confluence connections (OAuth, sealed tokens, refresh). */
  connections: ConnectionsService;
  /** Publishing PRDs to a connected workspace. */
  share: ShareService;
  /** Sign-in with GitHub and Google. */
  socialLogin: SocialLoginService;
  users: UsersService;
  billingAddress: BillingAddressService;
  /** Checkout, Stripe's webhooks, payments and subscriptions. */
  billing: BillingService;
  /** The built-in test checkout (no Stripe key). */
  testCheckout: TestCheckoutService;
  /** Admins: the people using the product. */
  adminUsers: AdminUsersService;
  overview: OverviewService;
  /** Account deletion requests. */
  deletion: DeletionService;
  /** Help and content pages. */
  content: ContentService;
  /** The Learn area: levels, subjects and lessons. */
  study: StudyService;
  /** "Contact Us" messages to the team. */
  contact: ContactService;
  plans: PlansService;
  security: SecurityService;
  apiKeys: ApiKeysService;
  prdEngine: PrdEngine & { close(): Promise<void> };
  prd: PrdService;
  chatHistory: ChatHistoryService;
  prdDocuments: PrdDocuments;
  /** A chat's PRD documents and versions (read, diff, restore, download). */
  documents: DocumentsService;
  /** Sends in flight in this process (taken before a large body is read). */
  uploadSlots: UploadSlots;
  /** Answer streams followed in this process (GET answer_stream), per caller. */
  streamSlots: UploadSlots;
  /** The logger behind `log` (Fastify's; request loggers are its children). */
  rootLog: FastifyBaseLogger;
  /** The sweeper of answers nobody will finish (runs where the worker runs). */
  sweeper: Sweeper;
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
  // PostgreSQL: under the advisory lock, unless `npm run migrate` is left to do it.
  if (database.kind === 'pglite' || config.migrateOnStart) await database.migrate();
  await seed(database.db);
  return database;
}

export async function createServices(
  config: Config,
  overrides: ServiceOverrides = {},
  logger: FastifyBaseLogger = createLogger(config),
): Promise<Services> {
  // Each line goes through the logger of the request in play (its reqId), else the root.
  const log = requestScopedLogger(logger);
  const database = overrides.database ?? (await prepareDatabase(config));
  // PRD answers stored before documents existed become versions (a data step after the SQL
  // migrations; idempotent, and a failure is logged, never a reason not to start).
  await importStoredAnswers(database.db, log);
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
  // Running jobs first (they use everything else): a BullMQ worker hands its job back, the
  // memory queue's is re-queued from the database at the next start.
  let jobsClosed: Promise<void> | undefined;
  const closeJobs = () =>
    (jobsClosed ??= jobs
      .close(JOB_CLOSE_GRACE_MS)
      .catch((err: unknown) => log.error({ err }, 'jobs not closed')));
  const closeAdapters = async () => {
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

  let authCache: AuthCache<ResolvedSession>;
  let entitlementCache: EntitlementCache<Entitlement>;
  try {
    authCache = await AuthCache.for<ResolvedSession>(database);
    entitlementCache = await EntitlementCache.for<Entitlement>(database);
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
    files,
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
    jobs,
    streams,
    oauth: {
      apps: createProviderApps(config.oauth, config.publicUrl),
      states: createOAuthStates(database.db, createSecretBox(config.appSecret, 'oauth-flows'), () =>
        clock.now(),
      ),
    },
  };

  const apiKeys = createApiKeysService(platform);
  const prdEngine =
    overrides.prdEngine ?? createPrdEngine(platform, () => apiKeys.activeSettings());
  // What each user may do now: one function, one cache (PGlite), shared by every caller.
  const entitlements = createEntitlements(database.db, () => clock.now(), entitlementCache);
  const prd = createPrdService(platform, prdEngine, entitlements);
  // A visitor who signs in or up finds their chats in the account.
  const auth = createAuthService(platform, {
    signedIn: (userId, visitorId, meta) => prd.claimVisitorChats(userId, visitorId, meta),
  });

  const socialLogin = createSocialLoginService(platform, {
    signedIn: (userId, visitorId, meta) => prd.claimVisitorChats(userId, visitorId, meta),
  });
  const chatHistory = createChatHistoryService(platform);
  const connections = createConnectionsService(platform);
  const share = createShareService(platform, connections, chatHistory);
  const billingAddress = createBillingAddressService(platform);
  const payments = createPayments(config.payments, {
    db: database.db,
    now: () => clock.now(),
    publicUrl: config.publicUrl,
  });
  const billing = createBillingService(
    platform,
    overrides.paymentGateway ?? payments.gateway,
    billingAddress,
    entitlements,
  );
  const testCheckout = createTestCheckoutService(
    platform,
    overrides.paymentGateway ? null : payments.sandbox,
    billing,
    billingAddress,
  );

  const deletion = createDeletionService(platform);
  const generations = createGenerationRepository(database.db);
  const sweeper = createSweeper({
    generations,
    jobs,
    streams,
    log,
    streamTtlSeconds: config.generation.streamTtlSeconds,
    requeueAfterMs: REQUEUE_AFTER_MS,
    now: () => clock.now(),
  });
  let stopSweeping = () => {};
  // The test checkout's subscriptions renew on their own, as Stripe's do.
  const renewals =
    payments.sandbox && (overrides.worker ?? config.generation.runWorker)
      ? setInterval(() => {
          testCheckout
            .renewDue()
            .catch((err: unknown) => log.warn({ err }, 'test subscriptions not renewed'));
        }, SANDBOX_RENEW_INTERVAL_MS)
      : undefined;
  renewals?.unref();
  if (overrides.worker ?? config.generation.runWorker) {
    const { generation } = config;
    jobs.work<GenerationJobData>(
      GENERATION_QUEUE,
      createGenerationJob({
        generations,
        files: platform.files,
        engine: prdEngine,
        streams,
        signedUrls: platform.signedUrls,
        audit: platform.audit,
        log,
        tmpDir: path.join(config.dataDir, 'tmp'),
        streamTtlSeconds: generation.streamTtlSeconds,
        attempts: generation.attempts,
        reserveUpload: (tx, userId) => entitlements.reserve(tx, userId),
      }),
      {
        concurrency: generation.concurrency,
        timeoutMs: generation.timeoutMs,
        attempts: generation.attempts,
        backoffMs: generation.backoffMs,
        retryable: isRetryable,
      },
    );
    jobs.work<AccountDeletionJobData>(
      ACCOUNT_DELETION_QUEUE,
      createAccountDeletionJob({
        erasure: createErasureRepository(database.db),
        gateway: overrides.paymentGateway ?? payments.gateway,
        files: platform.files,
        mailer,
        streams,
        audit: platform.audit,
        log,
        streamTtlSeconds: config.generation.streamTtlSeconds,
      }),
      {
        concurrency: 1,
        timeoutMs: 10 * 60_000,
        attempts: 5,
        backoffMs: 5_000,
        retryable: () => true,
      },
    );
    // Deletions approved before a stop are finished (the job is idempotent; a waiting one dedupes).
    const resumed = await deletion.resumeProcessing();
    if (resumed > 0) log.info({ resumed }, 'account deletions queued again');
    // The in-process queue died with the last process: its open answers are queued again.
    if (jobs.kind === 'memory') {
      const requeued = await sweeper.requeueOpen();
      if (requeued > 0) log.info({ requeued }, 'open answers queued again');
    }
    stopSweeping = sweeper.start(generation.sweepIntervalMs);
  }

  let closing: Promise<void> | undefined;
  const close = async () => {
    stopSweeping();
    clearInterval(renewals);
    await closeJobs();
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
    rootLog: logger,
    authCache,
    auth,
    socialLogin,
    connections,
    share,
    users: createUsersService(platform, entitlements),
    billingAddress,
    billing,
    testCheckout,
    contact: createContactService(platform),
    content: createContentService(platform),
    study: createStudyService(platform),
    deletion,
    adminUsers: createAdminUsersService(platform, entitlements),
    overview: createOverviewService(platform),
    plans: createPlansService(platform, entitlements),
    security: createSecurityService({ db: database.db, audit: platform.audit, auth }),
    apiKeys,
    prdEngine,
    prd,
    sweeper,
    chatHistory,
    prdDocuments: createPrdDocuments(platform),
    documents: createDocumentsService(platform),
    uploadSlots: createUploadSlots(),
    streamSlots: createUploadSlots(),
    close: () => (closing ??= close()),
  };
}
