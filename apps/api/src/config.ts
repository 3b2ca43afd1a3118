import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { envSchema, MB } from './config/env.js';
import { crossFieldProblems } from './config/problems.js';
import { filesConfig, oauthConfig, paymentsConfig, rateLimitsConfig } from './config/sections.js';
import type { Config } from './config/types.js';

export type {
  Config,
  FileStoreConfig,
  OAuthConfig,
  PaymentsConfig,
  RateRule,
} from './config/types.js';

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

/** The only reader of process.env. Bad or missing values stop the start with a list. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const raw = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = envSchema.safeParse(raw);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((i) => `${i.path.join('.') || '(env)'}: ${i.message}`);
  problems.push(...crossFieldProblems(raw));
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
    rateLimits: rateLimitsConfig(e),
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
    files: filesConfig(e),
    workers: {
      size: e.WRITER_WORKERS,
      writerTimeoutMs: e.WRITER_TIMEOUT * 1000,
      docxTimeoutMs: e.DOCX_TIMEOUT * 1000,
      maxHeapMb: e.WORKER_MAX_HEAP_MB,
    },
  };
}
