import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHRASING_MESSAGES } from '../../core/reports/phrasing/phrasing-schemas.ts';
import { ABDOMINAL_TEMPLATE } from '../../core/reports/templates/abdominal.ts';
import { forgottenPhrases } from '../../db/schema/forgotten-phrases.ts';
import { buyPlan } from '../support/billing-helpers.ts';
import { bearer, buildReport, clinicIdOf, registerPatient, signUpTrialClinic } from '../support/factories.ts';
import { addMember } from '../support/team-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Issue 35 item 2: suggestions ranked from the signed-in doctor's own finalized reports, per
 * template and section, from the session's clinic only, with a way to forget a phrase; the
 * template's phrase bank follows as the fallback.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = (token: string, query: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/phrase-suggestions', query, headers: bearer(token) });
const change = (token: string, action: 'forget' | 'remember', payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/phrase-suggestions/${action}`, headers: bearer(token), payload });
const own = (res: { json: () => { phrases: { text: string; source: string; uses: number }[] } }) =>
  res.json().phrases.filter((p) => p.source === 'own');

async function report(token: string, patientId: string, impression: string, extra: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: extra.status === 'draft' ? '/api/reports/draft' : '/api/reports',
    headers: bearer(token),
    payload: buildReport(patientId, 'abdominal', { impression, ...extra }),
  });
  if (res.statusCode >= 300) throw new Error(`report failed: ${res.statusCode} ${res.body.slice(0, 200)}`);
}

/** A clinic whose admin (linked to its doctor) wrote three reports and whose second doctor wrote one. */
async function clinicWithHistory(phrase: string) {
  const clinic = await signUpTrialClinic(t.app);
  await buyPlan(t.app, clinic.token, 'professional');
  const doctor = await addMember(t.app, t.mailer.sent, clinic.token, 'doctor');
  const receptionist = await addMember(t.app, t.mailer.sent, clinic.token, 'receptionist');
  const plainAdmin = await addMember(t.app, t.mailer.sent, clinic.token, 'admin');
  const patient = await registerPatient(t.app, clinic.token);
  await report(clinic.token, patient.id, `${phrase} Gall bladder is well distended.`, {
    findings: { liver: 'Liver is mildly enlarged with raised echogenicity.' },
  });
  await report(clinic.token, patient.id, `Gall bladder is well distended. Kidneys are normal in size.`);
  await report(clinic.token, patient.id, 'Gall bladder is well distended.');
  await report(clinic.token, patient.id, 'Draft only phrase never finalized.', { status: 'draft' });
  await report(doctor.token, patient.id, 'Another doctor writes this phrase.');
  return { clinic, doctor, receptionist, plainAdmin, clinicId: await clinicIdOf(t.app, clinic.token) };
}

describe('GET /api/phrase-suggestions', () => {
  it("ranks the doctor's own finalized phrases for the section, then the phrase bank", async () => {
    const a = await clinicWithHistory('Fatty liver grade one.');
    const res = await list(a.clinic.token, { templateId: 'abdominal', section: 'impression' });
    expect(res.statusCode).toBe(200);
    // Most used first; phrases used once follow, newest first (the test clock may give two reports one instant).
    const phrases = own(res);
    expect(phrases[0]).toEqual({ text: 'Gall bladder is well distended.', source: 'own', uses: 3 });
    expect(phrases.slice(1)).toEqual(
      expect.arrayContaining([
        { text: 'Kidneys are normal in size.', source: 'own', uses: 1 },
        { text: 'Fatty liver grade one.', source: 'own', uses: 1 },
      ]),
    );
    expect(phrases).toHaveLength(3);
    // The bank fills the rest, after the doctor's own.
    expect(res.json().phrases[3]).toEqual({ text: ABDOMINAL_TEMPLATE.phraseBank[0], source: 'bank', uses: 0 });
    // Another doctor's phrases are theirs.
    const other = await list(a.doctor.token, { templateId: 'abdominal', section: 'impression' });
    expect(own(other).map((p) => p.text)).toEqual(['Another doctor writes this phrase.']);
  });

  it('per section, narrowed by the words typed', async () => {
    const a = await clinicWithHistory('Fatty liver grade one.');
    const liver = await list(a.clinic.token, { templateId: 'abdominal', section: 'liver', q: 'echogen' });
    expect(own(liver).map((p) => p.text)).toEqual(['Liver is mildly enlarged with raised echogenicity.']);
    const typed = await list(a.clinic.token, { templateId: 'abdominal', section: 'impression', q: 'fatty' });
    expect(typed.json().phrases[0]).toEqual({ text: 'Fatty liver grade one.', source: 'own', uses: 1 });
  });

  it("learns from the clinic's own data only: another clinic's doctor never sees these phrases", async () => {
    await clinicWithHistory('Secret phrase of clinic A.');
    const b = await clinicWithHistory('Clinic B writes its own words.');
    const res = await list(b.clinic.token, { templateId: 'abdominal', section: 'impression', q: 'secret' });
    expect(res.json()).toEqual({ phrases: [], more: 0 });
    expect(
      own(await list(b.clinic.token, { templateId: 'abdominal', section: 'impression' })).map((p) => p.text),
    ).not.toContain('Secret phrase of clinic A.');
  });

  it.each([
    [{ section: 'impression' }, 400, 'templateId', PHRASING_MESSAGES.templateRequired],
    [{ templateId: 'abdominal' }, 400, 'section', PHRASING_MESSAGES.sectionRequired],
    [{ templateId: 'abdominal', section: 'not-a-section' }, 400, 'section', PHRASING_MESSAGES.sectionRequired],
    [{ templateId: 'no-such-template', section: 'impression' }, 404, null, 'Template not found'],
  ] as const)('refuses %o with %i', async (query, status, field, message) => {
    const a = await clinicWithHistory('Fatty liver grade one.');
    const res = await list(a.clinic.token, query);
    expect(res.statusCode).toBe(status);
    if (field) expect(res.json().errors?.[0]).toMatchObject({ field, message });
    else expect(res.json().message).toBe(message);
  });
});

describe('forgetting a phrase (stored per doctor)', () => {
  it('is not suggested again, for that doctor only, until remembered', async () => {
    const a = await clinicWithHistory('Fatty liver grade one.');
    const bankPhrase = ABDOMINAL_TEMPLATE.phraseBank[0] as string;
    const body = (phrase: string) => ({ templateId: 'abdominal', section: 'impression', phrase });
    expect((await change(a.clinic.token, 'forget', body('gall bladder is well distended'))).statusCode).toBe(204);
    expect((await change(a.clinic.token, 'forget', body('Gall bladder is well distended.'))).statusCode).toBe(204);
    expect((await change(a.clinic.token, 'forget', body(bankPhrase))).statusCode).toBe(204);
    const after = (await list(a.clinic.token, { templateId: 'abdominal', section: 'impression' })).json();
    expect(after.phrases.map((p: { text: string }) => p.text)).not.toContain('Gall bladder is well distended.');
    expect(after.phrases.map((p: { text: string }) => p.text)).not.toContain(bankPhrase);
    // Stored once, as a hash: no report text in the table.
    const rows = await t.handle.db.select().from(forgottenPhrases).where(eq(forgottenPhrases.clinicId, a.clinicId));
    expect(rows).toHaveLength(2);
    expect(JSON.stringify(rows)).not.toMatch(/gall bladder/i);
    // The other doctor still has the bank phrase; the section's other phrases stay.
    const other = (await list(a.doctor.token, { templateId: 'abdominal', section: 'impression' })).json();
    expect(other.phrases.map((p: { text: string }) => p.text)).toContain(bankPhrase);
    expect((await change(a.clinic.token, 'remember', body('Gall bladder is well distended.'))).statusCode).toBe(204);
    expect(own(await list(a.clinic.token, { templateId: 'abdominal', section: 'impression' }))[0]?.text).toBe(
      'Gall bladder is well distended.',
    );
  });

  it.each([
    [{ templateId: 'abdominal', section: 'impression' }, 'phrase', PHRASING_MESSAGES.phraseRequired],
    [
      { templateId: 'abdominal', section: 'impression', phrase: 'x'.repeat(301) },
      'phrase',
      PHRASING_MESSAGES.phraseTooLong,
    ],
    [{ templateId: 'abdominal', section: 'impression', phrase: 'ladka hoga' }, 'phrase', null],
  ] as const)('refuses %o', async (payload, field, message) => {
    const a = await clinicWithHistory('Fatty liver grade one.');
    const res = await change(a.clinic.token, 'forget', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors?.[0]?.field).toBe(field);
    if (message) expect(res.json().errors?.[0]?.message).toBe(message);
  });
});

describe('roles', () => {
  it('a receptionist and an admin without a doctor have no phrasing of their own (403)', async () => {
    const a = await clinicWithHistory('Fatty liver grade one.');
    for (const token of [a.receptionist.token, a.plainAdmin.token]) {
      const query = { templateId: 'abdominal', section: 'impression' };
      expect((await list(token, query)).statusCode).toBe(403);
      expect((await change(token, 'forget', { ...query, phrase: 'Gall bladder is well distended.' })).statusCode).toBe(
        403,
      );
    }
    expect((await list(a.doctor.token, { templateId: 'abdominal', section: 'impression' })).statusCode).toBe(200);
  });

  it('no session: 401', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/phrase-suggestions?templateId=abdominal&section=impression',
    });
    expect(res.statusCode).toBe(401);
  });
});
