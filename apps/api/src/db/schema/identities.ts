import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { users } from './accounts.js';
import { chatMessages } from './chat.js';

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
