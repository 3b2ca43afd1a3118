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
import { createPrdEngine, type PrdEngine } from './modules/prd/prd-engine.js';
import { createPrdService, type PrdService } from './modules/prd/prd.service.js';
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
import { createAccountDeletionJob, type AccountDeletionJobData } from './modules/deletion/index.js';
import { createContactService, type ContactService } from './modules/contact/contact.service.js';
import { createContentService, type ContentService } from './modules/content/content.service.js';
import { createStudyService, type StudyService } from './modules/study/study.service.js';
import {
  createDeletionService,
  type DeletionService,
} from './modules/deletion/deletion.service.js';
import {
  createConnectionsService,
  type ConnectionsService,
} from './modules/workspaces/connections.service.js';
import { createShareService, type ShareService } from './modules/workspaces/share.service.js';
import { systemClock } from './platform/clock/index.js';
import type { Platform } from './platform/platform.js';
import type { JobContext } from './platform/jobs/index.js';
import { createPlatform, openAdapters, type PlatformOverrides } from './platform/open-platform.js';
import {
  createGenerationJob,
  createSweeper,
  type GenerationJobData,
  type Sweeper,
} from './modules/prd/index.js';
import { createGenerationRepository } from './modules/prd/generation.repository.js';

/** A generation still queued after this (its enqueue was lost) is queued again by the sweeper. */
const REQUEUE_AFTER_MS = 30_000;

/** What a caller (tests, benchmarks, the CLI) may supply instead of what the config builds. */
export interface ServiceOverrides extends PlatformOverrides {
  /** Used as it is (already migrated); closed with the services. */
  database?: Database;
  /** Extraction and writers (tests: a scripted writer); closed with the services. */
  prdEngine?: PrdEngine & { close(): Promise<void> };
  /** Run jobs in this process (default: config.generation.runWorker); read by runtime.ts. */
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
  /** The job handlers and timers that runtime.ts starts where jobs run. */
  background: BackgroundWork;
  /** Waits for running jobs, then closes everything, the database last. Idempotent. */
  close(): Promise<void>;
}

type JobHandler<T> = (job: JobContext<T>) => Promise<void>;

/** What runs beside the requests where jobs run: wired here, started by runtime.ts. */
interface BackgroundWork {
  /** Writes one answer (the PRD module's job). */
  generation: JobHandler<GenerationJobData>;
  /** Erases one person (the deletion module's job). */
  accountDeletion: JobHandler<AccountDeletionJobData>;
  /** Renews the test checkout's subscriptions whose period ended (absent with Stripe). */
  renewTestSubscriptions?: () => Promise<unknown>;
}

/** Opens the configured database and applies migrations and seeds, so the app starts ready. */
async function prepareDatabase(config: Config): Promise<Database> {
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

/**
 * The composition root: builds every adapter, repository and module service once, and wires the
 * background work that runtime.ts starts (nothing here runs a job or a timer).
 */
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
  const {
    adapters,
    closeJobs,
    close: closeAdapters,
  } = await openAdapters(config, overrides, database, log);

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
  const platform = createPlatform(config, database, adapters, clock, log);
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
  const gateway = overrides.paymentGateway ?? payments.gateway;
  const billing = createBillingService(platform, gateway, billingAddress, entitlements);
  const testCheckout = createTestCheckoutService(
    platform,
    overrides.paymentGateway ? null : payments.sandbox,
    billing,
    billingAddress,
  );

  const generations = createGenerationRepository(database.db);
  const { streamTtlSeconds } = config.generation;
  const background: BackgroundWork = {
    generation: createGenerationJob({
      generations,
      files: platform.files,
      engine: prdEngine,
      streams: platform.streams,
      signedUrls: platform.signedUrls,
      audit: platform.audit,
      log,
      tmpDir: path.join(config.dataDir, 'tmp'),
      streamTtlSeconds,
      attempts: config.generation.attempts,
      reserveUpload: (tx, userId) => entitlements.reserve(tx, userId),
    }),
    accountDeletion: createAccountDeletionJob({
      erasure: createErasureRepository(database.db),
      gateway,
      files: platform.files,
      mailer: platform.mailer,
      streams: platform.streams,
      audit: platform.audit,
      log,
      streamTtlSeconds,
    }),
    ...(payments.sandbox ? { renewTestSubscriptions: () => testCheckout.renewDue() } : {}),
  };

  let closing: Promise<void> | undefined;
  const close = async () => {
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
    deletion: createDeletionService(platform),
    adminUsers: createAdminUsersService(platform, entitlements),
    overview: createOverviewService(platform),
    plans: createPlansService(platform, entitlements),
    security: createSecurityService({ db: database.db, audit: platform.audit, auth }),
    apiKeys,
    prdEngine,
    prd,
    sweeper: createSweeper({
      generations,
      jobs: platform.jobs,
      streams: platform.streams,
      log,
      streamTtlSeconds,
      requeueAfterMs: REQUEUE_AFTER_MS,
      now: () => clock.now(),
    }),
    background,
    chatHistory,
    prdDocuments: createPrdDocuments(platform),
    documents: createDocumentsService(platform),
    uploadSlots: createUploadSlots(),
    streamSlots: createUploadSlots(),
    close: () => (closing ??= close()),
  };
}
