import { clinicDayOf } from '../../core/format/dates.ts';

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

/**
 * Which backups rotation deletes. Kept: the newest backup of each of the last `daily` days that
 * have one, then the newest of each of the `weekly` weeks before the weeks of those (India days and weeks);
 * so after a month of nightly backups 7 + 4 files remain, and backups that stopped for a while
 * do not age the last good ones away. A backup whose verification failed never fills a slot and
 * goes once a newer one exists; the newest backup is never deleted.
 */
export function backupsToDelete(
  backups: readonly RetainedBackup[],
  policy: RetentionPolicy,
  timeZone?: string,
): RetainedBackup[] {
  const newestFirst = [...backups].sort((a, b) => b.at.getTime() - a.at.getTime());
  const keep = new Set<RetainedBackup>(newestFirst.slice(0, 1));
  const days = new Set<string>();
  const weeksOfDailies = new Set<string>();
  const weeks = new Set<string>();
  for (const backup of newestFirst) {
    if (backup.verified === false) continue;
    const day = clinicDayOf(backup.at, timeZone);
    const week = weekOf(day);
    if (days.size < policy.daily) {
      if (!days.has(day)) {
        days.add(day);
        weeksOfDailies.add(week);
        keep.add(backup);
      }
      continue;
    }
    if (days.has(day) || weeksOfDailies.has(week) || weeks.has(week) || weeks.size >= policy.weekly) continue;
    weeks.add(week);
    keep.add(backup);
  }
  return newestFirst.filter((b) => !keep.has(b));
}
