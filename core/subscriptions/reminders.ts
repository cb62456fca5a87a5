/**
 * When the portal e-mails a clinic's administrators about the end of its paid month or trial
 * (the promise of the billing, refund and terms pages: 7 days and 1 day before, and on the day it
 * lapses). Pure: the sweep (server/jobs) asks this with the clock's "now" and sends each reminder
 * at most once per period, keyed by the period's end.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

export type SubscriptionReminderKind = 'subscription_7_days' | 'subscription_1_day' | 'subscription_lapsed';

export interface ReminderSubscription {
  status: string;
  endDate: Date | null;
  /** When the period that ends at endDate began. */
  periodStart: Date | null;
}

/**
 * The reminder due at `now`, if any. Each has a window up to the next one, so a sweep that
 * runs late (a server down for an hour) still sends it, and never the earlier one after the
 * later one is due. The 7-day reminder is skipped for periods of 7 days or less (the 5-day
 * trial), where it would arrive as the period starts. The lapse notice is sent during the first
 * day after the end.
 */
export function dueSubscriptionReminder(sub: ReminderSubscription, now: Date): SubscriptionReminderKind | null {
  if (!sub.endDate || !['trial', 'active', 'expired'].includes(sub.status)) return null;
  const end = sub.endDate.getTime();
  const at = now.getTime();
  if (at >= end + DAY_MS) return null;
  if (at >= end) return 'subscription_lapsed';
  if (sub.status === 'expired') return null;
  if (at >= end - DAY_MS) return 'subscription_1_day';
  const longPeriod = sub.periodStart !== null && end - sub.periodStart.getTime() > 7 * DAY_MS;
  if (at >= end - 7 * DAY_MS && longPeriod) return 'subscription_7_days';
  return null;
}
