import type { RegistrationStatus } from './registration-schemas.ts';

/** Days before the certificate's last day on which the admins are reminded to renew it. */
export const RENEWAL_REMINDER_DAYS = [90, 30, 7] as const;
export type RenewalReminderKind = `registration_${(typeof RENEWAL_REMINDER_DAYS)[number]}_days`;

const DAY_MS = 86_400_000;

/** Whole days from `today` to `validTo` (both YYYY-MM-DD, the clinic's calendar): 0 on the last day. */
export function daysUntil(today: string, validTo: string): number {
  return Math.round((Date.parse(`${validTo}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

/**
 * The certificate's state on `today`: valid through its last day (validTo), expired after it;
 * 'expiring' within the first reminder window (90 days), when the dashboard starts saying so.
 */
export function registrationStatus(today: string, validTo: string | null): RegistrationStatus {
  if (validTo === null) return 'missing';
  const left = daysUntil(today, validTo);
  if (left < 0) return 'expired';
  return left <= RENEWAL_REMINDER_DAYS[0] ? 'expiring' : 'valid';
}

/**
 * The renewal reminder due on `today`: the smallest window (90, 30, 7 days) that `today` has
 * entered, so a sweep that missed a day still sends it and a certificate recorded 20 days before
 * expiry gets the 30-day one, not the 90-day one. Each is sent once per certificate (the caller's
 * period key is validTo); none once it has expired (the dashboard warns then).
 */
export function dueRenewalReminder(today: string, validTo: string): RenewalReminderKind | null {
  const left = daysUntil(today, validTo);
  if (left < 0) return null;
  const window = [...RENEWAL_REMINDER_DAYS].reverse().find((days) => left <= days);
  return window === undefined ? null : `registration_${window}_days`;
}
