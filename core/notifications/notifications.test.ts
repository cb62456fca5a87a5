import { describe, expect, it } from 'vitest';
import { buildNotifications, type NotificationFacts } from './notifications.ts';

const now = new Date('2026-11-03T06:00:00Z');
const quiet: NotificationFacts = {
  subscription: { status: 'active', endDate: new Date('2026-12-20T00:00:00Z') },
  incompleteFormF: 0,
  today: '2026-11-03',
  formsLastMonth: 0,
  formsThisMonth: 0,
  openAppointmentsToday: 0,
  lockedLinks: 0,
};

describe('buildNotifications', () => {
  it('lists nothing when nothing needs attention', () => {
    expect(buildNotifications(quiet, now)).toEqual([]);
  });

  it('lists the subscription, incomplete forms, the register due and today’s appointments, urgent first', () => {
    const list = buildNotifications(
      {
        subscription: { status: 'trial', endDate: new Date('2026-11-04T00:00:00Z') },
        incompleteFormF: 2,
        today: '2026-11-03',
        formsLastMonth: 1,
        formsThisMonth: 4,
        openAppointmentsToday: 3,
        lockedLinks: 0,
      },
      now,
    );
    expect(list.map((n) => [n.id, n.title, n.href, n.urgent])).toEqual([
      ['subscription', 'Trial Ending Soon', '/billing?tab=plans', true],
      ['form-f-incomplete', '2 Form Fs are incomplete', '/pcpndt', true],
      ['register-due', 'Form F register for October 2026 due by 05/11/2026', '/pcpndt/register/2026-10', true],
      ['todays-schedule', '3 appointments today', '/dashboard', false],
    ]);
  });

  it('points at the current month’s register once last month’s is past its 5th, and says a lapsed plan', () => {
    const list = buildNotifications(
      {
        ...quiet,
        subscription: { status: 'active', endDate: new Date('2026-11-01T00:00:00Z') },
        today: '2026-11-06',
        formsLastMonth: 2,
        formsThisMonth: 1,
        incompleteFormF: 1,
      },
      new Date('2026-11-06T06:00:00Z'),
    );
    expect(list.map((n) => n.title)).toEqual([
      'Subscription Expired',
      '1 Form F is incomplete',
      'Form F register for November 2026 due by 05/12/2026',
    ]);
    expect(list[2]?.detail).toBe('1 form to report for the month.');
    expect(list[2]?.urgent).toBe(false);
  });

  it('tells the clinic of a patient link locked by wrong codes (issue 36)', () => {
    expect(buildNotifications({ ...quiet, lockedLinks: 1 }, now)).toEqual([
      expect.objectContaining({ id: 'shared-link-locked', title: '1 report link was locked', urgent: true }),
    ]);
  });
});
