import { randomUUID } from 'node:crypto';
import path from 'node:path';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import { API_PREFIX, constants } from '@prd/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { defaultPgliteTemplate, openDatabase, type Database } from './db/client.js';
import { seed } from './db/seed.js';
import type { Deps } from './deps.js';
import './http/fastify-augment.js';
import { registerApiDocs } from './http/api-docs.js';
import { registerControlCharacterGuard } from './http/control-characters.js';
import { registerRequestLog, requestScopedLogger } from './http/request-log.js';
import { loggerOptions } from './http/logger.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerWebApp } from './http/web-app.js';
import { AuthCache } from './modules/auth/auth-cache.js';
import { createAuthGuard, type ResolvedSession } from './modules/auth/auth.guard.js';
import { apiKeysRoutes } from './modules/api-keys/api-keys.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { createTokenSigner } from './modules/auth/tokens.js';
import { fileRoutes } from './modules/files/files.routes.js';
import { createUrlSigner, deriveKey } from './modules/files/signed-url.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { planRoutes } from './modules/plans/plans.routes.js';
import { chatHistoryRoutes } from './modules/prd/chat-history.routes.js';
import { createPrdDocuments } from './modules/prd/prd-documents.js';
import { prdRoutes } from './modules/prd/prd.routes.js';
import { createAuditService, type RequestMeta } from './modules/security/audit.service.js';
import { securityRoutes } from './modules/security/security.routes.js';
import { userRoutes } from './modules/users/users.routes.js';
import { registerErrorHandlers } from './platform/errors/error-handler.js';
import { createLocalFileStore, type FileStore } from './platform/files/index.js';
import { createLimiter, type Limiter } from './platform/limits/index.js';
import { createMailer, type Mailer } from './platform/mail/index.js';
import { createTaskPool, type TaskPool } from './platform/workers/task-pool.js';

/** Adapters a caller (tests, benchmarks) may supply instead of the configured ones. */
export interface AppOverrides {
  database?: Database;
  mailer?: Mailer;
  limiter?: Limiter;
  files?: FileStore;
  tasks?: TaskPool;
}

/** Opens the database and applies migrations (see MIGRATE_ON_START) and seeds, so the app starts ready. */
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

/**
 * Fastify's own hop count fails closed (it cannot tell a proxy from a client that writes enough
 * entries). A configured count means the operator's promise that only the proxies reach this
 * server: believe the n right-most X-Forwarded-For entries. Addresses are the safer choice.
 */
const proxyTrust = (trust: Config['trustProxy']) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

export async function buildApp(
  config: Config,
  overrides: AppOverrides = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    genReqId: () => randomUUID(),
    trustProxy: proxyTrust(config.trustProxy),
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    // Slow or stalled clients must not hold sockets (config.http); the upload reader also
    // cuts off a body that arrives slower than UPLOAD_MIN_RATE_KB per UPLOAD_RATE_WINDOW.
    connectionTimeout: config.http.idleTimeoutMs,
    keepAliveTimeout: config.http.keepAliveTimeoutMs,
    requestTimeout: config.http.requestTimeoutMs,
    http: {
      headersTimeout: config.http.headersTimeoutMs,
      requestTimeout: config.http.requestTimeoutMs,
      connectionsCheckingInterval: 2000,
    },
  });
  // The spec's client sends a JSON content type on every call, bodiless ones (logout) included:
  // an empty JSON body is no body, not a parse error.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    void parseJson(request, text, done);
  });
  registerRequestLog(app);
  // Services are built once; their log lines still carry the id of the request in play.
  const log = requestScopedLogger(app.log);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = overrides.database ?? (await prepareDatabase(config));
  const limiter = overrides.limiter ?? createLimiter({ redisUrl: config.redisUrl, database });
  const audit = createAuditService(database.db, log, {
    limiter,
    anonymous: config.rateLimits.auditAnonymousPerIp,
  });
  const deps: Deps = {
    config,
    database,
    db: database.db,
    limiter,
    mailer:
      overrides.mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        outboxDir: path.join(config.dataDir, 'outbox'),
        production: config.env === 'production',
        logger: log,
      }),
    files: overrides.files ?? createLocalFileStore(path.join(config.dataDir, 'files')),
    tokens: createTokenSigner(config.appSecret, config.tokens.accessTtl),
    audit,
    signedUrls: createUrlSigner(config.appSecret, config.uploads.signedUrlTtl),
    log,
    tasks: overrides.tasks ?? createTaskPool(config.workers),
  };
  app.decorate('deps', deps);
  app.decorate('guard', createAuthGuard(deps, await AuthCache.for<ResolvedSession>(database)));
  app.decorateRequest('auth', null);
  app.decorateRequest('meta', null as unknown as RequestMeta);
  app.addHook('onRequest', async (request, reply) => {
    request.meta = { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
    void reply.header('x-request-id', request.id);
  });
  app.addHook('onClose', async () => {
    await Promise.allSettled([deps.limiter.close(), deps.mailer.close(), deps.tasks.close()]);
    await database.close();
  });

  if (config.admin) {
    await createAuthService(deps).ensureAdmin(config.admin.email, config.admin.password);
    app.log.info({ email: config.admin.email }, 'admin account ensured');
  }

  registerErrorHandlers(app);
  registerControlCharacterGuard(app);
  await registerSecurityHeaders(app, {
    hsts: config.env === 'production' && config.publicUrl.startsWith('https:'),
  });
  // Signed cookies: only the visitor id (modules/prd) uses one.
  await app.register(cookie, {
    secret: deriveKey(config.appSecret, 'cookie-signing').toString('base64url'),
  });
  await app.register(multipart, {
    limits: {
      fileSize: constants.profilePictureMaxBytes,
      files: 1,
      fields: 10,
      fieldSize: 64 * 1024,
    },
  });
  await registerApiDocs(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(userRoutes);
      await api.register(planRoutes);
      await api.register(securityRoutes);
      await api.register(apiKeysRoutes);
      const documents = createPrdDocuments(deps);
      await api.register(fileRoutes, { produce: (key) => documents.produce(key) });
      await api.register(prdRoutes);
      await api.register(chatHistoryRoutes);
    },
    { prefix: API_PREFIX },
  );
  await registerWebApp(app, config.webDist);
  return app;
}
