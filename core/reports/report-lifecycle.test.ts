import { describe, expect, it } from 'vitest';
import { REPORT_MESSAGES } from '../messages.ts';
import type { Actor } from '../team/permissions.ts';
import {
  actionForSave,
  isSigned,
  permissionFor,
  type ReportAction,
  type ReportLifecycleState,
  stageOf,
  storedStatusForFilter,
  transition,
} from './report-lifecycle.ts';

const doctor: Actor = { role: 'doctor', doctorId: 'd1' };
const adminLinked: Actor = { role: 'admin', doctorId: 'd2' };
const adminUnlinked: Actor = { role: 'admin', doctorId: null };
const receptionist: Actor = { role: 'receptionist', doctorId: null };

const NEW = null;
const DRAFT: ReportLifecycleState = { status: 'draft', amended: false };
const FINALIZED: ReportLifecycleState = { status: 'finalized', amended: false };
const AMENDED: ReportLifecycleState = { status: 'finalized', amended: true };

describe('stageOf', () => {
  it.each([
    [NEW, 'new'],
    [DRAFT, 'draft'],
    [FINALIZED, 'finalized'],
    [AMENDED, 'amended'],
  ] as const)('%o is %s', (report, stage) => expect(stageOf(report)).toBe(stage));
});

describe('transition: what each step gives a doctor', () => {
  const rows: [ReportLifecycleState | null, ReportAction, string][] = [
    [NEW, 'save-draft', 'draft, unsigned, no version'],
    [DRAFT, 'save-draft', 'draft, unsigned, no version'],
    [NEW, 'finalize', 'finalized, signed, no version'],
    [DRAFT, 'finalize', 'finalized, signed, versioned'],
    [FINALIZED, 'amend', 'amended, signed, versioned'],
    [AMENDED, 'amend', 'amended, signed, versioned'],
  ];
  it.each(rows)('%o %s → %s', (report, action, expected) => {
    const step = transition(report, action, doctor);
    if (!step.allowed) throw new Error(step.message);
    const what = [
      step.status === 'draft' ? 'draft' : step.amended ? 'amended' : 'finalized',
      step.signs ? 'signed' : 'unsigned',
      step.keepsVersion ? 'versioned' : 'no version',
    ].join(', ');
    expect(what).toBe(expected);
  });
});

describe('transition: refusals', () => {
  const rows: [ReportLifecycleState | null, ReportAction, Actor, 403 | 409, string][] = [
    [FINALIZED, 'save-draft', doctor, 409, REPORT_MESSAGES.notADraft],
    [AMENDED, 'save-draft', receptionist, 409, REPORT_MESSAGES.notADraft],
    [FINALIZED, 'finalize', doctor, 409, REPORT_MESSAGES.alreadyFinalized],
    [AMENDED, 'finalize', doctor, 409, REPORT_MESSAGES.alreadyFinalized],
    [NEW, 'amend', doctor, 409, REPORT_MESSAGES.notFinalized],
    [DRAFT, 'amend', doctor, 409, REPORT_MESSAGES.notFinalized],
    [NEW, 'finalize', receptionist, 403, 'Receptionists cannot finalize reports'],
    [DRAFT, 'finalize', adminUnlinked, 403, 'Administrators not linked to a doctor cannot finalize reports'],
    [FINALIZED, 'amend', receptionist, 403, 'Receptionists cannot edit finalized reports'],
    [FINALIZED, 'amend', adminUnlinked, 403, 'Administrators not linked to a doctor cannot edit finalized reports'],
    [NEW, 'save-draft', { role: 'guest', doctorId: null }, 403, 'Users without a role cannot use the front desk'],
  ];
  it.each(rows)('%o %s by %o → %d', (report, action, actor, statusCode, message) => {
    expect(transition(report, action, actor)).toEqual({ allowed: false, statusCode, message });
  });

  it('lets every role save drafts and a linked admin sign', () => {
    for (const actor of [doctor, adminLinked, adminUnlinked, receptionist])
      expect(transition(DRAFT, 'save-draft', actor).allowed).toBe(true);
    expect(transition(DRAFT, 'finalize', adminLinked).allowed).toBe(true);
    expect(transition(FINALIZED, 'amend', adminLinked).allowed).toBe(true);
  });
});

describe('actionForSave (the spec’s POST / PUT / PATCH)', () => {
  const rows: [ReportLifecycleState | null, 'draft' | 'finalized' | undefined, ReportAction][] = [
    [NEW, undefined, 'finalize'],
    [NEW, 'finalized', 'finalize'],
    [NEW, 'draft', 'save-draft'],
    [DRAFT, undefined, 'save-draft'],
    [DRAFT, 'draft', 'save-draft'],
    [DRAFT, 'finalized', 'finalize'],
    // An edit of a finalized report amends it, even one saved "as a draft".
    [FINALIZED, undefined, 'amend'],
    [FINALIZED, 'draft', 'amend'],
    [AMENDED, 'finalized', 'amend'],
  ];
  it.each(rows)('%o asking %s → %s', (report, requested, action) =>
    expect(actionForSave(report, requested)).toBe(action),
  );
});

describe('permissionFor', () => {
  it('names the permission each route declares', () => {
    expect([permissionFor('save-draft'), permissionFor('finalize'), permissionFor('amend')]).toEqual([
      'front-desk',
      'reports.finalize',
      'reports.amend',
    ]);
  });
});

describe('the spec’s status filter values', () => {
  it('find what is stored: reviewed and signed are the finalized reports, signed by their doctor', () => {
    expect((['draft', 'finalized', 'reviewed', 'signed'] as const).map(storedStatusForFilter)).toEqual([
      'draft',
      'finalized',
      'finalized',
      'finalized',
    ]);
    expect([isSigned({ status: 'finalized' }), isSigned({ status: 'draft' })]).toEqual([true, false]);
  });
});
