/** The demo owner's sign-in, in a module of its own so that the CLI's help does not load the seeding. */
export const DEMO_EMAIL = 'demo@example.com'
/** The published password of the demo accounts, for development and tests (never production). */
export const DEMO_PASSWORD = 'Demo#2024pass'
