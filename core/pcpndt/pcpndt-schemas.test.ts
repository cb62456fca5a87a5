import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FormFUpdateSchema } from '../formf/formf-schemas.ts';
import { PatientCreateSchema, PatientUpdateSchema } from '../patients/patient-schemas.ts';
import { ReportDraftSchema, ReportSaveSchema } from '../reports/report-schemas.ts';
import { StudyCreateSchema } from '../studies/study-schemas.ts';

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
  FormFUpdateSchema: ['lmp', 'patientDeclarationDate', 'procedureDate', 'resultConveyedOn', 'sectionBDate'],
  StudyCreateSchema: ['patientId', 'scheduledDate'],
};

const PHRASE = 'Ladka hoga';

/** A field's input as JSON Schema: zod's public, documented view of a schema (no private internals). */
type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
};
const jsonSchemaOf = (field: z.ZodType) => z.toJSONSchema(field, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/**
 * Values of this shape with the phrase in one place a person could type text (a string that is
 * no fixed value or format), one value per such place, however deep.
 */
function probesFor(schema: JsonSchema): unknown[] {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const probes: unknown[] = [];
  if (types.includes('string') && !schema.enum && schema.const === undefined && !schema.format) probes.push(PHRASE);
  for (const option of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) probes.push(...probesFor(option));
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    // The other fields filled, so a check of the whole object (Form F's Section C) runs too.
    probes.push(...probesFor(property).map((probe) => ({ ...(sampleOf(schema) as object), [key]: probe })));
  }
  if (typeof schema.additionalProperties === 'object') {
    probes.push(...probesFor(schema.additionalProperties).map((probe) => ({ note: probe })));
  }
  if (schema.items) probes.push(...probesFor(schema.items).map((probe) => [probe]));
  return probes;
}

/** A plain value of the shape: empty text, no choice, nothing listed. */
function sampleOf(schema: JsonSchema): unknown {
  if (schema.enum) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('null')) return null;
  if (schema.anyOf?.[0]) return sampleOf(schema.anyOf[0]);
  if (types.includes('string')) return '';
  if (types.includes('boolean')) return false;
  if (types.includes('integer') || types.includes('number')) return 0;
  if (types.includes('array')) return [];
  return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sampleOf(value)]));
}

/** Whether parsing refused the probe with the PC-PNDT message (other issues of the probe aside). */
const screens = (field: z.ZodType, probe: unknown) =>
  (field.safeParse(probe).error?.issues ?? []).some((issue) =>
    issue.message.includes('must not record or disclose the sex of the foetus'),
  );

describe.each(Object.entries(SCHEMAS))('%s', (name, schema) => {
  const fields = Object.entries(schema.shape as Record<string, z.ZodType>);
  const allowed = NOT_FREE_TEXT[name] ?? [];

  it.each(fields.filter(([key]) => !allowed.includes(key)))(
    'refuses "ladka hoga" wherever %s holds text, with the PC-PNDT message',
    (key, field) => {
      for (const probe of probesFor(jsonSchemaOf(field))) {
        expect(screens(field, probe), `${name}.${key} holds text but ${JSON.stringify(probe)} is not screened`).toBe(
          true,
        );
      }
    },
  );

  it.each(fields.filter(([key]) => allowed.includes(key)))('%s is a string that is not free text', (key, field) => {
    const holdsString = JSON.stringify(jsonSchemaOf(field)).includes('"string"');
    expect(holdsString, `${key} holds no string: drop it from the list`).toBe(true);
    expect(screens(field, PHRASE), `${key} is screened: drop it from the list`).toBe(false);
  });

  it('lists only fields it has', () => {
    for (const key of allowed) expect(Object.keys(schema.shape)).toContain(key);
  });

  it('has free-text fields, so the checks above check something', () => {
    expect(fields.some(([key, field]) => !allowed.includes(key) && probesFor(jsonSchemaOf(field)).length > 0)).toBe(
      true,
    );
  });
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
