import { clinicDayOf, DEFAULT_TIME_ZONE } from '../../../core/format/dates.ts';
import type { ExpiryWarningType } from '../../../core/subscriptions/expiry.ts';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage-keys.ts';

/**
 * Spec §4.2: each expiry warning shows at most once per calendar day per type. The day is the
 * clinic's (Asia/Kolkata), so a warning seen at 11 pm IST does not return at 1 am IST.
 */
export type ShownLog = Partial<Record<ExpiryWarningType, string>>;

export function calendarDay(now: Date, timeZone = DEFAULT_TIME_ZONE): string {
  return clinicDayOf(now, timeZone);
}

export function parseShownLog(text: string | null): ShownLog {
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    const log: ShownLog = {};
    for (const [key, value] of Object.entries(parsed)) {
      if (typeof value === 'string') log[key as ExpiryWarningType] = value;
    }
    return log;
  } catch {
    return {};
  }
}

export function wasShownOn(log: ShownLog, type: ExpiryWarningType, day: string): boolean {
  return log[type] === day;
}

/** True the first time a type is asked for on a day; records it so later calls say false. */
export function claimExpiryWarning(type: ExpiryWarningType, now: Date): boolean {
  const log = parseShownLog(readStorage(STORAGE_KEYS.expiryWarningShown));
  const day = calendarDay(now);
  if (wasShownOn(log, type, day)) return false;
  writeStorage(STORAGE_KEYS.expiryWarningShown, JSON.stringify({ ...log, [type]: day }));
  return true;
}
