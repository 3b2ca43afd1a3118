import { sql } from 'drizzle-orm';
import type { PrdChangeWire, ReplyInfo, VersionOrigin } from '@prd/contract';
import type { Prd } from '@prd/prd';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** A file's extracted text as kept for follow-ups (see chatFiles.extraction). */
export interface StoredExtraction {
  chunks: { file: string; locator: string; text: string }[];
}

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const plans = pgTable('plans', {
  id: serial('id').primaryKey(),
  /** Stable key used by seeds and code (free, pro, team, enterprise). */
  code: text('code').notNull().unique(),
  planName: text('plan_name').notNull(),
  /** Price in the currency's smallest unit (cents) per period; null means the text "Custom". */
  priceCents: integer('price_cents'),
  currency: text('currency').notNull().default('usd'),
  durationDays: integer('duration_days').notNull(),
  features: jsonb('features').$type<string[]>().notNull().default([]),
  /** The PRD generations ("uploads") one period of the plan grants. */
  uploadsLimit: integer('uploads_limit').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  /** Stripe prices to charge (one-time, recurring); without one, Checkout gets inline price data. */
  stripePriceIdOneTime: text('stripe_price_id_one_time'),
  stripePriceIdRecurring: text('stripe_price_id_recurring'),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Stored lowercased and trimmed: unique regardless of case. */
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['User', 'admin'] })
      .notNull()
      .default('User'),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * The plan the user has without a purchase: Free, or one an admin arranged (a Custom deal).
     * A paid subscription covering now takes precedence (modules/billing/entitlements.ts).
     */
    planId: integer('plan_id').references(() => plans.id),
    /** File name of the stored profile picture under DATA_DIR/files/avatars. */
    profilePicture: text('profile_picture'),
    /**
     * When the person proved they own the email (the emailed link, a password reset, a provider's
     * verified email); null: unproven (docs/decisions/025-email-verification.md).
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email)],
);

/** One sign-in: the refresh-token family. Access tokens carry its id. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_unique').on(t.tokenHash),
    index('refresh_tokens_session_idx').on(t.sessionId),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_unique').on(t.tokenHash)],
);

/** Email-verification links: only the hash is kept; single use, expiring (VERIFY_EMAIL_TTL). */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('email_verification_tokens_hash_unique').on(t.tokenHash),
    index('email_verification_tokens_user_idx').on(t.userId),
  ],
);

export const billingDetails = pgTable('billing_details', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  addressLine1: text('address_line1').notNull(),
  addressLine2: text('address_line2'),
  city: text('city').notNull(),
  state: text('state'),
  zip: text('zip').notNull(),
  country: text('country').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const auditLogs = pgTable(
  'audit_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email'),
    event: text('event').notNull(),
    outcome: text('outcome', { enum: ['success', 'failure'] }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    details: jsonb('details')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_logs_created_idx').on(t.createdAt),
    index('audit_logs_user_idx').on(t.userId),
    index('audit_logs_event_idx').on(t.event),
  ],
);

export const securityIncidents = pgTable(
  'security_incidents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email'),
    kind: text('kind').notNull(),
    severity: text('severity', { enum: ['low', 'medium', 'high'] }).notNull(),
    description: text('description').notNull(),
    ip: text('ip'),
    details: jsonb('details')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
    /** Set when an admin marks the incident dealt with (open while null). */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolution: text('resolution'),
  },
  (t) => [index('security_incidents_created_idx').on(t.createdAt)],
);

/** Admin-managed AI provider keys. The key itself is only stored encrypted (AES-256-GCM). */
export const aiKeys = pgTable('ai_keys', {
  id: serial('id').primaryKey(),
  provider: text('provider', {
    enum: ['openai', 'anthropic', 'google', 'openai-compatible'],
  }).notNull(),
  label: text('label').notNull(),
  model: text('model').notNull(),
  baseUrl: text('base_url'),
  keyCiphertext: text('key_ciphertext').notNull(),
  /** The last four characters, for the masked form shown to admins. */
  keyLast4: text('key_last4').notNull(),
  isActive: boolean('is_active').notNull().default(false),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A chat: its id is the spec's session_id. Owned by a user, or by a visitor id (cookie). */
export const chatSessions = pgTable(
  'chat_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    visitorId: text('visitor_id'),
    /** The first human message (or first file name): the sidebar title. */
    title: text('title').notNull(),
    createdAt: createdAt(),
    /** Last activity; history lists newest first by this. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_sessions_user_idx').on(t.userId, t.updatedAt),
    index('chat_sessions_visitor_idx').on(t.visitorId),
  ],
);

/** One message of a chat; its id is the spec's chat_id. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => chatSessions.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['human', 'ai'] }).notNull(),
    message: text('message').notNull(),
    /**
     * pending while an answer is generated; failed answers keep their error message; stopped
     * answers keep what was written before Stop.
     */
    status: text('status', { enum: ['pending', 'complete', 'failed', 'stopped'] })
      .notNull()
      .default('complete'),
    isDocument: boolean('is_document').notNull().default(false),
    /** File-store key of the generated Word file. */
    documentKey: text('document_key'),
    /**
     * What an assistant answer is (contract `ReplyInfo`: kind, intent, PRD version, changes,
     * questions, writer); null for human messages and answers stored before issue 12.
     */
    reply: jsonb('reply').$type<ReplyInfo>(),
    /** The document version this answer stored (a regenerate equal to it shares it). */
    versionId: uuid('version_id').references((): AnyPgColumn => prdVersions.id, {
      onDelete: 'set null',
    }),
    /**
     * Regenerated variants of one answer share the id of the first (null: the answer is its own
     * first). Only one of a group is shown (`hidden` false); an edit hides the answer it replaces.
     */
    variantOf: bigint('variant_of', { mode: 'number' }),
    hidden: boolean('hidden').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('chat_messages_session_idx').on(t.sessionId, t.id)],
);

/** A chat's PRD as a document (issue 26): its versions are immutable. */
export const prdDocuments = pgTable(
  'prd_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => chatSessions.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default(''),
    product: text('product').notNull().default(''),
    /** The version the chat is on: what the next revision starts from. */
    currentVersion: integer('current_version').notNull().default(1),
    latestVersion: integer('latest_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('prd_documents_session_idx').on(t.sessionId, t.createdAt)],
);

/** One immutable version of a document: the model, and the changes from the one before. */
export const prdVersions = pgTable(
  'prd_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => prdDocuments.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    model: jsonb('model').$type<Prd>().notNull(),
    changes: jsonb('changes').$type<PrdChangeWire[]>().notNull().default([]),
    summary: text('summary').notNull().default(''),
    origin: text('origin').$type<VersionOrigin>().notNull(),
    /** "built-in", "provider", "person" (a restore), "migration". */
    author: text('author').notNull(),
    /** The answer that wrote it (null for a restore, or once that answer is gone). */
    messageId: bigint('message_id', { mode: 'number' }).references(
      (): AnyPgColumn => chatMessages.id,
      { onDelete: 'set null' },
    ),
    basedOn: integer('based_on'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('prd_versions_document_number_idx').on(t.documentId, t.number),
    index('prd_versions_message_idx').on(t.messageId),
  ],
);

/** A file attached to a human message, stored under a generated key. */
export const chatFiles = pgTable(
  'chat_files',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    storeKey: text('store_key').notNull(),
    kind: text('kind', { enum: ['document', 'image', 'audio', 'video'] }).notNull(),
    mediaType: text('media_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /**
     * The text a job extracted from the file (chunks with locators, capped), kept so that
     * follow-ups of the session can use it without extracting again; null until then.
     */
    extraction: jsonb('extraction').$type<StoredExtraction>(),
    createdAt: createdAt(),
  },
  (t) => [index('chat_files_message_idx').on(t.messageId)],
);

/**
 * One answer being written: the job a worker runs (modules/prd/generation.*). Accepting a send
 * writes this row in the transaction that reserves the upload and stores the messages; the
 * worker settles it once (complete, failed or stopped), charging or refunding in the same
 * transaction. Its id is the job id and the answer stream's id.
 */
export const generations = pgTable(
  'generations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => chatSessions.id, { onDelete: 'cascade' }),
    answerId: bigint('answer_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    /** The first message of this send: a revision reads the session's messages before it. */
    firstMessageId: bigint('first_message_id', { mode: 'number' }).notNull(),
    callerKind: text('caller_kind', { enum: ['user', 'admin', 'visitor'] }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    visitorId: text('visitor_id'),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    /** The typed message (files are the chat_files of this send's messages). */
    text: text('text').notNull(),
    /** Files left out at upload because their content did not match their type. */
    skippedFiles: jsonb('skipped_files').$type<string[]>().notNull().default([]),
    /** What was reserved: a user's upload, a visitor's free use (its row), or nothing (admins). */
    reservation: text('reservation', { enum: ['none', 'upload', 'visitor'] }).notNull(),
    visitorUsageId: bigint('visitor_usage_id', { mode: 'number' }),
    /** The user's usage period the upload was taken from (given back there on a refund). */
    usageId: bigint('usage_id', { mode: 'number' }),
    status: text('status', { enum: ['queued', 'running', 'complete', 'failed', 'stopped'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** Set when the first answer text was published: from then on the PRD is charged. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    stopRequested: boolean('stop_requested').notNull().default(false),
    settlement: text('settlement', { enum: ['charged', 'refunded'] }),
    /** Past this a sweeper fails the answer (refunding when nothing was delivered). */
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    /** What the send is: a message, a regenerate, an edit, or a section edit of a document. */
    origin: text('origin', { enum: ['send', 'regenerate', 'edit', 'section_edit'] })
      .notNull()
      .default('send'),
    /** A regenerate's or edit's replaced answer (kept as a hidden variant). */
    replacesAnswerId: bigint('replaces_answer_id', { mode: 'number' }),
    /** A section edit's target: the document and the section key or item id. */
    scope: jsonb('scope').$type<{ documentId: string; section?: string; itemId?: string }>(),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('generations_open_idx').on(t.status, t.deadlineAt),
    index('generations_session_idx').on(t.sessionId, t.createdAt),
  ],
);

/** Visitor PRDs, counted per visitor cookie and per IP over a rolling 24 hours. */
export const visitorUsage = pgTable(
  'visitor_usage',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    visitorId: text('visitor_id').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('visitor_usage_visitor_idx').on(t.visitorId, t.createdAt),
    index('visitor_usage_ip_idx').on(t.ip, t.createdAt),
  ],
);

/**
 * Rate-limit counters shared by every API process on one PostgreSQL (rate-limiter-flexible's
 * Drizzle store; with Redis or PGlite they live there or in memory instead). One row per key
 * and fixed window: `expire` is when the window ends.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull(),
    expire: timestamp('expire', { withTimezone: true }),
  },
  (t) => [index('rate_limits_expire_idx').on(t.expire)],
);

/** The Stripe customer of a user (created once, reused by every checkout). */
export const billingCustomers = pgTable('billing_customers', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  stripeCustomerId: text('stripe_customer_id').notNull().unique(),
  createdAt: createdAt(),
});

/** A Checkout Session we created: whose it is and what it sells (owner checks, return page). */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    mode: text('mode', { enum: ['payment', 'subscription'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('checkout_sessions_user_idx').on(t.userId, t.createdAt)],
);

/**
 * A plan held for a period: one per one-time purchase (its Checkout Session), one per auto-pay
 * Stripe subscription (its period moves on at each renewal). Rows mirror Stripe's state.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    status: text('status', {
      enum: ['active', 'pending', 'past_due', 'canceled', 'expired', 'revoked', 'disputed'],
    }).notNull(),
    autoPay: boolean('auto_pay').notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    stripeSubscriptionId: text('stripe_subscription_id').unique(),
    stripeCheckoutSessionId: text('stripe_checkout_session_id').unique(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscriptions_user_idx').on(t.userId, t.currentPeriodStart)],
);

/** Money received (or being received): one per one-time checkout, one per paid invoice. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * Null once the person's account is deleted: the payment stays for the accounts (the law
     * keeps it), detached from them.
     */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, {
      onDelete: 'set null',
    }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    method: text('method').notNull(),
    status: text('status', {
      enum: [
        'succeeded',
        'pending',
        'failed',
        'refunded',
        'partially_refunded',
        'disputed',
        'dispute_lost',
      ],
    }).notNull(),
    autoPay: boolean('auto_pay').notNull(),
    amountRefundedCents: integer('amount_refunded_cents').notNull().default(0),
    stripeCheckoutSessionId: text('stripe_checkout_session_id').unique(),
    stripeInvoiceId: text('stripe_invoice_id').unique(),
    stripePaymentIntentId: text('stripe_payment_intent_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_user_idx').on(t.userId, t.createdAt),
    index('payments_created_idx').on(t.createdAt),
    index('payments_intent_idx').on(t.stripePaymentIntentId),
  ],
);

/** Uploads used in one period of one grant; a new period (renewal, new plan) starts at zero. */
export const usagePeriods = pgTable(
  'usage_periods',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `sub:<subscription id>:<period start>` or `base:<plan id>:<window>`. */
    periodKey: text('period_key').notNull(),
    planId: integer('plan_id').references(() => plans.id),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [uniqueIndex('usage_periods_key_unique').on(t.userId, t.periodKey)],
);

/** Stripe events already applied: recorded in the transaction of their effect. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The embedded test checkout's Stripe-shaped objects (no Stripe key configured). */
export const sandboxStripeObjects = pgTable(
  'sandbox_stripe_objects',
  {
    id: text('id').primaryKey(),
    object: text('object').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    paymentIntent: text('payment_intent'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_stripe_objects_intent_idx').on(t.paymentIntent)],
);

/**
 * One OAuth round trip in flight (sign-in or connecting a workspace): single use, short-lived.
 * The state itself travels to the provider; only its hash is kept.
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    stateHash: text('state_hash').primaryKey(),
    provider: text('provider', {
      enum: ['github', 'google', 'notion', 'confluence'],
    }).notNull(),
    /** connect: the user who asked to connect a workspace. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** PKCE verifier and OpenID nonce (sealed). */
    secrets: text('secrets').notNull(),
    /** Hash of the browser binding (a cookie set with the login_url). */
    browserHash: text('browser_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('oauth_states_expires_idx').on(t.expiresAt)],
);

/** A one-time code the sign-in callback hands the SPA, exchanged once for the token pair. */
export const loginCodes = pgTable('login_codes', {
  codeHash: text('code_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  /** The same browser binding as the state's: the code is only good in the browser that signed in. */
  browserHash: text('browser_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** An outside identity (GitHub or Google account) linked to a user. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['github', 'google'] }).notNull(),
    /** The provider's stable account id (GitHub's numeric id, Google's `sub`). */
    subject: text('subject').notNull(),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_identities_subject_unique').on(t.provider, t.subject),
    index('user_identities_user_idx').on(t.userId),
  ],
);

/** A connected Notion workspace or Confluence site; tokens sealed (platform/secrets). */
export const workspaceConnections = pgTable(
  'workspace_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['notion', 'confluence'] }).notNull(),
    /** Notion's workspace id; Confluence's cloud id. */
    externalId: text('external_id').notNull(),
    workspaceName: text('workspace_name').notNull(),
    siteUrl: text('site_url'),
    accessToken: text('access_token').notNull(),
    refreshToken: text('refresh_token'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /**
     * Set while one instance refreshes the tokens (Atlassian's refresh token works once): the
     * others wait for its result instead of spending the same refresh token.
     */
    refreshLeaseUntil: timestamp('refresh_lease_until', { withTimezone: true }),
    /** Notion: the page PRDs go under unless the person picks another. */
    defaultParentId: text('default_parent_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('workspace_connections_user_unique').on(t.userId, t.provider)],
);

/** A PRD published to a workspace: publishing the same chat message again updates this page. */
export const publishedPages = pgTable(
  'published_pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['notion', 'confluence'] }).notNull(),
    chatId: bigint('chat_id', { mode: 'number' })
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    /** Notion: the parent page id; Confluence: the space key. */
    target: text('target').notNull(),
    pageId: text('page_id').notNull(),
    url: text('url'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('published_pages_unique').on(t.userId, t.provider, t.chatId, t.target)],
);

/** A help or content page (Markdown); `/settings/{topic}` shows the published ones. */
export const contentPages = pgTable(
  'content_pages',
  {
    id: serial('id').primaryKey(),
    /** As admins name it (underscores show as spaces in the Help list). */
    slug: text('slug').notNull(),
    /** The slug as a topic address: lowercased, spaces as hyphens (unique). */
    topic: text('topic').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    published: boolean('published').notNull().default(true),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('content_pages_topic_unique').on(t.topic)],
);

/** A person's request to delete their account; admins approve or reject it. */
export const deletionRequests = pgTable(
  'deletion_requests',
  {
    id: serial('id').primaryKey(),
    /** Null once the account is gone (the request stays as a record of it). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    name: text('name').notNull(),
    reason: text('reason').notNull(),
    /** processing: approved, the deletion job has not finished yet. */
    status: text('status', { enum: ['pending', 'processing', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('deletion_requests_status_idx').on(t.status, t.createdAt),
    // One open request per person: asking again updates its reason.
    uniqueIndex('deletion_requests_pending_unique')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** Learn area: levels hold subjects, subjects hold lessons (Markdown). */
export const lessonLevels = pgTable('lesson_levels', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const lessonSubjects = pgTable(
  'lesson_subjects',
  {
    id: serial('id').primaryKey(),
    levelId: integer('level_id')
      .notNull()
      .references(() => lessonLevels.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lesson_subjects_level_idx').on(t.levelId, t.position)],
);

export const lessons = pgTable(
  'lessons',
  {
    id: serial('id').primaryKey(),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => lessonSubjects.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Markdown. */
    body: text('body').notNull(),
    position: integer('position').notNull().default(0),
    published: boolean('published').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lessons_subject_idx').on(t.subjectId, t.position)],
);
