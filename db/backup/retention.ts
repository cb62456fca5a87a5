import { clinicDayOf } from '../../core/format/dates.ts';
import { UNVERIFIED_BACKUPS_KEPT } from '../../core/system/backup-schemas.ts';

export interface RetainedBackup {
  fileName: string;
  at: Date;
  /** false when its verification failed; null when none was recorded. */
  verified: boolean | null;
}

export interface RetentionPolicy {
  daily: number;
  weekly: number;
}

/** The Monday (yyyy-mm-dd) of a day's week: weeks are counted Monday to Sunday. */
function weekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

/** Newest first, grouped by key in the order keys first appear (so also newest first). */
function groupBy(backups: readonly RetainedBackup[], key: (b: RetainedBackup) => string): RetainedBackup[][] {
  const groups = new Map<string, RetainedBackup[]>();
  for (const backup of backups) {
    const k = key(backup);
    groups.set(k, [...(groups.get(k) ?? []), backup]);
  }
  return [...groups.values()];
}

/**
 * A slot's backup: its newest verified one. One never verified (its verification was killed, or
 * an older version wrote none) stands in only where no verified one exists, so a verified backup
 * is never deleted for an unverified one of the same day or week.
 */
const bestOf = (slot: RetainedBackup[]) => slot.find((b) => b.verified === true) ?? slot[0];

/**
 * Which backups rotation deletes. Kept: a backup of each of the last `daily` days that have one,
 * then one of each of the `weekly` weeks before the weeks of those (India days and weeks), each
 * slot's newest verified backup (bestOf); so after a month of nightly backups 7 + 4 files remain,
 * and backups that stopped for a while do not age the last good ones away. A backup whose
 * verification failed never fills a slot and goes once a newer one exists; the newest backup is
 * never deleted.
 */
export function backupsToDelete(
  backups: readonly RetainedBackup[],
  policy: RetentionPolicy,
  timeZone?: string,
): RetainedBackup[] {
  const newestFirst = [...backups].sort((a, b) => b.at.getTime() - a.at.getTime());
  const keep = new Set<RetainedBackup | undefined>(newestFirst.slice(0, 1));
  const candidates = newestFirst.filter((b) => b.verified !== false);
  const dayOf = (b: RetainedBackup) => clinicDayOf(b.at, timeZone);
  const dailies = groupBy(candidates, dayOf).slice(0, policy.daily);
  const weeksOfDailies = new Set(dailies.map((slot) => weekOf(dayOf(slot[0] as RetainedBackup))));
  const older = candidates.filter((b) => !weeksOfDailies.has(weekOf(dayOf(b))));
  const weeklies = groupBy(older, (b) => weekOf(dayOf(b))).slice(0, policy.weekly);
  for (const slot of [...dailies, ...weeklies]) keep.add(bestOf(slot));
  return newestFirst.filter((b) => !keep.has(b));
}

/**
 * After a backup that failed verification, which rotates nothing (decision 005: it must not age
 * verified backups away): the older failed ones beyond the newest UNVERIFIED_BACKUPS_KEPT, since
 * each holds the whole DICOM folder and a fault that fails every night (a DICOM file lost from
 * disk) would otherwise fill the disk. Verified backups, and ones never verified (null: a killed
 * verification or an older version's file, possibly the last good copy), are never among them.
 */
export function unverifiedBackupsToDelete(
  backups: readonly RetainedBackup[],
  kept = UNVERIFIED_BACKUPS_KEPT,
): RetainedBackup[] {
  const failedNewestFirst = backups.filter((b) => b.verified === false).sort((a, b) => b.at.getTime() - a.at.getTime());
  return failedNewestFirst.slice(kept);
}
