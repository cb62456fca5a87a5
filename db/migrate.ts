import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client.ts';

/** db/migrations, found from this file whether it runs from source or from dist/. */
export function findMigrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = join(dir, 'db', 'migrations');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    const sibling = join(dir, 'migrations');
    if (existsSync(join(sibling, 'meta', '_journal.json'))) return sibling;
    dir = dirname(dir);
  }
  throw new Error('db/migrations not found');
}

/** Applies the committed SQL migrations. */
export async function migrateDatabase(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder: findMigrationsFolder() });
}
