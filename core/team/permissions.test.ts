import { describe, expect, it } from 'vitest';
import { type Actor, can, type Permission, refusalMessage, roleLabel } from './permissions.ts';

const admin: Actor = { role: 'admin', doctorId: 'd1' };
const adminUnlinked: Actor = { role: 'admin', doctorId: null };
const doctor: Actor = { role: 'doctor', doctorId: 'd2' };
const receptionist: Actor = { role: 'receptionist', doctorId: null };

describe('the role matrix of issue 15', () => {
  const rows: [Permission, boolean, boolean, boolean, boolean][] = [
    // permission, admin (linked), admin (unlinked), doctor, receptionist
    ['front-desk', true, true, true, true],
    ['reports.finalize', true, false, true, false],
    ['reports.amend', true, false, true, false],
    ['formf.submit', true, false, true, false],
    ['formf.sign', true, false, true, false],
    ['insights', true, true, true, false],
    ['billing', true, true, false, false],
    ['team', true, true, false, false],
    ['settings', true, true, false, false],
    ['activity', true, true, false, false],
    ['system', true, true, false, false],
    ['data-export', true, true, false, false],
    ['bills.approve', true, true, false, false],
  ];
  it.each(rows)('%s', (permission, a, au, d, r) => {
    expect([
      can(admin, permission),
      can(adminUnlinked, permission),
      can(doctor, permission),
      can(receptionist, permission),
    ]).toEqual([a, au, d, r]);
  });

  it('refuses an unknown role everything', () => {
    expect(can({ role: 'owner', doctorId: 'd' }, 'front-desk')).toBe(false);
  });

  it('names the role and the action', () => {
    expect(refusalMessage(receptionist, 'reports.finalize')).toBe('Receptionists cannot finalize reports');
    expect(refusalMessage(doctor, 'team')).toBe('Doctors cannot manage the team');
    expect(refusalMessage(adminUnlinked, 'reports.finalize')).toBe(
      'Administrators not linked to a doctor cannot finalize reports',
    );
  });

  it('gives centres to organisation admins only, and billing to no admin of another centre (issue 18)', () => {
    const orgAdmin: Actor = { ...admin, organisationAdmin: true };
    const centreAdmin: Actor = { ...admin, organisationAdmin: false };
    expect([can(orgAdmin, 'organisation'), can(centreAdmin, 'organisation'), can(admin, 'organisation')]).toEqual([
      true,
      false,
      false,
    ]);
    expect([can(orgAdmin, 'billing'), can(centreAdmin, 'billing'), can(admin, 'billing')]).toEqual([true, false, true]);
    expect(can(centreAdmin, 'team')).toBe(true);
    expect(refusalMessage(centreAdmin, 'billing')).toBe(
      "Administrators of this centre cannot manage billing and plans: only the organisation's administrators can",
    );
    expect(refusalMessage(doctor, 'organisation')).toBe("Doctors cannot manage the organisation's centres");
  });

  it('names the rule that refused, not another one (issue 36)', () => {
    const centreAdminUnlinked: Actor = { ...adminUnlinked, organisationAdmin: false };
    expect(refusalMessage(centreAdminUnlinked, 'formf.submit')).toBe(
      'Administrators not linked to a doctor cannot submit or amend Form F',
    );
    expect(refusalMessage({ ...admin, organisationAdmin: false }, 'team')).toBeNull();
    // An organisation admin who is a doctor in this centre still runs the centres.
    expect(can({ ...doctor, organisationAdmin: true }, 'organisation')).toBe(true);
  });

  it('labels roles for the sidebar', () => {
    expect(['admin', 'doctor', 'receptionist'].map(roleLabel)).toEqual(['Administrator', 'Doctor', 'Receptionist']);
  });
});
