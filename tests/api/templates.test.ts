import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../db/schema/subscriptions.ts';
import { bearer, buildReport, clinicIdOf } from '../support/factories.ts';
import { addMember } from '../support/team-helpers.ts';
import { clinicOnPlan, postReport, tiradsReport } from '../support/template-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ authRateLimitPerMinute: 1000 });
});
afterAll(() => t.close());

const listTemplates = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/templates', headers: bearer(token) })).json() as {
    id: string;
    tier: string;
    available: boolean;
    unlockedBy: string | null;
    version: number;
    reportType: string;
  }[];

describe('template tiers by plan', () => {
  it.each([
    ['trial', false],
    ['basic', false],
    ['professional', true],
    ['enterprise', true],
  ] as const)('%s: standard templates open, advanced available=%s', async (plan, advanced) => {
    const clinic = await clinicOnPlan(t.app, plan);
    const templates = await listTemplates(clinic.token);
    expect(templates.filter((x) => x.tier === 'standard')).toHaveLength(10);
    expect(templates.filter((x) => x.tier === 'standard').every((x) => x.available)).toBe(true);
    const tirads = templates.find((x) => x.id === 'thyroid-tirads');
    expect(tirads).toMatchObject({ tier: 'advanced', reportType: 'thyroid', version: 1, available: advanced });
    expect(tirads?.unlockedBy).toBe(advanced ? null : 'Professional');

    const report = await postReport(t.app, clinic.token, tiradsReport(clinic.patientId));
    if (advanced) {
      expect(report.statusCode).toBe(201);
    } else {
      expect(report.statusCode).toBe(402);
      expect(report.json()).toMatchObject({ reason: 'feature_locked', redirectTo: '/billing?tab=plans' });
      expect(report.json().message).toContain('Professional');
      // The draft path refuses it as well.
      const draft = await t.app.inject({
        method: 'POST',
        url: '/api/reports/draft',
        headers: bearer(clinic.token),
        payload: tiradsReport(clinic.patientId),
      });
      expect(draft.statusCode).toBe(402);
    }
    // The standard templates work on every plan.
    expect((await postReport(t.app, clinic.token, buildReport(clinic.patientId, 'thyroid'))).statusCode).toBe(201);
  });

  it('GET /api/templates/:id describes a template with its reference and source; unknown ids are 404', async () => {
    const clinic = await clinicOnPlan(t.app, 'basic');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/templates/thyroid-tirads',
      headers: bearer(clinic.token),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: 'thyroid-tirads', available: false, calculator: 'tirads', versions: [1] });
    expect(body.reference.sources[0]).toContain('Tessler');
    expect(body.sections.map((s: { key: string }) => s.key)).toContain('rightLobe');
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000', 'thyroid?version=2']) {
      const missing = await t.app.inject({ method: 'GET', url: `/api/templates/${id}`, headers: bearer(clinic.token) });
      expect(missing.statusCode, id).toBe(404);
    }
  });

  it('a report written with an advanced template stays readable after a downgrade, but cannot be saved again', async () => {
    const clinic = await clinicOnPlan(t.app, 'professional');
    const created = await postReport(t.app, clinic.token, tiradsReport(clinic.patientId));
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const clinicId = await clinicIdOf(t.app, clinic.token);
    await t.handle.db.update(subscriptions).set({ planId: 'basic' }).where(eq(subscriptions.clinicId, clinicId));

    const read = await t.app.inject({ method: 'GET', url: `/api/reports/${id}`, headers: bearer(clinic.token) });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ templateId: 'thyroid-tirads', templateVersion: 1 });
    expect(read.json().templateScores.nodules[0].level).toBe('TR4');
    const template = await t.app.inject({
      method: 'GET',
      url: '/api/templates/thyroid-tirads',
      headers: bearer(clinic.token),
    });
    expect(template.statusCode).toBe(200);

    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/reports/${id}`,
      headers: bearer(clinic.token),
      payload: tiradsReport(clinic.patientId, { impression: 'Edited' }),
    });
    expect(edit.statusCode).toBe(402);
    expect(edit.json().reason).toBe('feature_locked');
    // Unchanged.
    const after = await t.app.inject({ method: 'GET', url: `/api/reports/${id}`, headers: bearer(clinic.token) });
    expect(after.json().impression).toBe('Right lobe nodule ACR TI-RADS TR4.');
  });

  it('a receptionist may read templates and write reports with them', async () => {
    const clinic = await clinicOnPlan(t.app, 'professional');
    const receptionist = await addMember(t.app, t.mailer.sent, clinic.token, 'receptionist');
    expect((await listTemplates(receptionist.token)).length).toBeGreaterThan(10);
    const draft = await postReport(t.app, receptionist.token, tiradsReport(clinic.patientId, { status: 'draft' }));
    expect(draft.statusCode).toBe(201);
  });
});

describe('ACR TI-RADS scored on the server', () => {
  it('stores the score computed from the stored descriptors, ignoring any score the browser sends', async () => {
    const clinic = await clinicOnPlan(t.app, 'professional');
    const res = await postReport(
      t.app,
      clinic.token,
      tiradsReport(clinic.patientId, { templateScores: { nodules: [{ level: 'TR1' }] } }),
    );
    expect(res.statusCode).toBe(201);
    const report = res.json();
    expect(report.templateId).toBe('thyroid-tirads');
    expect(report.templateScores.nodules).toEqual([
      expect.objectContaining({ site: 'right-lobe', points: 4, level: 'TR4', advice: 'fna' }),
      expect.objectContaining({ site: 'left-lobe', points: 2, level: 'TR2', advice: 'none' }),
    ]);
    expect(report.templateScores.source).toContain('J Am Coll Radiol 2017');
    expect(report.findings).toContain('Right Lobe: A solid hypoechoic nodule.');
  });

  it.each([
    [{ composition: 'granular' }, 'templateData.nodules.0.composition'],
    [{ maxDiameterCm: 0 }, 'templateData.nodules.0.maxDiameterCm'],
    [{ maxDiameterCm: 'big' }, 'templateData.nodules.0.maxDiameterCm'],
    [{ foci: ['sparkly'] }, 'templateData.nodules.0.foci.0'],
  ])('refuses %o with 400 naming %s', async (bad, field) => {
    const clinic = await clinicOnPlan(t.app, 'professional');
    const body = tiradsReport(clinic.patientId);
    const nodules = (body.templateData as { nodules: Record<string, unknown>[] }).nodules;
    Object.assign(nodules[0] as object, bad);
    const res = await postReport(t.app, clinic.token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it('refuses a fifth nodule, an unknown template and a template of another type', async () => {
    const clinic = await clinicOnPlan(t.app, 'professional');
    const body = tiradsReport(clinic.patientId);
    const nodules = (body.templateData as { nodules: unknown[] }).nodules;
    const five = { ...body, templateData: { nodules: [...nodules, ...nodules, nodules[0]] } };
    expect((await postReport(t.app, clinic.token, five)).statusCode).toBe(400);
    const unknown = await postReport(t.app, clinic.token, { ...body, templateId: 'thyroid-magic' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].field).toBe('templateId');
    const mismatch = await postReport(t.app, clinic.token, { ...body, reportType: 'breast' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors[0].field).toBe('reportType');
  });
});

describe('first-trimester dating by CRL', () => {
  const dating = (patientId: string, data: Record<string, unknown>, lmp: string | null) =>
    buildReport(patientId, 'obstetric_first_trimester', {
      templateId: 'first-trimester-dating',
      findings: { viability: 'Fetal pole with cardiac activity.' },
      impression: 'Single live intrauterine gestation.',
      lastMenstrualPeriod: lmp,
      pregnancyWeeks: null,
      pregnancyDays: null,
      templateData: { examDate: '2026-03-15', nasalBone: 'present', fetalHeartRateBpm: 158, ...data },
    });

  it('dates by the scan when LMP differs beyond 7 days, names the method and flags NT >= 3.5 mm', async () => {
    const clinic = await clinicOnPlan(t.app, 'professional');
    const res = await postReport(t.app, clinic.token, dating(clinic.patientId, { crlMm: 60, ntMm: 3.5 }, '2025-12-05'));
    expect(res.statusCode).toBe(201);
    const report = res.json();
    // CRL 60 mm = 86 days (12+2) by Robinson & Fleming; the LMP gives 100 days: 14 apart, re-dated.
    expect(report.templateScores).toMatchObject({
      method: 'Robinson & Fleming 1975',
      gaWeeks: 12,
      gaDays: 2,
      datedBy: 'crl',
      lmpDifferenceDays: 14,
      redatingThresholdDays: 7,
      edd: '2026-09-25',
      nt: { mm: 3.5, valid: true, referral: true },
      nasalBone: 'present',
    });
    // One dating (issue 30): derived from the stored CRL, never written over the typed EDD and GA.
    expect(report.computed.dating).toMatchObject({ method: 'crl', edd: '2026-09-25', gaDays: 86 });
    expect(report.expectedDeliveryDate).toBeNull();
    expect(report.gestationalAge).toBeNull();
    expect(JSON.stringify(report.templateScores)).not.toMatch(/risk|1 in/i);
  });

  it('keeps the LMP when it agrees, and reads NT as not interpretable below CRL 45 mm', async () => {
    const clinic = await clinicOnPlan(t.app, 'enterprise');
    const res = await postReport(t.app, clinic.token, dating(clinic.patientId, { crlMm: 40, ntMm: 1.2 }, '2026-01-02'));
    expect(res.statusCode).toBe(201);
    const scores = res.json().templateScores;
    expect(scores.datedBy).toBe('lmp');
    expect(scores.nt).toMatchObject({ valid: false, referral: false });
  });

  it('refuses a CRL outside 3-84 mm naming the field', async () => {
    const clinic = await clinicOnPlan(t.app, 'professional');
    const res = await postReport(t.app, clinic.token, dating(clinic.patientId, { crlMm: 85 }, null));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ field: 'templateData.crlMm' });
  });
});
