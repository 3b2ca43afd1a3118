// The database schema, one file per area under schema/. Everything is exported from here: the
// app imports `db/schema.js` and drizzle-kit reads this file (drizzle.config.ts).
export * from './schema/accounts.js';
export * from './schema/admin.js';
export * from './schema/billing.js';
export * from './schema/chat.js';
export * from './schema/identities.js';
