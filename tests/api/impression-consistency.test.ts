import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/audit.ts';
import { bearer, buildReport } from '../support/factories.ts';
import { clinicOnPlan, postReport, tiradsReport } from '../support/template-helpers.ts';
import { testAppForFile } from '../support/test-app.ts';

// Issue 35 item 5 / issue 30 item 7: the server refuses to sign a report whose impression
// contradicts its own scores (409 needs_confirmation with the list) until the doctor confirms
// each contradiction; the confirmation is audited.

const t = testAppForFile({ authRateLimitPerMinute: 1000 });

// Solid 2 + very hypoechoic 3 + taller-than-wide 3 = 8 points: TR5, FNA at 1.8 cm (ACR TI-RADS 2017).
const TR5_NODULE = {
  site: 'right-lobe',
  composition: 'solid',
  echogenicity: 'very-hypoechoic',
  shape: 'taller-than-wide',
  margin: 'smooth',
  foci: ['none'],
  maxDiameterCm: 1.8,
};
const NORMAL = 'Normal thyroid gland. No thyroid nodule or cervical lymphadenopathy.';

const finalize = (token: string, id: string, body: object) =>
  t.app.inject({ method: 'POST', url: `/api/reports/${id}/finalize`, headers: bearer(token), payload: body });
const codesOf = (res: { json: () => { contradictions?: { code: string }[] } }) =>
  (res.json().contradictions ?? []).map((c) => c.code);

describe('finalizing against the scores', () => {
  it('a TR5 thyroid report with the normal impression is refused until each contradiction is confirmed', async () => {
    const clinic = await clinicOnPlan(t.app, 'professional');
    const body = tiradsReport(clinic.patientId, { impression: NORMAL, templateData: { nodules: [TR5_NODULE] } });
    const draft = await postReport(t.app, clinic.token, { ...body, status: 'draft' });
    expect(draft.statusCode, draft.body).toBe(201);
    const id = draft.json().id as string;

    const refused = await finalize(clinic.token, id, body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ reason: 'needs_confirmation' });
    expect(codesOf(refused)).toEqual(['tirads-nodule-denied', 'tirads-suspicious']);
    expect(refused.json().contradictions[1].message).toContain('TR5');

    const half = await finalize(clinic.token, id, { ...body, confirmedContradictions: ['tirads-suspicious'] });
    expect(half.statusCode).toBe(409);
    expect(codesOf(half)).toEqual(['tirads-nodule-denied']);
    const still = await t.app.inject({ method: 'GET', url: `/api/reports/${id}`, headers: bearer(clinic.token) });
    expect(still.json().status).toBe('draft');

    const confirmed = await finalize(clinic.token, id, {
      ...body,
      confirmedContradictions: ['tirads-nodule-denied', 'tirads-suspicious'],
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().status).toBe('finalized');
    const audit = await t.handle.db
      .select({ details: auditEvents.details })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'report.contradictions_confirmed'), eq(auditEvents.entityId, id)));
    expect(audit).toEqual([{ details: { codes: ['tirads-nodule-denied', 'tirads-suspicious'] } }]);
  });

  it('an impression that agrees with the score finalizes without a question', async () => {
    const clinic = await clinicOnPlan(t.app, 'professional');
    const res = await postReport(
      t.app,
      clinic.token,
      tiradsReport(clinic.patientId, {
        impression: 'Right lobe nodule, ACR TI-RADS TR5; FNA advised.',
        templateData: { nodules: [TR5_NODULE] },
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
  });

  it('a report created finalized is refused too, and nothing is written', async () => {
    const clinic = await clinicOnPlan(t.app, 'professional');
    const body = tiradsReport(clinic.patientId, { impression: NORMAL, templateData: { nodules: [TR5_NODULE] } });
    const refused = await postReport(t.app, clinic.token, body);
    expect(refused.statusCode).toBe(409);
    const list = await t.app.inject({ method: 'GET', url: '/api/reports', headers: bearer(clinic.token) });
    expect(list.json().total).toBe(0);
    const confirmed = await postReport(t.app, clinic.token, {
      ...body,
      confirmedContradictions: ['tirads-nodule-denied', 'tirads-suspicious'],
    });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const audit = await t.handle.db
      .select({ id: auditEvents.id })
      .from(auditEvents)
      .where(eq(auditEvents.entityId, confirmed.json().id));
    expect(audit.length).toBe(2); // report.create and report.contradictions_confirmed
  });

  it('an EFW below the 10th centile with "growth appropriate" asks for confirmation (Hadlock 1991)', async () => {
    const clinic = await clinicOnPlan(t.app, 'basic');
    const body = buildReport(clinic.patientId, 'obstetric_second_third_trimester', {
      estimatedFetalWeight: '1300 g (Hadlock IV)',
      pregnancyWeeks: 32,
      pregnancyDays: 0,
      impression: 'Single live fetus; growth appropriate for gestational age.',
    });
    const refused = await postReport(t.app, clinic.token, body);
    expect(refused.statusCode).toBe(409);
    expect(codesOf(refused)).toEqual(['efw-small']);
    const draft = await postReport(t.app, clinic.token, { ...body, status: 'draft' });
    expect(draft.statusCode, draft.body).toBe(201);
  });
});
