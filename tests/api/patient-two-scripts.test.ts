import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nameSkeleton } from '../../core/names/name-scripts.ts';
import { queryRows } from '../../db/query-rows.ts';
import { bearer, registerPatient, signUpTrialClinic } from '../support/factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// Search in two scripts (issue 34 item 6): the name is stored once, as registered; the typed word
// is matched in both scripts at search time (core/names/name-scripts.ts).

let t: TestApp;
let token: string;
const ids: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  token = (await signUpTrialClinic(t.app)).token;
  ids.devanagari = (
    await registerPatient(t.app, token, { firstName: 'प्रिया', lastName: 'शर्मा', phone: '9811100001' })
  ).id;
  ids.latin = (await registerPatient(t.app, token, { firstName: 'Priya', lastName: 'Sharma', phone: '9811100002' })).id;
  ids.other = (await registerPatient(t.app, token, { firstName: 'Pooja', lastName: 'Verma', phone: '9811100003' })).id;
  ids.otherDevanagari = (
    await registerPatient(t.app, token, { firstName: 'सुनीता', lastName: 'वर्मा', phone: '9811100004' })
  ).id;
});
afterAll(() => t.close());

async function found(search: string, extra = ''): Promise<string[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/patients?limit=50&search=${encodeURIComponent(search)}${extra}`,
    headers: bearer(token),
  });
  expect(res.statusCode, search).toBe(200);
  const page = res.json() as { patients: { id: string }[]; total: number };
  expect(page.total, search).toBe(page.patients.length);
  return page.patients.map((p) => p.id).sort();
}

const idsOf = (...names: string[]) => names.map((name) => ids[name]).sort();

describe('patient search in two scripts', () => {
  it('finds the Devanagari registration by a Latin word and the Latin one by a Devanagari word', async () => {
    expect(await found('priya')).toEqual(idsOf('devanagari', 'latin'));
    expect(await found('प्रिया')).toEqual(idsOf('devanagari', 'latin'));
    expect(await found('Priya Sharma')).toEqual(idsOf('devanagari', 'latin'));
    expect(await found('शर्मा प्रिया')).toEqual(idsOf('devanagari', 'latin'));
  });

  it('keeps every typed word a condition, in either script', async () => {
    expect(await found('verma')).toEqual(idsOf('other', 'otherDevanagari'));
    expect(await found('sunita वर्मा')).toEqual(idsOf('otherDevanagari'));
    expect(await found('priya verma')).toEqual([]);
  });

  it('finds the same in the filtered list (gender filter) as in the plain search', async () => {
    expect(await found('priya', '&gender=female')).toEqual(idsOf('devanagari', 'latin'));
  });

  it("keys a stored word in SQL exactly as the search keys the typed one (migration 0045's name_skeleton)", async () => {
    const words = [
      'प्रिया',
      'priya',
      'शर्मा',
      'sharma',
      'लक्ष्मी',
      'lakshmi',
      'ख़ान',
      'khan',
      'chhaya',
      'फ़ातिमा',
      'xavier',
      'अंजलि',
      "d'souza",
      'wazir',
    ];
    const rows = await queryRows<{ word: string; key: string }>(
      t.handle.db,
      sql`select w as word, name_skeleton(w) as key from unnest(string_to_array(${words.join(',')}, ',')) as w`,
    );
    expect(rows.map((r) => [r.word, r.key])).toEqual(words.map((w) => [w, nameSkeleton(w)]));
  });

  it('finds a patient in two scripts within her own clinic only', async () => {
    const other = await signUpTrialClinic(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/patients?search=priya', headers: bearer(other.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().patients).toEqual([]);
  });
});
