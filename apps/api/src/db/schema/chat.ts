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
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { users } from './accounts.js';

/** A file's extracted text as kept for follow-ups (see chatFiles.extraction). */
export interface StoredExtraction {
  chunks: { file: string; locator: string; text: string }[];
}

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
