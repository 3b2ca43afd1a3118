import {
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
