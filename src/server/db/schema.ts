// The database's tables, one file per area in schema/; drizzle.config.ts, the database client and
// the queries read them all from here.
export * from './schema/accounts.js'
export * from './schema/grids.js'
export * from './schema/messages.js'
export * from './schema/moderation.js'
export * from './schema/analytics.js'
export * from './schema/billing.js'
export * from './schema/feedback.js'
export * from './schema/custom-domains.js'
