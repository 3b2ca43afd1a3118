import type { Env } from './env.js';

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
  /** Answers as jobs (modules/prd/generation.job.ts): limits, retries, streams, the sweeper. */
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
