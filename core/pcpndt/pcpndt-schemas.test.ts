import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { FormFUpdateSchema } from '../formf/formf-schemas.ts';
import { EMPTY_SECTION_C } from '../formf/formf-sections.ts';
import { PatientCreateSchema, PatientUpdateSchema } from '../patients/patient-schemas.ts';
import { ReportDraftSchema, ReportSaveSchema } from '../reports/report-schemas.ts';
import { StudyCreateSchema } from '../studies/study-schemas.ts';
import { fetalSexGuardLevel } from './pcpndt-text.ts';

/**
 * The guard by construction: every field of these input schemas that can hold a string is
 * screened for a fetal sex, unless it is listed here as not free text. A new text field that
 * forgets the wrapper fails this test.
 */
const SCHEMAS: Record<string, z.ZodObject> = {
  ReportSaveSchema,
  ReportDraftSchema,
  PatientCreateSchema,
  PatientUpdateSchema,
  FormFUpdateSchema,
  StudyCreateSchema,
};

/** Strings that are not free text: ids, dates, numbers typed as text, fixed values. */
const NOT_FREE_TEXT: Record<string, readonly string[]> = {
  ReportSaveSchema: ['patientId', 'doctorId', 'templateId', 'studyId', 'lastMenstrualPeriod', 'expectedDeliveryDate'],
  ReportDraftSchema: [
    'id',
    'patientId',
    'doctorId',
    'templateId',
    'studyId',
    'lastMenstrualPeriod',
    'expectedDeliveryDate',
  ],
  PatientCreateSchema: ['dateOfBirth', 'age', 'phone', 'email', 'emergencyPhone', 'aadhaarNumber'],
  PatientUpdateSchema: ['dateOfBirth', 'age', 'phone', 'email', 'emergencyPhone', 'aadhaarNumber'],
  FormFUpdateSchema: [
    'lmp',
    'patientDeclarationDate',
    'procedureDate',
    'resultConveyedOn',
    'sectionBDate',
    'doctorDeclarationDate',
    'doctorId',
  ],
  StudyCreateSchema: ['patientId', 'scheduledDate'],
};

/** The zod definition as plain data, to walk wrappers without depending on each class. */
function defOf(schema: unknown): Record<string, unknown> {
  return ((schema as { _zod: { def: Record<string, unknown> } })._zod?.def ?? {}) as Record<string, unknown>;
}

/**
 * Whether a schema can produce a string typed by a person (not a literal or enum); with
 * `unguardedOnly`, only one that reaches no fetal-sex guard on its way.
 */
function holdsString(schema: unknown, unguardedOnly = false, seen = new Set<unknown>()): boolean {
  if (!schema || seen.has(schema)) return false;
  if (unguardedOnly && fetalSexGuardLevel(schema as object)) return false;
  seen.add(schema);
  const def = defOf(schema);
  const inner = (next: unknown) => holdsString(next, unguardedOnly, seen);
  switch (def.type) {
    case 'string':
      return true;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inner(def.innerType);
    case 'pipe':
      return inner(def.in) || inner(def.out);
    case 'union':
      return (def.options as unknown[]).some(inner);
    case 'record':
      return inner(def.keyType) || inner(def.valueType);
    case 'array':
      return inner(def.element);
    case 'object':
      return Object.values(def.shape as Record<string, unknown>).some(inner);
    default:
      return false;
  }
}

describe.each(Object.entries(SCHEMAS))('%s', (name, schema) => {
  const fields = Object.entries(schema.shape as Record<string, z.ZodType>);
  const allowed = NOT_FREE_TEXT[name] ?? [];

  it.each(fields)('screens %s for a fetal sex, or it is not free text', (key, field) => {
    if (allowed.includes(key)) {
      expect(holdsString(field, true), `${key} is listed as not free text but is guarded or holds no string`).toBe(
        true,
      );
      return;
    }
    expect(holdsString(field, true), `${name}.${key} holds text but is not screened`).toBe(false);
  });

  it('lists only fields it has', () => {
    for (const key of allowed) expect(Object.keys(schema.shape)).toContain(key);
  });

  it.each(fields.filter(([key, field]) => holdsString(field) && !allowed.includes(key)))(
    'refuses "ladka hoga" in %s with the PC-PNDT message',
    (_key, field) => {
      // A string for text fields, a record for findings and measurements; one of them fits.
      // A string for text fields, a record for findings and measurements, Form F's Section C.
      const probes = ['Ladka hoga', { value: 'Ladka hoga' }, { ...EMPTY_SECTION_C, result: 'Ladka hoga' }];
      const messages = probes.flatMap((probe) => field.safeParse(probe).error?.issues.map((i) => i.message) ?? []);
      expect(messages.some((m) => m.includes('must not record or disclose the sex of the foetus'))).toBe(true);
    },
  );
});

describe('the obstetric report', () => {
  const base = {
    patientId: '00000000-0000-4000-8000-000000000001',
    doctorName: 'Dr. Rakesh Mehta',
    doctorRegistrationNumber: 'HMC/2019/4521',
    clinicalDetails: 'Growth scan',
    technique: 'Transabdominal',
    impression: 'Normal study.',
  };

  it('refuses pregnancy-only wording in any text field of an obstetric report', () => {
    const parsed = ReportSaveSchema.safeParse({
      ...base,
      reportType: 'obstetric_second_third_trimester',
      placentaLocation: 'Posterior. Boy.',
      measurements: { note: 'scrotum seen' },
    });
    const issues = parsed.error?.issues.map((i) => i.path.join('.')) ?? [];
    expect(issues).toEqual(expect.arrayContaining(['placentaLocation', 'measurements.note']));
  });

  it('accepts the same anatomy on a scrotal or abdominal report', () => {
    const parsed = ReportSaveSchema.safeParse({
      ...base,
      reportType: 'scrotal',
      impression: 'Both testes normal. 12 year old boy.',
    });
    expect(parsed.error?.issues.filter((i) => i.message.includes('foetus')) ?? []).toEqual([]);
  });

  // Issue 29 §1: scope by pregnancy, not by template.
  it.each([
    ['pelvic', { findings: 'Gravid uterus, 30 weeks, B/G: B' }, 'findings'],
    ['pelvic', { impression: 'Early IUP 9 weeks; penis seen' }, 'impression'],
    ['abdominal', { impression: 'Live intrauterine pregnancy of 20 weeks, male baby, XY' }, 'impression'],
    ['kub', { lastMenstrualPeriod: '2026-08-01', impression: 'Kidneys normal. Boy.' }, 'impression'],
  ])('refuses obstetric-level wording on a %s report of a pregnant woman', (reportType, fields, path) => {
    const parsed = ReportSaveSchema.safeParse({ ...base, reportType, ...fields });
    const issues = parsed.error?.issues.filter((i) => i.message.includes('foetus')).map((i) => i.path.join('.'));
    expect(issues).toContain(path);
  });

  it('reports a disclosure once, on its field', () => {
    const parsed = ReportSaveSchema.safeParse({
      ...base,
      reportType: 'obstetric_second_third_trimester',
      placentaLocation: 'Posterior. Male fetus.',
    });
    expect(parsed.error?.issues.filter((i) => i.path[0] === 'placentaLocation')).toHaveLength(1);
  });
});
