// The Postgres extensions the migrations create, which PGlite loads only when given them: pg_trgm
// serves the inbox's search (ADR 0066). Plain JavaScript, like the thread that imports it.
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'

export const PGLITE_EXTENSIONS = { pg_trgm }
