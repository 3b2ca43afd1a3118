import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { compileAllowList } from './platform/net/destination.js';

/** The only reader of process.env. Bad or missing values stop the start with a list. */
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const seconds = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const count = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const url = (protocols: string[]) =>
  z.url({
    protocol: new RegExp(`^(${protocols.join('|')})$`),
    error: `must be a ${protocols.join(' or ')} URL`,
  });

const MB = 1024 * 1024;

const TRUST_PROXY_MESSAGE =
  'must be false, the number of proxies in front of the server (e.g. 1), or their addresses ' +
  '(e.g. 10.0.0.0/8,127.0.0.1); true would let any client choose its IP through X-Forwarded-For';
const proxyAddress = /^[0-9A-Fa-f:.]+(\/\d{1,3})?$/;

/**
 * Which X-Forwarded-For entries to believe. Only what a proxy of ours appended: a hop count (the
 * n right-most entries) or the proxies' own addresses. "Trust everything" would take the
 * left-most entry, which the client writes.
 */
const trustProxy = z.string().transform((raw, ctx): false | number | string => {
  const v = raw.trim().toLowerCase();
  if (['false', 'no', '0'].includes(v)) return false;
  if (/^\d{1,2}$/.test(v)) return Number(v);
  const list = v.split(',').map((a) => a.trim());
  const named = ['loopback', 'linklocal', 'uniquelocal'];
  const valid = (a: string) =>
    named.includes(a) || (proxyAddress.test(a) && net.isIP(a.split('/')[0]!) !== 0);
  if (list.every(valid)) {
    return list.join(',');
  }
  ctx.addIssue({ code: 'custom', message: TRUST_PROXY_MESSAGE });
  return z.NEVER;
});
const PORT_MESSAGE = 'must be a port number (0-65535)';
const S3_BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REDIS_PREFIX = /^(?=.{1,64}$)[A-Za-z0-9_-]+(?::[A-Za-z0-9_-]+)*$/;
const S3_PREFIX = /^\/?[A-Za-z0-9_-]{1,128}(?:\/[A-Za-z0-9_-]{1,128}){0,3}\/?$/;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: PORT_MESSAGE })
    .int(PORT_MESSAGE)
    .min(0, PORT_MESSAGE)
    .max(65535, PORT_MESSAGE)
    .default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  PUBLIC_URL: url(['http', 'https']).optional(),
  DATABASE_URL: url(['postgres', 'postgresql']).optional(),
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxy.default(false),
  REDIS_URL: url(['redis', 'rediss']).optional(),
  /** How many API processes the operator runs against this database (production checks). */
  INSTANCES: z.coerce
    .number({ error: 'must be a whole number of at least 1' })
    .int('must be a whole number of at least 1')
    .min(1, 'must be a whole number of at least 1')
    .default(1),
  /** Where jobs queue: in this process, or on Redis (the default when REDIS_URL is set). */
  QUEUE: z.enum(['memory', 'redis']).optional(),
  MIGRATE_ON_START: bool.default(true),
  REDIS_PREFIX: z
    .string()
    .regex(REDIS_PREFIX, 'must be up to 64 letters, digits, _ and -, in parts joined by :')
    .default('prd'),
  SMTP_URL: url(['smtp', 'smtps']).optional(),
  /** Stripe: both keys, or neither (the built-in test checkout; refused in production). */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9_]{8,}$/, 'must be a Stripe secret key (sk_… or rk_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9_+/=]{8,}$/, 'must be a Stripe webhook signing secret (whsec_…)')
    .optional(),
  /** Where the Stripe client connects (a Stripe-shaped test server); Stripe's own by default. */
  STRIPE_API_URL: url(['http', 'https']).optional(),
  /** production only: run without real payments (staging, benchmarks) using the test checkout. */
  PAYMENTS: z.enum(['stripe', 'sandbox']).optional(),
  /** Who may read the API reference (/api/docs): default off in production, public otherwise. */
  API_DOCS: z.enum(['public', 'admins', 'off']).optional(),
  /** OAuth apps: each provider's id and secret together, or neither (that sign-in or workspace is off). */
  GITHUB_CLIENT_ID: z.string().min(1).max(200).optional(),
  GITHUB_CLIENT_SECRET: z.string().min(1).max(500).optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).max(500).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).max(500).optional(),
  NOTION_CLIENT_ID: z.string().min(1).max(200).optional(),
  NOTION_CLIENT_SECRET: z.string().min(1).max(500).optional(),
  ATLASSIAN_CLIENT_ID: z.string().min(1).max(200).optional(),
  ATLASSIAN_CLIENT_SECRET: z.string().min(1).max(500).optional(),
  /** Where each provider is reached (servers speaking their API in tests); theirs by default. */
  GITHUB_URL: url(['http', 'https']).default('https://github.com'),
  GITHUB_API_URL: url(['http', 'https']).default('https://api.github.com'),
  GOOGLE_AUTH_URL: url(['http', 'https']).default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: url(['http', 'https']).default('https://oauth2.googleapis.com/token'),
  NOTION_API_URL: url(['http', 'https']).default('https://api.notion.com'),
  ATLASSIAN_AUTH_URL: url(['http', 'https']).default('https://auth.atlassian.com'),
  ATLASSIAN_API_URL: url(['http', 'https']).default('https://api.atlassian.com'),
  /** Where "Contact Us" messages go. */
  SUPPORT_EMAIL: z.email().default('support@prd-studio.local'),
  MAIL_FROM: z.string().min(3).default('PRD Studio <no-reply@prd-studio.local>'),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
  WEB_DIST: z.string().optional(),
  ACCESS_TOKEN_TTL: seconds(15 * 60),
  REFRESH_TOKEN_TTL: seconds(30 * 24 * 60 * 60),
  RESET_TOKEN_TTL: seconds(15 * 60),
  VERIFY_EMAIL_TTL: seconds(24 * 60 * 60),
  RATE_LOGIN_IP_MAX: count(20),
  RATE_LOGIN_IP_WINDOW: seconds(300),
  RATE_LOGIN_ACCOUNT_MAX: count(10),
  RATE_LOGIN_ACCOUNT_WINDOW: seconds(900),
  RATE_LOGIN_ACCOUNT_ALL_MAX: count(100),
  RATE_LOGIN_ACCOUNT_ALL_WINDOW: seconds(900),
  RATE_REGISTER_IP_MAX: count(30),
  RATE_REGISTER_IP_WINDOW: seconds(300),
  RATE_FORGOT_IP_MAX: count(10),
  RATE_FORGOT_IP_WINDOW: seconds(300),
  RATE_FORGOT_ACCOUNT_MAX: count(5),
  RATE_FORGOT_ACCOUNT_WINDOW: seconds(3600),
  AUDIT_ANON_MAX: count(20),
  AUDIT_ANON_WINDOW: seconds(300),
  AI_PROVIDER: z.enum(['openai', 'anthropic', 'google', 'openai-compatible']).optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).optional(),
  AI_BASE_URL: url(['http', 'https']).optional(),
  AI_TRANSCRIPTION_MODEL: z.string().min(1).default('whisper-1'),
  AI_TIMEOUT: seconds(120),
  AI_ALLOW_LOOPBACK: bool.default(false),
  AI_ALLOWED_HOSTS: z.string().default(''),
  OUTBOUND_ALLOWED_HOSTS: z.string().default(''),
  FFMPEG_PATH: z.string().min(1).default('ffmpeg'),
  UPLOAD_MAX_FILES: count(10),
  UPLOAD_MAX_DOCUMENT_MB: count(25),
  UPLOAD_MAX_MEDIA_MB: count(100),
  DOCX_MAX_ENTRIES: count(2000),
  DOCX_MAX_UNPACKED_MB: count(200),
  EXTRACT_WORKERS: count(2),
  // A parser process idles at about 100 MB: a lower cap would stop every parse.
  EXTRACT_MAX_RSS_MB: z.coerce.number().int().min(128).default(512),
  WRITER_WORKERS: count(2),
  WRITER_TIMEOUT: seconds(30),
  DOCX_TIMEOUT: seconds(30),
  WORKER_MAX_HEAP_MB: count(512),
  GENERATION_TIMEOUT: seconds(300),
  GENERATION_ATTEMPTS: count(3),
  GENERATION_BACKOFF: seconds(2),
  GENERATION_CONCURRENCY: count(8),
  /** Run generation jobs in this process (the API); false when `npm run worker` runs them. */
  RUN_WORKER: bool.default(true),
  STREAM_TTL: seconds(600),
  JOB_LOCK_DURATION: seconds(30),
  JOB_STALLED_INTERVAL: seconds(15),
  SWEEP_INTERVAL: seconds(30),
  SIGNED_URL_TTL: seconds(15 * 60),
  ANON_FREE_LIMIT: count(3),
  ANON_WINDOW: seconds(24 * 60 * 60),
  ANON_STORE_MAX_MB: count(250),
  RATE_ANON_SEND_IP_MAX: count(60),
  RATE_ANON_SEND_IP_WINDOW: seconds(600),
  RATE_ANON_SEND_VISITOR_MAX: count(30),
  RATE_ANON_SEND_VISITOR_WINDOW: seconds(600),
  RATE_VISITOR_READ_IP_MAX: count(600),
  RATE_VISITOR_READ_IP_WINDOW: seconds(600),
  RATE_USER_SEND_MAX: count(600),
  RATE_USER_SEND_WINDOW: seconds(600),
  UPLOAD_MAX_CONCURRENT: count(2),
  UPLOAD_MAX_CONCURRENT_IP: count(4),
  ANSWER_STREAMS_MAX: count(10),
  ANSWER_STREAMS_MAX_IP: count(20),
  HTTP_HEADERS_TIMEOUT: seconds(20),
  HTTP_REQUEST_TIMEOUT: seconds(30 * 60),
  HTTP_IDLE_TIMEOUT: seconds(10 * 60),
  HTTP_KEEP_ALIVE_TIMEOUT: seconds(5),
  UPLOAD_MIN_RATE_KB: count(32),
  UPLOAD_RATE_WINDOW: seconds(15),
  FILE_STORE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z
    .string()
    .regex(S3_BUCKET, 'must be a bucket name: 3-63 lower-case letters, digits, dots and hyphens')
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,32}$/, 'must be a region name such as us-east-1')
    .default('us-east-1'),
  S3_ENDPOINT: url(['http', 'https']).optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PREFIX: z
    .string()
    .regex(S3_PREFIX, 'must be up to 4 folder names of letters, digits, _ and -, joined by /')
    .optional(),
});

type Env = z.infer<typeof envSchema>;

/** Where uploads, pictures and Word files live (platform/files). */
export type FileStoreConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      endpoint: string | undefined;
      forcePathStyle: boolean;
      /** Both or neither; neither leaves credentials to the AWS SDK (instance role…). */
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
      prefix: string | undefined;
    };

/** Real Stripe, or the built-in test checkout driving the same fulfilment code. */
export type PaymentsConfig =
  | {
      kind: 'stripe';
      secretKey: string;
      webhookSecret: string;
      api: { host: string; port: number; protocol: 'http' | 'https' } | undefined;
    }
  | { kind: 'sandbox'; webhookSecret: string };

/** One provider's OAuth app and where its servers are (base addresses, no trailing slash). */
export interface OAuthApp {
  clientId: string;
  clientSecret: string;
}
export interface OAuthConfig {
  github: (OAuthApp & { webUrl: string; apiUrl: string }) | undefined;
  google: (OAuthApp & { authUrl: string; tokenUrl: string }) | undefined;
  notion: (OAuthApp & { apiUrl: string }) | undefined;
  atlassian: (OAuthApp & { authUrl: string; apiUrl: string }) | undefined;
}

export interface RateRule {
  max: number;
  windowSeconds: number;
}

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  publicUrl: string;
  databaseUrl: string | undefined;
  appSecret: string;
  logLevel: Env['LOG_LEVEL'];
  /** false, a hop count, or the proxies' addresses (comma-separated IPs or CIDR ranges). */
  trustProxy: false | number | string;
  redisUrl: string | undefined;
  /** API processes declared by the operator (INSTANCES); more than one needs Redis. */
  instances: number;
  /** Jobs, answer streams and limits: in process, or on Redis (REDIS_URL). */
  queue: 'memory' | 'redis';
  /** PostgreSQL only: migrate at start (under the advisory lock) or leave it to `npm run migrate`. */
  migrateOnStart: boolean;
  /** Start of every Redis key and channel (queue, streams, limits): deployments sharing a Redis differ here. */
  redisPrefix: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  payments: PaymentsConfig;
  /**
   * The API reference: `public` (page and JSON for anyone), `admins` (the JSON with an admin's
   * bearer token; no page, which could not carry one) or `off`.
   */
  apiDocs: 'public' | 'admins' | 'off';
  /** Social sign-in and workspace apps; an absent one is off (its calls say so). */
  oauth: OAuthConfig;
  admin: { email: string; password: string } | undefined;
  webDist: string;
  /** Lifetimes in seconds; verifyTtl: the email-verification link's. */
  tokens: { accessTtl: number; refreshTtl: number; resetTtl: number; verifyTtl: number };
  rateLimits: {
    loginPerIp: RateRule;
    /** Per account and source (one IP, or one known device). */
    loginPerAccount: RateRule;
    /** Per account from every source that is not a known device (distributed guessing). */
    loginPerAccountAll: RateRule;
    registerPerIp: RateRule;
    forgotPerIp: RateRule;
    forgotPerAccount: RateRule;
    /** Visitors' sends of every kind (greetings included), counted before the body is read. */
    anonSendPerIp: RateRule;
    anonSendPerVisitor: RateRule;
    /** A signed-in user's sends of every kind (greetings are free but stored). */
    userSend: RateRule;
    /** Reads of a visitor's chat by cookie (each landing load), per IP. */
    visitorReadPerIp: RateRule;
    /** Audit rows one IP's unauthenticated failures may write per window (then summaries). */
    auditAnonymousPerIp: RateRule;
  };
  /** Server timeouts in milliseconds (slow or stalled clients must not hold sockets). */
  http: {
    headersTimeoutMs: number;
    requestTimeoutMs: number;
    idleTimeoutMs: number;
    keepAliveTimeoutMs: number;
  };
  /** From env; an active admin key in the database takes precedence (modules/api-keys). */
  ai: {
    provider: 'openai' | 'anthropic' | 'google' | 'openai-compatible' | undefined;
    apiKey: string | undefined;
    model: string | undefined;
    baseUrl: string | undefined;
    transcriptionModel: string;
    timeoutSeconds: number;
  };
  /**
   * The outgoing-HTTP guard's exceptions (platform/net): names, addresses, CIDR ranges or
   * `loopback` that person-supplied addresses may reach although inside, also over plain http.
   * OUTBOUND_ALLOWED_HOSTS, plus AI_ALLOWED_HOSTS, plus `loopback` when AI_ALLOW_LOOPBACK is on.
   */
  outbound: { allowedHosts: string[] };
  ffmpegPath: string;
  uploads: {
    maxFiles: number;
    maxDocumentBytes: number;
    maxMediaBytes: number;
    docxMaxEntries: number;
    docxMaxUnpackedBytes: number;
    extractWorkers: number;
    /** Resident memory of one parser process, Buffers included; over it the process is killed. */
    extractMaxRssMb: number;
    signedUrlTtl: number;
    /** An upload whose body brings fewer bytes than this per window is cut off. */
    minRateBytes: number;
    rateWindowSeconds: number;
    /** Sends one user or visitor may have in flight at once; visitors also per IP. */
    maxConcurrent: number;
    maxConcurrentPerIp: number;
  };
  /** Answer streams (GET answer_stream) one caller may follow at once; visitors also per IP. */
  answerStreams: { maxPerCaller: number; maxPerIp: number };
  /** storeMaxBytes: message text and files a visitor may store per window. */
  visitors: { freeLimit: number; windowSeconds: number; storeMaxBytes: number };
  files: FileStoreConfig;
  /** Worker threads for the offline writer and the Word builder (platform/workers). */
  /** Answers as jobs (jobs/generation.job.ts): limits, retries, streams, the sweeper. */
  generation: {
    timeoutMs: number;
    attempts: number;
    backoffMs: number;
    concurrency: number;
    runWorker: boolean;
    streamTtlSeconds: number;
    sweepIntervalMs: number;
    /** BullMQ: a worker's lock on a job; a SIGKILLed worker's job is taken again after it. */
    lockDurationMs: number;
    /** BullMQ: how often workers look for jobs whose lock expired. */
    stalledIntervalMs: number;
  };
  workers: {
    size: number;
    writerTimeoutMs: number;
    docxTimeoutMs: number;
    /** Heap cap of every worker thread (these and the document parsers). */
    maxHeapMb: number;
  };
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Reads APP_SECRET, or a secret generated once into DATA_DIR. */
function loadSecret(dataDir: string, given: string | undefined): string {
  if (given) return given;
  const file = path.join(dataDir, 'app-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * In production every instance must share the secret (a generated one is per machine) and,
 * once there is more than one instance or the queue is Redis, the shared state lives in Redis.
 */
function productionProblems(raw: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  if (raw.QUEUE === 'redis' && !raw.REDIS_URL) {
    problems.push('REDIS_URL: required when QUEUE is redis');
  }
  if (Boolean(raw.STRIPE_SECRET_KEY) !== Boolean(raw.STRIPE_WEBHOOK_SECRET)) {
    problems.push(
      'STRIPE_WEBHOOK_SECRET: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together: set both or neither',
    );
  }
  if (raw.PAYMENTS === 'stripe' && !raw.STRIPE_SECRET_KEY) {
    problems.push('STRIPE_SECRET_KEY: required when PAYMENTS is stripe');
  }
  if (raw.NODE_ENV !== 'production') return problems;
  if (!raw.STRIPE_SECRET_KEY && raw.PAYMENTS !== 'sandbox') {
    problems.push(
      'STRIPE_SECRET_KEY: required in production (the built-in test checkout takes no real payment; set PAYMENTS=sandbox only on a server that must not take payments)',
    );
  }
  if (!raw.APP_SECRET) {
    problems.push('APP_SECRET: required in production (every instance must share it)');
  }
  const instances = Number(raw.INSTANCES ?? 1);
  if (Number.isInteger(instances) && instances > 1 && !raw.REDIS_URL) {
    problems.push('REDIS_URL: required in production when INSTANCES is more than 1');
  }
  return problems;
}

function paymentsConfig(e: Env, appSecret: string): PaymentsConfig {
  if (e.PAYMENTS !== 'sandbox' && e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET) {
    const api = e.STRIPE_API_URL ? new URL(e.STRIPE_API_URL) : undefined;
    return {
      kind: 'stripe',
      secretKey: e.STRIPE_SECRET_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      api: api && {
        host: api.hostname,
        port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)),
        protocol: api.protocol === 'https:' ? 'https' : 'http',
      },
    };
  }
  // The test checkout signs its events like Stripe does, with a secret only this server knows.
  const derived = createHmac('sha256', appSecret).update('payments-sandbox-webhook').digest('hex');
  return { kind: 'sandbox', webhookSecret: `whsec_${derived}` };
}

const base = (address: string) => address.replace(/\/+$/, '');
const app = (id: string | undefined, secret: string | undefined) =>
  id && secret ? { clientId: id, clientSecret: secret } : undefined;

function oauthConfig(e: Env): OAuthConfig {
  const github = app(e.GITHUB_CLIENT_ID, e.GITHUB_CLIENT_SECRET);
  const google = app(e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET);
  const notion = app(e.NOTION_CLIENT_ID, e.NOTION_CLIENT_SECRET);
  const atlassian = app(e.ATLASSIAN_CLIENT_ID, e.ATLASSIAN_CLIENT_SECRET);
  return {
    github: github && { ...github, webUrl: base(e.GITHUB_URL), apiUrl: base(e.GITHUB_API_URL) },
    google: google && { ...google, authUrl: e.GOOGLE_AUTH_URL, tokenUrl: e.GOOGLE_TOKEN_URL },
    notion: notion && { ...notion, apiUrl: base(e.NOTION_API_URL) },
    atlassian: atlassian && {
      ...atlassian,
      authUrl: base(e.ATLASSIAN_AUTH_URL),
      apiUrl: base(e.ATLASSIAN_API_URL),
    },
  };
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const raw = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = envSchema.safeParse(raw);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((i) => `${i.path.join('.') || '(env)'}: ${i.message}`);
  if (Boolean(raw.ADMIN_EMAIL) !== Boolean(raw.ADMIN_PASSWORD)) {
    problems.push(
      'ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD go together: set both or neither',
    );
  }
  if (raw.AI_PROVIDER === 'openai-compatible' && !raw.AI_BASE_URL) {
    problems.push('AI_BASE_URL: required when AI_PROVIDER is openai-compatible');
  }
  if (raw.AI_PROVIDER && raw.AI_PROVIDER !== 'openai-compatible' && !raw.AI_API_KEY) {
    problems.push('AI_API_KEY: required when AI_PROVIDER is set');
  }
  if (raw.AI_PROVIDER && !raw.AI_MODEL) {
    problems.push('AI_MODEL: required when AI_PROVIDER is set');
  }
  if (Number(raw.HTTP_HEADERS_TIMEOUT ?? 20) > Number(raw.HTTP_REQUEST_TIMEOUT ?? 1800)) {
    problems.push('HTTP_HEADERS_TIMEOUT: must not be longer than HTTP_REQUEST_TIMEOUT');
  }
  for (const provider of ['GITHUB', 'GOOGLE', 'NOTION', 'ATLASSIAN']) {
    if (Boolean(raw[`${provider}_CLIENT_ID`]) !== Boolean(raw[`${provider}_CLIENT_SECRET`])) {
      problems.push(
        `${provider}_CLIENT_SECRET: ${provider}_CLIENT_ID and ${provider}_CLIENT_SECRET go together: set both or neither`,
      );
    }
  }
  if (raw.FILE_STORE === 's3' && !raw.S3_BUCKET) {
    problems.push('S3_BUCKET: required when FILE_STORE is s3');
  }
  if (Boolean(raw.S3_ACCESS_KEY_ID) !== Boolean(raw.S3_SECRET_ACCESS_KEY)) {
    problems.push(
      'S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither',
    );
  }
  for (const name of ['OUTBOUND_ALLOWED_HOSTS', 'AI_ALLOWED_HOSTS']) {
    try {
      compileAllowList((raw[name] ?? '').split(','));
    } catch (err) {
      problems.push(`${name}: ${(err as Error).message}`);
    }
  }
  problems.push(...productionProblems(raw));
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const e = parsed.data;
  // Relative to the repository root, so `npm start`, `npm run dev` and the CLI share one folder.
  const dataDir = path.resolve(repoRoot, e.DATA_DIR);
  const appSecret = loadSecret(dataDir, e.APP_SECRET);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    publicUrl: (
      e.PUBLIC_URL ?? `http://${e.HOST.includes(':') ? `[${e.HOST}]` : e.HOST}:${e.PORT}`
    ).replace(/\/$/, ''),
    databaseUrl: e.DATABASE_URL,
    appSecret,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    redisUrl: e.REDIS_URL,
    instances: e.INSTANCES,
    queue: e.QUEUE ?? (e.REDIS_URL ? 'redis' : 'memory'),
    migrateOnStart: e.MIGRATE_ON_START,
    redisPrefix: e.REDIS_PREFIX,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    payments: paymentsConfig(e, appSecret),
    apiDocs: e.API_DOCS ?? (e.NODE_ENV === 'production' ? 'off' : 'public'),
    oauth: oauthConfig(e),
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD }
        : undefined,
    webDist: path.resolve(e.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    tokens: {
      accessTtl: e.ACCESS_TOKEN_TTL,
      refreshTtl: e.REFRESH_TOKEN_TTL,
      resetTtl: e.RESET_TOKEN_TTL,
      verifyTtl: e.VERIFY_EMAIL_TTL,
    },
    rateLimits: {
      loginPerIp: { max: e.RATE_LOGIN_IP_MAX, windowSeconds: e.RATE_LOGIN_IP_WINDOW },
      loginPerAccount: {
        max: e.RATE_LOGIN_ACCOUNT_MAX,
        windowSeconds: e.RATE_LOGIN_ACCOUNT_WINDOW,
      },
      loginPerAccountAll: {
        max: e.RATE_LOGIN_ACCOUNT_ALL_MAX,
        windowSeconds: e.RATE_LOGIN_ACCOUNT_ALL_WINDOW,
      },
      registerPerIp: { max: e.RATE_REGISTER_IP_MAX, windowSeconds: e.RATE_REGISTER_IP_WINDOW },
      forgotPerIp: { max: e.RATE_FORGOT_IP_MAX, windowSeconds: e.RATE_FORGOT_IP_WINDOW },
      forgotPerAccount: {
        max: e.RATE_FORGOT_ACCOUNT_MAX,
        windowSeconds: e.RATE_FORGOT_ACCOUNT_WINDOW,
      },
      auditAnonymousPerIp: { max: e.AUDIT_ANON_MAX, windowSeconds: e.AUDIT_ANON_WINDOW },
      anonSendPerIp: { max: e.RATE_ANON_SEND_IP_MAX, windowSeconds: e.RATE_ANON_SEND_IP_WINDOW },
      anonSendPerVisitor: {
        max: e.RATE_ANON_SEND_VISITOR_MAX,
        windowSeconds: e.RATE_ANON_SEND_VISITOR_WINDOW,
      },
      userSend: { max: e.RATE_USER_SEND_MAX, windowSeconds: e.RATE_USER_SEND_WINDOW },
      visitorReadPerIp: {
        max: e.RATE_VISITOR_READ_IP_MAX,
        windowSeconds: e.RATE_VISITOR_READ_IP_WINDOW,
      },
    },
    http: {
      headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT * 1000,
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT * 1000,
      idleTimeoutMs: e.HTTP_IDLE_TIMEOUT * 1000,
      keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT * 1000,
    },
    ai: {
      provider: e.AI_PROVIDER,
      apiKey: e.AI_API_KEY,
      model: e.AI_MODEL,
      baseUrl: e.AI_BASE_URL,
      transcriptionModel: e.AI_TRANSCRIPTION_MODEL,
      timeoutSeconds: e.AI_TIMEOUT,
    },
    outbound: {
      allowedHosts: [
        ...`${e.OUTBOUND_ALLOWED_HOSTS},${e.AI_ALLOWED_HOSTS}`.split(',').map((h) => h.trim()),
        ...(e.AI_ALLOW_LOOPBACK ? ['loopback'] : []),
      ].filter(Boolean),
    },
    ffmpegPath: e.FFMPEG_PATH,
    uploads: {
      maxFiles: e.UPLOAD_MAX_FILES,
      maxDocumentBytes: e.UPLOAD_MAX_DOCUMENT_MB * MB,
      maxMediaBytes: e.UPLOAD_MAX_MEDIA_MB * MB,
      docxMaxEntries: e.DOCX_MAX_ENTRIES,
      docxMaxUnpackedBytes: e.DOCX_MAX_UNPACKED_MB * MB,
      extractWorkers: e.EXTRACT_WORKERS,
      extractMaxRssMb: e.EXTRACT_MAX_RSS_MB,
      signedUrlTtl: e.SIGNED_URL_TTL,
      minRateBytes: e.UPLOAD_MIN_RATE_KB * 1024,
      rateWindowSeconds: e.UPLOAD_RATE_WINDOW,
      maxConcurrent: e.UPLOAD_MAX_CONCURRENT,
      maxConcurrentPerIp: e.UPLOAD_MAX_CONCURRENT_IP,
    },
    answerStreams: { maxPerCaller: e.ANSWER_STREAMS_MAX, maxPerIp: e.ANSWER_STREAMS_MAX_IP },
    visitors: {
      freeLimit: e.ANON_FREE_LIMIT,
      windowSeconds: e.ANON_WINDOW,
      storeMaxBytes: e.ANON_STORE_MAX_MB * MB,
    },
    generation: {
      timeoutMs: e.GENERATION_TIMEOUT * 1000,
      attempts: e.GENERATION_ATTEMPTS,
      backoffMs: e.GENERATION_BACKOFF * 1000,
      concurrency: e.GENERATION_CONCURRENCY,
      runWorker: e.RUN_WORKER,
      streamTtlSeconds: e.STREAM_TTL,
      sweepIntervalMs: e.SWEEP_INTERVAL * 1000,
      lockDurationMs: e.JOB_LOCK_DURATION * 1000,
      stalledIntervalMs: e.JOB_STALLED_INTERVAL * 1000,
    },
    files:
      e.FILE_STORE === 's3'
        ? {
            kind: 's3',
            bucket: e.S3_BUCKET!,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            prefix: e.S3_PREFIX?.replace(/^\/|\/$/g, ''),
          }
        : { kind: 'local' },
    workers: {
      size: e.WRITER_WORKERS,
      writerTimeoutMs: e.WRITER_TIMEOUT * 1000,
      docxTimeoutMs: e.DOCX_TIMEOUT * 1000,
      maxHeapMb: e.WORKER_MAX_HEAP_MB,
    },
  };
}
