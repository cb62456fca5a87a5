import { defineConfig } from 'drizzle-kit';

// Only `generate` is used: migrations are applied by the app itself (db/migrate.ts), because
// the app owns its start-up (embedded PostgreSQL, waiting for a server) and the extensions.
export default defineConfig({
  dialect: 'postgresql',
  schema: './db/schema/*.ts',
  out: './db/migrations',
});
