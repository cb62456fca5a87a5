/**
 * `npm run verify-backup -- <backup.zip>`: restores a backup into a throwaway embedded PostgreSQL
 * (started in a temporary folder, removed afterwards) and compares every table's row count with
 * its manifest. Works anywhere the portal is installed: beside a running portal, on another
 * machine, or for a backup of a PostgreSQL server made by `npm run backup`. Exit code 0 when it
 * restores with matching counts, 1 otherwise.
 */
import { resolve } from 'node:path';
import { verifyBackup, withScratchCluster } from '../db/backup/verify-backup.ts';

async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) throw new Error('Name the backup file: npm run verify-backup -- <path to portal-backup-….zip>');
  const verification = await withScratchCluster((adminUrl) => verifyBackup(resolve(file), adminUrl));
  for (const table of verification.result?.tables ?? []) {
    const mark = table.actual === table.expected ? 'ok' : 'DIFFERS';
    console.log(
      `${table.name.padEnd(32)} ${String(table.expected).padStart(10)} ${String(table.actual).padStart(10)}  ${mark}`,
    );
  }
  const { dicom } = verification;
  if (dicom) {
    console.log(
      `DICOM on disk: ${dicom.objects} objects, ${dicom.checked} of ${dicom.files} files (${(dicom.bytes / 1e6).toFixed(1)} MB) read back, SHA-256 matching.`,
    );
    if (dicom.s3.objects > 0)
      console.log(
        `DICOM in S3: ${dicom.s3.objects} objects (${(dicom.s3.bytes / 1e6).toFixed(1)} MB) are in the bucket ` +
          `${dicom.s3.bucket ?? '(not named)'}, their durable copy; not in this backup and not checked by it.`,
      );
  }
  if (verification.verified)
    console.log(`Verified in ${verification.durationMs} ms: the backup restores and every row count matches.`);
  else {
    console.error(`Not verified: ${verification.message}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(`Verification failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
