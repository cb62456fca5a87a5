import { defineConfig } from 'drizzle-kit';

// Only `generate` is used: migrations are applied by the app itself (db/migrate.ts), because
// the embedded PGlite needs its pg_trgm extension loaded, which drizzle-kit cannot do.
export default defineConfig({
  dialect: 'postgresql',
  schema: './db/schema/*.ts',
  out: './db/migrations',
});
