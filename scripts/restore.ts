/**
 * `npm run restore -- <backup.zip>`: replaces the embedded database and uploads of DATA_DIR with
 * the backup's. The portal must be stopped. The data it replaces is kept (renamed), never deleted.
 */
import { resolve } from 'node:path';
import { PortalRunningError, restoreDataDir } from '../db/backup/restore-data-dir.ts';
import { readConfig } from '../server/config.ts';

async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) throw new Error('Name the backup file: npm run restore -- <path to portal-backup-….zip>');
  const config = readConfig();
  if (config.databaseUrl) {
    throw new Error(
      'DATABASE_URL is set: restore a PostgreSQL server with its own tools (see the README, Backups). ' +
        'This command restores the embedded database of DATA_DIR.',
    );
  }
  const restored = await restoreDataDir(config.dataDir, resolve(file), new Date());
  const rows = restored.result.tables.reduce((sum, t) => sum + t.actual, 0);
  console.log(
    `Restored ${resolve(file)} into ${config.dataDir}: ${restored.result.tables.length} tables, ${rows} rows; counts match.`,
  );
  if (restored.keptDatabase) {
    console.log(
      `The data from before the restore is kept as the database "${restored.keptDatabase}" of the embedded PostgreSQL.`,
    );
  }
  if (restored.keptUploads) console.log(`The uploads from before the restore are kept in ${restored.keptUploads}.`);
  const dicom = restored.manifest.dicom;
  if (dicom) {
    console.log(`DICOM: ${restored.dicomFiles} files written back, each matching its SHA-256.`);
    if (dicom.s3.objects > 0)
      console.log(
        `${dicom.s3.objects} DICOM objects are kept in S3 (bucket ${dicom.s3.bucket ?? 'not named'}), not in the backup: ` +
          'the portal reads them from there with the same S3_* settings.',
      );
  }
  if (restored.keptDicom) console.log(`The DICOM folder from before the restore is kept in ${restored.keptDicom}.`);
  console.log('Start the portal again with npm start.');
}

main().catch((error: unknown) => {
  console.error(
    `${error instanceof PortalRunningError ? '' : 'Restore failed: '}${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
