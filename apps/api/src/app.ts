import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import { API_PREFIX, constants } from '@prd/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import './fastify-augment.js';
import { registerApiDocs } from './http/api-docs.js';
import { registerApiCompression } from './http/compression.js';
import { registerControlCharacterGuard } from './http/control-characters.js';
import { registerRequestLog } from './http/request-log.js';
import { registerRouteCatalog } from './http/route-catalog.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerWebApp } from './http/web-app.js';
import { createAuthGuard } from './modules/auth/auth.guard.js';
import { adminScope } from './modules/admin/admin-scope.js';
import { overviewAdminRoutes } from './modules/admin/overview.admin.routes.js';
import { apiKeysAdminRoutes } from './modules/api-keys/api-keys.admin.routes.js';
import { usersAdminRoutes } from './modules/users/users.admin.routes.js';
import { deletionAdminRoutes } from './modules/deletion/deletion.admin.routes.js';
import { deletionRoutes } from './modules/deletion/deletion.routes.js';
import { contentAdminRoutes } from './modules/content/content.admin.routes.js';
import { contentRoutes } from './modules/content/content.routes.js';
import { studyAdminRoutes } from './modules/study/study.admin.routes.js';
import { studyRoutes } from './modules/study/study.routes.js';
import { workspacesRoutes } from './modules/workspaces/workspaces.routes.js';
import { socialLoginRoutes } from './modules/auth/social-login.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { fileRoutes } from './modules/files/files.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { plansAdminRoutes } from './modules/plans/plans.admin.routes.js';
import { planRoutes } from './modules/plans/plans.routes.js';
import { billingAdminRoutes } from './modules/billing/billing.admin.routes.js';
import { billingRoutes } from './modules/billing/billing.routes.js';
import { webhookRoutes } from './modules/billing/webhook.routes.js';
import { contactRoutes } from './modules/contact/contact.routes.js';
import { documentsRoutes } from './modules/documents/documents.routes.js';
import { chatHistoryRoutes } from './modules/prd/chat-history.routes.js';
import { prdRoutes } from './modules/prd/prd.routes.js';
import { securityAdminRoutes } from './modules/security/security.admin.routes.js';
import { userRoutes } from './modules/users/users.routes.js';
import type { RequestMeta } from './platform/audit/index.js';
import { registerErrorHandlers } from './platform/errors/error-handler.js';
import { deriveKey } from './platform/signed-urls/index.js';
import { startServices } from './runtime.js';
import type { Services } from './services.js';

interface BuildAppOptions {
  /**
   * Services built by the caller (startServices with this config), who also closes them.
   * Without them the app builds its own and closes them with itself.
   */
  services?: Services;
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
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  if (options.services && options.services.config !== config) {
    throw new Error('buildApp: the services were built from another config');
  }
  if (options.services) return assemble(config, options.services, false);
  const services = await startServices(config);
  try {
    return await assemble(config, services, true);
  } catch (err) {
    await services.close();
    throw err;
  }
}

async function assemble(
  config: Config,
  services: Services,
  ownsServices: boolean,
): Promise<FastifyInstance> {
  const app = Fastify({
    // The root logger: services log through services.log, which follows the request in play.
    loggerInstance: services.rootLog,
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
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Services are built once; their log lines still carry the id of the request in play.
  registerRequestLog(app);
  registerRouteCatalog(app);
  app.decorate('services', services);
  app.decorate('guard', createAuthGuard(services, services.authCache));
  app.decorateRequest('auth', null);
  app.decorateRequest('meta', null as unknown as RequestMeta);
  app.addHook('onRequest', async (request, reply) => {
    request.meta = { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
    void reply.header('x-request-id', request.id);
  });
  if (ownsServices) app.addHook('onClose', () => services.close());

  if (config.admin) {
    const admin = await services.auth.ensureAdmin(config.admin.email, config.admin.password);
    // Logs name people by id, never by address.
    app.log.info({ userId: admin.id }, 'admin account ensured');
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
  await registerApiDocs(app, config.apiDocs);

  await app.register(
    async (api) => {
      // JSON answers compressed (br/gzip); the answer streams never (http/compression.ts).
      await registerApiCompression(api);
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(socialLoginRoutes);
      await api.register(userRoutes);
      await api.register(planRoutes);
      await api.register(billingRoutes);
      await api.register(webhookRoutes);
      await api.register(contactRoutes);
      await api.register(contentRoutes);
      await api.register(studyRoutes);
      await api.register(deletionRoutes);
      await api.register(workspacesRoutes);
      await api.register(fileRoutes, {
        produce: (key) => services.prdDocuments.produce(key),
      });
      await api.register(prdRoutes);
      await api.register(chatHistoryRoutes);
      await api.register(documentsRoutes);
      await api.register(adminScope, {
        routes: [
          overviewAdminRoutes,
          usersAdminRoutes,
          plansAdminRoutes,
          billingAdminRoutes,
          contentAdminRoutes,
          studyAdminRoutes,
          deletionAdminRoutes,
          securityAdminRoutes,
          apiKeysAdminRoutes,
        ],
      });
    },
    { prefix: API_PREFIX },
  );
  await registerWebApp(app, config.webDist);
  return app;
}
