import net from 'node:net';
import { z } from 'zod';

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

export const MB = 1024 * 1024;

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

export const envSchema = z.object({
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

export type Env = z.infer<typeof envSchema>;
