import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { reports } from '../../db/schema/reports.ts';
import { findReportPage, type ReportFilter } from '../../server/modules/reports/report-queries.ts';
import { bearer, buildReport, registerPatient, signUpTrialClinic } from '../support/factories.ts';
import { testAppForFile } from '../support/test-app.ts';

const t = testAppForFile();

/** Written out rather than read from the schema, so a schema that grows is caught here. */
const SUMMARY_KEYS = [
  'createdAt',
  'doctorName',
  'finalizedAt',
  'id',
  'patientCode',
  'patientId',
  'patientName',
  'reportId',
  'reportType',
  'status',
  'studyCode',
  'studyId',
  'updatedAt',
  'version',
];
/** The columns of `reports` a list row needs; the patient and study parts come from their joins. */
const SUMMARY_COLUMNS = [
  'createdAt',
  'doctorName',
  'finalizedAt',
  'id',
  'patientId',
  'reportId',
  'reportType',
  'status',
  'studyId',
  'updatedAt',
  'version',
];

/** The no-search path (prepared, with and without filters) and the search path. */
const LIST_QUERIES = ['', '&status=finalized&reportType=obstetric_second_third_trimester', '&search=lakshmi'];

describe('GET /api/reports returns summaries', () => {
  let token: string;
  let full: Record<string, unknown>;
  beforeAll(async () => {
    const clinic = await signUpTrialClinic(t.app);
    token = clinic.token;
    const patient = await registerPatient(t.app, token, { firstName: 'Lakshmi' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: bearer(token),
      payload: buildReport(patient.id, 'obstetric_second_third_trimester', {
        measurements: { cervix: '3.4 cm' },
        biparietalDiameter: 60.5,
        recommendations: 'Follow-up scan in 4 weeks.',
      }),
    });
    expect(created.statusCode).toBe(201);
    full = (
      await t.app.inject({ method: 'GET', url: `/api/reports/${created.json().id}`, headers: bearer(token) })
    ).json();
  });

  it('gives each row exactly the summary fields, valued as in the full report, with and without a search', async () => {
    expect(full).toHaveProperty('findings');
    const expected = Object.fromEntries(SUMMARY_KEYS.map((key) => [key, full[key]]));
    for (const filters of LIST_QUERIES) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/reports?page=1&limit=20${filters}`,
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(200);
      const rows = res.json().reports as Record<string, unknown>[];
      expect(rows, filters).toHaveLength(1);
      expect(Object.keys(rows[0] ?? {}).sort(), filters).toEqual(SUMMARY_KEYS);
      expect(rows[0], filters).toEqual(expected);
    }
  });

  it('reads only the summary columns of reports on both paths', async () => {
    // The response schema would strip extra fields anyway; the point is not reading them.
    const [stored] = await t.handle.db
      .select({ clinicId: reports.clinicId })
      .from(reports)
      .where(eq(reports.id, String(full.id)));
    if (!stored) throw new Error('the report should be stored');
    const scope = { clinicId: stored.clinicId, userId: 'test', sid: 'test' };
    const filters: ReportFilter[] = [{}, { status: 'finalized' }, { search: 'lakshmi' }];
    for (const filter of filters) {
      const { rows, total } = await findReportPage(t.handle.db, scope, filter, 1, 20);
      expect(total).toBe(1);
      expect(Object.keys(rows[0]?.report ?? {}).sort(), JSON.stringify(filter)).toEqual(SUMMARY_COLUMNS);
    }
  });
});
