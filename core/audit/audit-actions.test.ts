import { describe, expect, it } from 'vitest';
import { activityRecordText } from './activity-record.ts';
import { ActivityFilterSchema } from './activity-schemas.ts';
import {
  AUDIT_ACTION_CODES,
  AUDIT_ACTIONS,
  AUDIT_RECORD_KINDS,
  auditActionGroups,
  auditActionLabel,
} from './audit-actions.ts';

describe('the audit actions table', () => {
  it('gives every code a label and a record kind', () => {
    for (const code of AUDIT_ACTION_CODES) {
      const { label, kind } = AUDIT_ACTIONS[code];
      expect(label.trim(), code).not.toBe('');
      expect(label, code).not.toBe(code);
      expect(Object.keys(AUDIT_RECORD_KINDS), code).toContain(kind);
    }
  });

  it('labels no two codes alike, so the filter can tell them apart', () => {
    const labels = AUDIT_ACTION_CODES.map((code) => AUDIT_ACTIONS[code].label);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('holds only codes the action filter accepts', () => {
    for (const action of AUDIT_ACTION_CODES) expect(ActivityFilterSchema.parse({ action }).action).toBe(action);
  });

  it('groups every code once, by kind, in the kinds’ order', () => {
    const groups = auditActionGroups();
    expect(groups.flatMap((group) => group.actions).sort()).toEqual([...AUDIT_ACTION_CODES].sort());
    const kinds = Object.keys(AUDIT_RECORD_KINDS);
    expect(groups.map((group) => kinds.indexOf(group.kind))).toEqual(
      groups.map((group) => kinds.indexOf(group.kind)).sort((a, b) => a - b),
    );
    for (const group of groups) {
      expect(group.label).toBe(AUDIT_RECORD_KINDS[group.kind]);
      for (const action of group.actions) expect(AUDIT_ACTIONS[action].kind).toBe(group.kind);
    }
  });

  it('labels a stored code by the table, and shows a code it does not know as itself', () => {
    expect(auditActionLabel('centre.switch')).toBe('Switched centre');
    expect(auditActionLabel('report.send')).toBe('Report sent');
    expect(auditActionLabel('report.print')).toBe('report.print');
    expect(auditActionLabel('toString')).toBe('toString');
  });
});

describe('the activity record column', () => {
  const cases: [string, Parameters<typeof activityRecordText>[0], string][] = [
    ['a report by its id', { action: 'report.send', entityType: 'report', recordLabel: 'R-000003' }, 'Report R-000003'],
    [
      'a member by name',
      { action: 'team.member_update', entityType: 'user', recordLabel: 'Asha Rao' },
      'Member Asha Rao',
    ],
    [
      'a Form F',
      { action: 'pcpndt.evidence.attach', entityType: 'pcpndt_form', recordLabel: 'F-000001' },
      'Form F F-000001',
    ],
    ['a centre', { action: 'centre.switch', entityType: 'clinic', recordLabel: 'Andheri' }, 'Centre Andheri'],
    ['no record', { action: 'auth.login', entityType: null, recordLabel: null }, ''],
    [
      'a record with no id',
      { action: 'clinic.export.request', entityType: 'clinic_export', recordLabel: null },
      'Data export',
    ],
    [
      'a removed record',
      { action: 'patient.update', entityType: 'patient', recordLabel: null },
      'Patient (no longer exists)',
    ],
    [
      'an unknown code',
      { action: 'report.print', entityType: 'pcpndt_form', recordLabel: null },
      'Pcpndt form (no longer exists)',
    ],
  ];
  it.each(cases)('names %s', (_name, event, text) => {
    expect(activityRecordText(event)).toBe(text);
  });
});
