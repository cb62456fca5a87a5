import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patientSearch } from '../../db/schema/patient-search.ts';
import { patients } from '../../db/schema/patients.ts';
import { bearer, buildPatientEdit, clinicIdOf, registerPatient, signUpTrialClinic } from '../support/factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// The paged list and search answer in one round trip each (a prepared statement, a CTE that
// counts and pages the matches): the pages, their order and the totals must be exactly what a
// plain ORDER BY over the clinic's rows gives, past the last page too, and never another clinic's.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Page {
  patients: { id: string }[];
  total: number;
  totalPages: number;
}

const list = async (token: string, query: string): Promise<Page> =>
  (await t.app.inject({ method: 'GET', url: `/api/patients?${query}`, headers: bearer(token) })).json();

/** The expected order, read straight from the table. */
async function expectedIds(clinicId: string, fragment?: string): Promise<string[]> {
  const rows = await t.handle.db
    .select({ id: patients.id })
    .from(patients)
    .where(
      and(eq(patients.clinicId, clinicId), fragment ? like(patients.search, `%${fragment.toLowerCase()}%`) : undefined),
    )
    .orderBy(desc(patients.createdAt), desc(patients.id));
  return rows.map((row) => row.id);
}

async function allPages(token: string, query: string, limit: number): Promise<{ ids: string[]; pages: Page[] }> {
  const pages: Page[] = [];
  for (let page = 1; page <= 4; page++) pages.push(await list(token, `page=${page}&limit=${limit}${query}`));
  return { ids: pages.flatMap((p) => p.patients.map((patient) => patient.id)), pages };
}

describe('patient pages and search totals', () => {
  it('pages a search newest first with the exact total, and keeps the total past the last page', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const other = await signUpTrialClinic(t.app);
    for (let i = 0; i < 12; i++) {
      await registerPatient(t.app, clinic.token, {
        firstName: i % 3 === 0 ? 'Anil' : 'Meera',
        lastName: i % 2 === 0 ? 'Rao' : 'Iyer',
      });
    }
    // Another clinic's Meeras must be neither listed nor counted.
    for (let i = 0; i < 3; i++) await registerPatient(t.app, other.token, { firstName: 'Meera' });

    const expected = await expectedIds(await clinicIdOf(t.app, clinic.token), 'meer');
    expect(expected).toHaveLength(8);
    const { ids, pages } = await allPages(clinic.token, '&search=MEER', 3);
    expect(ids).toEqual(expected);
    expect(pages.map((p) => p.patients.length)).toEqual([3, 3, 2, 0]);
    for (const page of pages) expect(page).toMatchObject({ total: 8, totalPages: 3 });
    expect((await list(other.token, 'page=1&limit=20&search=meer')).total).toBe(3);
  });

  it('answers a search with the same patient objects as the plain list', async () => {
    const clinic = await signUpTrialClinic(t.app);
    await registerPatient(t.app, clinic.token, {
      firstName: 'Meera',
      lastName: 'Krishnan',
      isObstetric: true,
      spouseName: 'Ramesh Krishnan',
      aadhaarNumber: '234123412346',
      numberOfChildren: 2,
      maleChildren: 1,
      femaleChildren: 1,
    });
    await registerPatient(t.app, clinic.token, { firstName: 'Meera', email: 'meera@example.in' });
    const searched = await list(clinic.token, 'page=1&limit=20&search=meera');
    const plain = await list(clinic.token, 'page=1&limit=20');
    expect(searched.patients).toHaveLength(2);
    expect(searched.patients).toEqual(plain.patients);
  });

  it('pages the unfiltered list newest first with the exact total, past the last page too', async () => {
    const clinic = await signUpTrialClinic(t.app);
    for (let i = 0; i < 7; i++) await registerPatient(t.app, clinic.token);
    const expected = await expectedIds(await clinicIdOf(t.app, clinic.token));
    const { ids, pages } = await allPages(clinic.token, '', 3);
    expect(ids).toEqual(expected);
    expect(pages.map((p) => p.patients.length)).toEqual([3, 3, 1, 0]);
    for (const page of pages) expect(page).toMatchObject({ total: 7, totalPages: 3 });
  });

  it('finds a patient id typed whole or in part exactly as the text search would, in any case', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const other = await signUpTrialClinic(t.app);
    for (let i = 0; i < 12; i++) await registerPatient(t.app, clinic.token);
    await registerPatient(t.app, other.token);
    const clinicId = await clinicIdOf(t.app, clinic.token);
    // Whole ids, prefixes, lower case, and a prefix matching nothing (P-000013 is not registered).
    for (const term of ['P-000003', 'p-000003', 'P-00001', 'p-0', 'P-000013', 'P-0000039']) {
      const expected = await expectedIds(clinicId, term);
      const { ids, pages } = await allPages(clinic.token, `&search=${encodeURIComponent(term)}`, 5);
      expect(ids, term).toEqual(expected);
      expect(pages[0]?.total, term).toBe(expected.length);
    }
    expect((await list(clinic.token, 'page=1&limit=20&search=P-000003')).total).toBe(1);
    expect((await list(clinic.token, 'page=1&limit=20&search=p-00001')).total).toBe(3);
  });

  it('searches the edited name, phone and id only: the search table follows every edit', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const first = await registerPatient(t.app, clinic.token, {
      firstName: 'Zoravar',
      lastName: 'Gill',
      gender: 'male',
    });
    await registerPatient(t.app, clinic.token, { firstName: 'Meera', gender: 'female' });
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/patients/${first.id}`,
      headers: bearer(clinic.token),
      payload: buildPatientEdit({ firstName: 'Yashodhara', lastName: 'Gill', gender: 'male', phone: '9000012345' }),
    });
    expect(put.statusCode).toBe(200);
    for (const query of ['search=zoravar', 'search=zoravar&gender=male', 'search=zoravar&withoutReports=true']) {
      expect((await list(clinic.token, `page=1&limit=20&${query}`)).total, query).toBe(0);
    }
    for (const query of [
      'search=yashodh',
      'search=90000 12345',
      'search=yashodhara&gender=male',
      'search=gill&withoutReports=true',
    ]) {
      const found = await list(clinic.token, `page=1&limit=20&${query}`);
      expect(
        found.patients.map((p) => p.id),
        query,
      ).toEqual([first.id]);
    }
    expect((await list(clinic.token, 'page=1&limit=20&search=yashodhara&gender=female')).total).toBe(0);
    // Row for row, the search table holds what patients hold.
    const clinicId = await clinicIdOf(t.app, clinic.token);
    const mirrored = await t.handle.db
      .select({ id: patientSearch.patientId, createdAt: patientSearch.createdAt, search: patientSearch.search })
      .from(patientSearch)
      .where(eq(patientSearch.clinicId, clinicId))
      .orderBy(patientSearch.patientId);
    const source = await t.handle.db
      .select({ id: patients.id, createdAt: patients.createdAt, search: patients.search })
      .from(patients)
      .where(eq(patients.clinicId, clinicId))
      .orderBy(patients.id);
    expect(mirrored).toEqual(source);
    expect(mirrored).toHaveLength(2);
  });

  it('answers an empty clinic with no patients and a total of 0', async () => {
    const clinic = await signUpTrialClinic(t.app);
    expect(await list(clinic.token, 'page=1&limit=20')).toMatchObject({ patients: [], total: 0, totalPages: 1 });
    expect(await list(clinic.token, 'page=1&limit=20&search=meer')).toMatchObject({ patients: [], total: 0 });
  });
});
