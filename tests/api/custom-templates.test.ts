import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildReport } from '../support/factories.ts';
import { addMember } from '../support/team-helpers.ts';
import { buildCustomTemplate, clinicOnPlan, createTemplate, postReport } from '../support/template-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ authRateLimitPerMinute: 1000 });
});
afterAll(() => t.close());

const publish = (token: string, id: string, body: object) =>
  t.app.inject({ method: 'PUT', url: `/api/templates/${id}`, headers: bearer(token), payload: body });
const getJson = async (token: string, url: string) =>
  (await t.app.inject({ method: 'GET', url, headers: bearer(token) })).json();

const customReport = (patientId: string, templateId: string, overrides: Record<string, unknown> = {}) =>
  buildReport(patientId, 'abdominal', {
    templateId,
    findings: { s1: 'Intimal thickening is seen.', s2: '' },
    measurements: { m1: 1.1 },
    impression: 'Mild right carotid intimal thickening.',
    ...overrides,
  });

describe('clinic-built templates (Enterprise)', () => {
  it('is built by an admin, versioned by edits, and a report keeps and prints the version it was written with', async () => {
    const clinic = await clinicOnPlan(t.app, 'enterprise');
    const created = await createTemplate(t.app, clinic.token, buildCustomTemplate());
    expect(created.statusCode).toBe(201);
    const v1 = created.json();
    expect(v1).toMatchObject({ tier: 'custom', version: 1, available: true, printTitle: 'CAROTID DOPPLER STUDY' });
    expect(v1.sections.map((s: { key: string; label: string }) => `${s.key}:${s.label}`)).toEqual([
      's1:Right CCA',
      's2:Left CCA',
    ]);
    expect(v1.fields).toEqual([{ key: 'm1', label: 'Right CIMT', unit: 'mm', min: 0.1, max: 3 }]);

    const written = await postReport(t.app, clinic.token, customReport(clinic.patientId, v1.id));
    expect(written.statusCode).toBe(201);
    expect(written.json()).toMatchObject({ templateId: v1.id, templateVersion: 1 });
    expect(written.json().findings).toBe('Right CCA: Intimal thickening is seen.\nLeft CCA: Normal');

    const edited = await publish(
      clinic.token,
      v1.id,
      buildCustomTemplate({
        printTitle: 'CAROTID DOPPLER v2',
        sections: [{ label: 'Carotids', normalText: 'Normal.' }],
      }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ version: 2, versions: [2, 1], printTitle: 'CAROTID DOPPLER v2' });

    // The old report still names v1, and v1 still reads as it was; a new report takes v2.
    const reportId = written.json().id;
    const old = await getJson(clinic.token, `/api/reports/${reportId}`);
    expect(old).toMatchObject({ templateVersion: 1 });
    const oldTemplate = await getJson(clinic.token, `/api/templates/${v1.id}?version=1`);
    expect(oldTemplate).toMatchObject({ version: 1, printTitle: 'CAROTID DOPPLER STUDY' });
    expect(oldTemplate.sections).toHaveLength(2);
    // Editing the old report keeps it on v1.
    const resaved = await t.app.inject({
      method: 'PUT',
      url: `/api/reports/${reportId}`,
      headers: bearer(clinic.token),
      payload: customReport(clinic.patientId, v1.id, { impression: 'Edited.' }),
    });
    expect(resaved.statusCode).toBe(200);
    expect(resaved.json()).toMatchObject({ templateVersion: 1, impression: 'Edited.' });
    const fresh = await postReport(
      t.app,
      clinic.token,
      customReport(clinic.patientId, v1.id, { findings: { s1: 'Normal carotids.' } }),
    );
    expect(fresh.json()).toMatchObject({ templateVersion: 2, findings: 'Carotids: Normal carotids.' });

    const list = await getJson(clinic.token, '/api/templates');
    expect(list.filter((x: { tier: string }) => x.tier === 'custom')).toEqual([
      expect.objectContaining({ id: v1.id, version: 2, available: true, name: 'Carotid Doppler (clinic)' }),
    ]);
  });

  it('can start from a standard template, and refuses an out-of-range measurement naming the field', async () => {
    const clinic = await clinicOnPlan(t.app, 'enterprise');
    const template = (await createTemplate(t.app, clinic.token, buildCustomTemplate())).json();
    const res = await postReport(
      t.app,
      clinic.token,
      customReport(clinic.patientId, template.id, { measurements: { m1: 7 } }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toEqual({
      field: 'measurements.m1',
      message: 'Right CIMT must be between 0.1 and 3 mm',
    });
    const text = await postReport(
      t.app,
      clinic.token,
      customReport(clinic.patientId, template.id, { measurements: { m1: 'thick' } }),
    );
    expect(text.statusCode).toBe(400);
  });

  it('doctors may build templates; receptionists get 403; other plans 402', async () => {
    const clinic = await clinicOnPlan(t.app, 'enterprise');
    const doctor = await addMember(t.app, t.mailer.sent, clinic.token, 'doctor');
    const receptionist = await addMember(t.app, t.mailer.sent, clinic.token, 'receptionist');
    expect((await createTemplate(t.app, doctor.token, buildCustomTemplate())).statusCode).toBe(201);
    const refused = await createTemplate(t.app, receptionist.token, buildCustomTemplate());
    expect(refused.statusCode).toBe(403);
    for (const plan of ['trial', 'basic', 'professional'] as const) {
      const other = await clinicOnPlan(t.app, plan);
      const res = await createTemplate(t.app, other.token, buildCustomTemplate());
      expect(res.statusCode, plan).toBe(402);
      expect(res.json()).toMatchObject({ reason: 'feature_locked', message: expect.stringContaining('Enterprise') });
    }
  });

  it('a downgraded clinic keeps reading and printing its custom-template reports but cannot write new ones', async () => {
    const clinic = await clinicOnPlan(t.app, 'enterprise');
    const template = (await createTemplate(t.app, clinic.token, buildCustomTemplate())).json();
    const report = (await postReport(t.app, clinic.token, customReport(clinic.patientId, template.id))).json();
    const { buyPlan } = await import('../support/billing-helpers.ts');
    await buyPlan(t.app, clinic.token, 'basic');
    const listed = (await getJson(clinic.token, '/api/templates')).find((x: { id: string }) => x.id === template.id);
    expect(listed).toMatchObject({ available: false, unlockedBy: 'Enterprise' });
    expect((await getJson(clinic.token, `/api/reports/${report.id}`)).templateVersion).toBe(1);
    expect((await getJson(clinic.token, `/api/templates/${template.id}?version=1`)).printTitle).toBe(
      'CAROTID DOPPLER STUDY',
    );
    const again = await postReport(t.app, clinic.token, customReport(clinic.patientId, template.id));
    expect(again.statusCode).toBe(402);
  });

  it("another clinic's template is 404 everywhere, exactly like a random id, and is left unchanged", async () => {
    const a = await clinicOnPlan(t.app, 'enterprise');
    const b = await clinicOnPlan(t.app, 'enterprise');
    const template = (await createTemplate(t.app, a.token, buildCustomTemplate())).json();
    const random = '6f1d2c3b-0000-4000-8000-000000000000';
    for (const id of [template.id, random]) {
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/templates/${id}`, headers: bearer(b.token) })).statusCode,
      ).toBe(404);
      expect((await publish(b.token, id, buildCustomTemplate({ name: 'Stolen' }))).statusCode).toBe(404);
      expect((await postReport(t.app, b.token, customReport(b.patientId, id))).statusCode).toBe(404);
    }
    const bList = await getJson(b.token, '/api/templates');
    expect(bList.some((x: { id: string }) => x.id === template.id)).toBe(false);
    expect((await getJson(a.token, `/api/templates/${template.id}`)).versions).toEqual([1]);
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ sections: [] }, 'sections'],
    [{ reportType: 'ultrasonic' }, 'reportType'],
    [{ fields: [{ label: 'CIMT', unit: 'mm', min: 3, max: 1 }] }, 'fields.0.max'],
    [{ fields: [{ label: 'Right CCA', unit: 'mm', min: 0, max: 1 }] }, 'fields.0.label'],
    // PC-PNDT: a template cannot ask for the sex of the foetus, nor state it.
    [{ fields: [{ label: 'Fetal sex', unit: '', min: 0, max: 1 }] }, 'fields.0.label'],
    [{ sections: [{ label: 'Gender of baby', normalText: '' }] }, 'sections.0.label'],
    [
      { reportType: 'obstetric_second_third_trimester', sections: [{ label: 'Genitalia', normalText: 'Seen.' }] },
      'sections.0.label',
    ],
    [{ sections: [{ label: 'Fetus', normalText: 'It is a boy.', phrases: [] }] }, 'sections.0.normalText'],
    [{ sections: [{ label: 'Survey', normalText: '', phrases: ['Male foetus seen.'] }] }, 'sections.0.phrases.0'],
  ])('refuses %o with 400 on %s', async (bad, field) => {
    const clinic = await clinicOnPlan(t.app, 'enterprise');
    const res = await createTemplate(t.app, clinic.token, buildCustomTemplate(bad));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it('keeps a scrotal template free to name the scrotum (no foetus involved)', async () => {
    const clinic = await clinicOnPlan(t.app, 'enterprise');
    const res = await createTemplate(
      t.app,
      clinic.token,
      buildCustomTemplate({ reportType: 'scrotal', sections: [{ label: 'Scrotal wall', normalText: 'Normal.' }] }),
    );
    expect(res.statusCode).toBe(201);
  });
});
