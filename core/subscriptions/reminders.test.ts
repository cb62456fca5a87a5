import { describe, expect, it } from 'vitest';
import { dueSubscriptionReminder } from './reminders.ts';

const DAY = 24 * 60 * 60 * 1000;
const end = new Date('2026-03-15T06:30:00Z');
const paid = { status: 'active', endDate: end, periodStart: new Date('2026-02-15T06:30:00Z') };
const trial = { status: 'trial', endDate: end, periodStart: new Date(end.getTime() - 5 * DAY) };
const at = (offsetMs: number) => new Date(end.getTime() + offsetMs);

describe('dueSubscriptionReminder', () => {
  it.each([
    ['8 days before', paid, -8 * DAY, null],
    ['exactly 7 days before', paid, -7 * DAY, 'subscription_7_days'],
    ['3 days before (a late sweep)', paid, -3 * DAY, 'subscription_7_days'],
    ['exactly 1 day before', paid, -DAY, 'subscription_1_day'],
    ['a minute before the end', paid, -60_000, 'subscription_1_day'],
    ['at the end', paid, 0, 'subscription_lapsed'],
    ['23 hours after', paid, 23 * 60 * 60_000, 'subscription_lapsed'],
    ['a day after', paid, DAY, null],
    ['a trial 4 days before its end: no 7-day reminder for a 5-day trial', trial, -4 * DAY, null],
    ['a trial 1 day before', trial, -DAY, 'subscription_1_day'],
    ['a trial at its end', trial, 0, 'subscription_lapsed'],
    ['an expired row before its end date', { ...paid, status: 'expired' }, -DAY, null],
    ['an expired row on the day', { ...paid, status: 'expired' }, 60_000, 'subscription_lapsed'],
    ['pending (no plan yet)', { status: 'pending', endDate: null, periodStart: null }, 0, null],
    ['cancelled', { ...paid, status: 'cancelled' }, -DAY, null],
  ])('%s', (_label, sub, offset, expected) => {
    expect(dueSubscriptionReminder(sub, at(offset))).toBe(expected);
  });
});
