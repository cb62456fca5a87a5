/**
 * `npm run recover-database -- <portal_before_restore_…>`: makes a database kept by a restore the
 * portal's database again (after an interrupted restore, or to undo one). The portal must be
 * stopped. The database it replaces, if any, is kept too.
 */
import { recoverDatabase } from '../db/backup/recover-database.ts';
import { PortalRunningError } from '../db/backup/restore-data-dir.ts';
import { readConfig } from '../server/config.ts';

async function main(): Promise<void> {
  const name = process.argv[2];
  if (!name) throw new Error('Name the database: npm run recover-database -- portal_before_restore_<time>');
  const config = readConfig();
  if (config.databaseUrl)
    throw new Error('DATABASE_URL is set: this command works on the embedded database of DATA_DIR.');
  const { kept } = await recoverDatabase(config.dataDir, name, new Date());
  console.log(`"${name}" is the portal's database again (in ${config.dataDir}).`);
  if (kept) console.log(`The database it replaced is kept as "${kept}".`);
  console.log('Start the portal again with npm start.');
}

main().catch((error: unknown) => {
  console.error(
    `${error instanceof PortalRunningError ? '' : 'Recovery failed: '}${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
