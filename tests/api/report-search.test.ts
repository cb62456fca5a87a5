import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { patients } from '../../db/schema/patients.ts';
import { reports } from '../../db/schema/reports.ts';
import { studies } from '../../db/schema/studies.ts';
import { bearer, buildReport, clinicIdOf, registerPatient, signUpTrialClinic } from '../support/factories.ts';
import { testAppForFile } from '../support/test-app.ts';

// The Reports page's search box. A term of letters finds the reports of the patients the patient
// search finds (every word in one of their name words, through the name-word index); any other
// term is text in the report id, the study id or the patient's name, patient id and phone. Pages
// and totals must be exactly what applying that rule to every report of the clinic gives.

const t = testAppForFile();

interface Page {
  reports: { id: string }[];
  total: number;
}

async function search(token: string, term: string, extra = ''): Promise<Page> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/reports?page=1&limit=50&search=${encodeURIComponent(term)}${extra}`,
    headers: bearer(token),
  });
  expect(res.statusCode, term).toBe(200);
  return res.json();
}

/** The rule, applied to every report of the clinic, newest first. */
async function expectedIds(clinicId: string, term: string, status?: string): Promise<string[]> {
  const rows = await t.handle.db
    .select({
      id: reports.id,
      status: reports.status,
      reportId: reports.reportId,
      studyCode: studies.studyId,
      firstName: patients.firstName,
      lastName: patients.lastName,
      patientText: patients.search,
    })
    .from(reports)
    .innerJoin(patients, eq(patients.id, reports.patientId))
    .leftJoin(studies, eq(studies.id, reports.studyId))
    .where(eq(reports.clinicId, clinicId))
    .orderBy(desc(reports.createdAt), desc(reports.id));
  const text = term.trim().toLowerCase();
  const typed = text.split(/\s+/).filter(Boolean);
  const byName = /^[\p{L} ]+$/u.test(text) && typed.join('').length >= 2;
  return rows
    .filter((row) => !status || row.status === status)
    .filter((row) => {
      if (byName) {
        const words = `${row.firstName} ${row.lastName}`.toLowerCase().split(/\s+/);
        return typed.every((part) => words.some((word) => word.includes(part)));
      }
      return [row.reportId, row.studyCode ?? '', row.patientText ?? ''].some((value) =>
        value.toLowerCase().includes(text),
      );
    })
    .map((row) => row.id);
}

describe('report search', () => {
  it('finds reports by patient name words, ids and phone, each once, never another clinic’s', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const other = await signUpTrialClinic(t.app);
    const people = [
      { firstName: 'Meera', lastName: 'Sharma', phone: '9876500011' },
      { firstName: 'Sameer', lastName: 'Ameerchand', phone: '9876500022' },
      { firstName: 'Ravi', lastName: 'Sharma', gender: 'male', phone: '9123400033' },
      { firstName: 'Sita', lastName: 'Iyer', phone: '9123400044' },
    ];
    const registered = [];
    for (const person of people) registered.push(await registerPatient(t.app, clinic.token, person));
    const [meera, sameer, ravi, sita] = registered;
    if (!meera || !sameer || !ravi || !sita) throw new Error('patients should be registered');
    const post = (token: string, payload: Record<string, unknown>, url = '/api/reports') =>
      t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
    for (const patient of [meera, meera, sameer, ravi, sita]) {
      expect((await post(clinic.token, buildReport(patient.id))).statusCode).toBe(201);
    }
    expect((await post(clinic.token, { patientId: sita.id, reportType: 'kub' }, '/api/reports/draft')).statusCode).toBe(
      200,
    );
    const stranger = await registerPatient(t.app, other.token, { firstName: 'Meera', lastName: 'Sharma' });
    expect((await post(other.token, buildReport(stranger.id))).statusCode).toBe(201);

    const clinicId = await clinicIdOf(t.app, clinic.token);
    const terms = [
      'meer',
      'MEERA',
      'sharma',
      'sharma meera',
      'ee',
      'zz',
      'r',
      'R-000002',
      's-00000',
      '98765',
      'p-0000',
    ];
    for (const term of terms) {
      const expected = await expectedIds(clinicId, term);
      const found = await search(clinic.token, term);
      expect(
        found.reports.map((r) => r.id),
        term,
      ).toEqual(expected);
      expect(found.total, term).toBe(expected.length);
    }
    // The rule holds under the other filters too.
    for (const term of ['sita', 'iyer s']) {
      const expected = await expectedIds(clinicId, term, 'draft');
      const found = await search(clinic.token, term, '&status=draft');
      expect(found.reports.map((r) => r.id)).toEqual(expected);
      expect(found.total).toBe(1);
    }
    expect((await search(clinic.token, 'meer')).total).toBe(3);
    expect((await search(other.token, 'meer')).total).toBe(1);
  });
});
