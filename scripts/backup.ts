/**
 * `npm run backup`: one backup now, verified and rotated like the nightly one, into BACKUP_DIR.
 * Embedded: the running portal's PostgreSQL, or one started for the command when the portal is
 * stopped. With DATABASE_URL: the same COPY-based backup of that server's database (no pg_dump
 * needed), verified in a throwaway embedded PostgreSQL.
 */
import { join } from 'node:path';
import { reachDataDirCluster } from '../db/backup/data-dir-backups.ts';
import { lockBackups, runBackup } from '../db/backup/run-backup.ts';
import { readConfig } from '../server/config.ts';

async function main(): Promise<void> {
  const config = readConfig();
  const cluster = config.databaseUrl
    ? { databaseUrl: config.databaseUrl, adminUrl: undefined, close: async () => {} }
    : await reachDataDirCluster(config.dataDir);
  try {
    const release = await lockBackups(cluster.databaseUrl);
    if (!release) throw new Error('Another backup is running; try again when it has finished.');
    try {
      const run = await runBackup(
        {
          databaseUrl: cluster.databaseUrl,
          adminUrl: cluster.adminUrl,
          uploadsDir: join(config.dataDir, 'uploads'),
          dataDir: config.dataDir,
          dicomS3Bucket: config.s3?.dicomBucket ?? null,
          backupDir: config.backups.dir,
          retention: { daily: config.backups.keepDaily, weekly: config.backups.keepWeekly },
        },
        () => new Date(),
      );
      const { backup, verification } = run;
      const rows = backup.manifest.tables.reduce((sum, t) => sum + t.rows, 0);
      console.log(
        `Backup written: ${backup.path} (${(backup.sizeBytes / 1e6).toFixed(1)} MB, ${backup.manifest.tables.length} tables, ` +
          `${rows} rows, ${backup.manifest.uploads.files} upload files)`,
      );
      console.log(
        verification.verified
          ? `Verified: restored into a temporary database, every table's row count matches (${verification.durationMs} ms).`
          : `VERIFICATION FAILED: ${verification.message}`,
      );
      const { dicom } = backup.manifest;
      if (dicom) {
        console.log(
          `DICOM: ${dicom.objects} objects on disk, ${dicom.files} files (${(dicom.bytes / 1e6).toFixed(1)} MB) in the backup.`,
        );
        if (dicom.s3.objects > 0)
          console.log(
            `DICOM in S3: ${dicom.s3.objects} objects (${(dicom.s3.bytes / 1e6).toFixed(1)} MB) are in the bucket ` +
              `${dicom.s3.bucket ?? '(S3 is not configured here)'}, their durable copy; not copied into the backup.`,
          );
        if (dicom.missing > 0)
          console.log(
            `WARNING: ${dicom.missing} DICOM files the database lists were not on disk (first: ${dicom.missingKeys[0]}).`,
          );
      }
      for (const name of run.deleted) console.log(`Rotated away: ${name}`);
      if (!verification.verified) process.exitCode = 1;
    } finally {
      await release();
    }
  } finally {
    await cluster.close();
  }
}

main().catch((error: unknown) => {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
