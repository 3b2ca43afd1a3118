import { sql } from 'drizzle-orm';
import {
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
import { createdAt } from './columns.js';
import { users } from './accounts.js';

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
