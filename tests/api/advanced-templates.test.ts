import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports } from '../../db/schema/reports.ts';
import { pdfPageTexts } from '../e2e/support/pdf-pages.ts';
import { bearer, buildReport, registerPatient } from '../support/factories.ts';
import {
  biradsReport,
  clinicOnPlan,
  dopplerReport,
  follicularReport,
  growthReport,
  postReport,
} from '../support/template-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// Issue 17, second part: fetal Doppler and BI-RADS scored on the server from the stored
// descriptors, for Professional and Enterprise only, with bad descriptors named in the 400.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ authRateLimitPerMinute: 1000 });
});
afterAll(() => t.close());

const withData = (body: Record<string, unknown>, patch: Record<string, unknown>) => ({
  ...body,
  templateData: { ...(body.templateData as object), ...patch },
});
const fieldsOf = (res: { json: () => { errors?: { field: string }[] } }) =>
  (res.json().errors ?? []).map((e) => e.field);

describe.each([
  ['fetal-doppler', dopplerReport],
  ['breast-birads', biradsReport],
  ['follicular-monitoring', follicularReport],
  ['growth-follow-up', growthReport],
] as const)('%s by plan', (templateId, build) => {
  it.each([
    ['trial', 402],
    ['basic', 402],
    ['professional', 201],
    ['enterprise', 201],
  ] as const)('%s → %i', async (plan, status) => {
    const clinic = await clinicOnPlan(t.app, plan);
    const res = await postReport(t.app, clinic.token, build(clinic.patientId));
    expect(res.statusCode).toBe(status);
    if (status === 402) expect(res.json()).toMatchObject({ reason: 'feature_locked' });
    else expect(res.json().templateId).toBe(templateId);
    const listed = await t.app.inject({ method: 'GET', url: '/api/templates', headers: bearer(clinic.token) });
    expect(listed.json().find((x: { id: string }) => x.id === templateId)).toMatchObject({
      tier: 'advanced',
      available: status === 201,
    });
  });
});

describe('fetal Doppler scored on the server', () => {
  it('stores centiles computed from the stored PIs and GA, ignoring the browser’s', async () => {
    const clinic = await clinicOnPlan(t.app, 'professional');
    const res = await postReport(
      t.app,
      clinic.token,
      dopplerReport(clinic.patientId, { templateScores: { rows: [{ key: 'ua', centile: 50, flag: null }] } }),
    );
    expect(res.statusCode).toBe(201);
    const scores = res.json().templateScores;
    expect(scores).toMatchObject({ gaWeeks: 32, gaDays: 0 });
    // 32+0 (224 days), Ciobanu 2019: UA median 0.974, 95th 1.262; MCA 5th 1.510; CPR 5th 1.432.
    // Gómez 2008: mean UtA PI 0.737, 95th 1.034; (0.9 + 0.7) / 2 = 0.8 is the 65th centile.
    expect(scores.rows).toEqual([
      expect.objectContaining({ key: 'ua', value: 1.3, expected: 0.97, centile: 96.7, flag: 'above-95th' }),
      expect.objectContaining({ key: 'mca', value: 1.2, centile: 0.1, flag: 'below-5th' }),
      expect.objectContaining({ key: 'cpr', value: 0.92, flag: 'below-5th' }),
      expect.objectContaining({ key: 'uta', value: 0.8, expected: 0.74, centile: 65.4, flag: null }),
    ]);
    expect(scores.source).toContain('Ultrasound Obstet Gynecol 2019;53:465-472');
  });

  it('flags a mean uterine artery PI above the 95th centile', async () => {
    const clinic = await clinicOnPlan(t.app, 'professional');
    const res = await postReport(
      t.app,
      clinic.token,
      withData(dopplerReport(clinic.patientId), { uaPi: null, mcaPi: null, rightUtaPi: 1.3, leftUtaPi: 1.1 }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().templateScores.rows).toEqual([
      expect.objectContaining({ key: 'uta', value: 1.2, centile: 99.1, flag: 'above-95th' }),
    ]);
  });

  it('gives no centile outside 20+0 to 41+6 weeks rather than extrapolating', async () => {
    const clinic = await clinicOnPlan(t.app, 'enterprise');
    const res = await postReport(
      t.app,
      clinic.token,
      withData(dopplerReport(clinic.patientId), { gaWeeks: 19, gaDays: 6, rightUtaPi: null, leftUtaPi: null }),
    );
    expect(res.statusCode).toBe(201);
    for (const row of res.json().templateScores.rows) expect(row).toMatchObject({ centile: null, flag: null });
  });

  it.each([
    [{ uaPi: 'fast' }, 'templateData.uaPi'],
    [{ mcaPi: 9 }, 'templateData.mcaPi'],
    [{ gaWeeks: 43 }, 'templateData.gaWeeks'],
    [{ gaDays: 7 }, 'templateData.gaDays'],
    [{ uaPi: null, mcaPi: null, rightUtaPi: null, leftUtaPi: null }, 'templateData.uaPi'],
  ])('refuses %o with 400 naming %s, writing nothing', async (bad, field) => {
    const clinic = await clinicOnPlan(t.app, 'professional');
    const res = await postReport(t.app, clinic.token, withData(dopplerReport(clinic.patientId), bad));
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toContain(field);
    const list = await t.app.inject({ method: 'GET', url: '/api/reports', headers: bearer(clinic.token) });
    expect(list.json().reports).toEqual([]);
  });
});

describe('BI-RADS: the radiologist’s category, with prompts computed on the server', () => {
  it('stores each breast’s chosen category with its management, and prompts from the stored lexicon', async () => {
    const clinic = await clinicOnPlan(t.app, 'professional');
    const res = await postReport(
      t.app,
      clinic.token,
      biradsReport(clinic.patientId, { templateScores: { breasts: [{ side: 'right', category: '1' }] } }),
    );
    expect(res.statusCode).toBe(201);
    const scores = res.json().templateScores;
    expect(scores.breasts).toEqual([
      expect.objectContaining({ side: 'right', category: '4B', management: 'Tissue diagnosis.', belowFeatures: false }),
      expect.objectContaining({ side: 'left', category: '2', management: 'Routine screening.', belowFeatures: false }),
    ]);
    expect(scores.lesions[0].prompt).toMatch(/^Suspicious features \(irregular shape.*consider category 4 or 5/);
    expect(scores.lesions[0].location).toBe("10 o'clock, 3 cm from the nipple");
    expect(scores.lesions[1].prompt).toBe('Features of a simple cyst: consistent with category 2.');
  });

  it('keeps a category lower than the features with its reason, marking it for the reader, never changing it', async () => {
    const clinic = await clinicOnPlan(t.app, 'professional');
    const reason = 'Stable for 3 years on prior imaging.';
    const res = await postReport(
      t.app,
      clinic.token,
      withData(biradsReport(clinic.patientId), { rightCategory: '3', rightCategoryReason: reason }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().templateScores.breasts[0]).toMatchObject({ category: '3', belowFeatures: true, reason });
  });

  it('asks for the reason when the category is below the suspicious features (issue 30)', async () => {
    const clinic = await clinicOnPlan(t.app, 'professional');
    const res = await postReport(t.app, clinic.token, withData(biradsReport(clinic.patientId), { rightCategory: '3' }));
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toContain('templateData.rightCategoryReason');
  });

  it.each([
    [{ rightCategory: '7' }, 'templateData.rightCategory'],
    [{ rightCategory: null, leftCategory: null }, 'templateData.rightCategory'],
    [{ rightCategory: null }, 'templateData.rightCategory'],
    [{ lesions: [{ side: 'right', shape: 'star' }] }, 'templateData.lesions.0.shape'],
  ])('refuses %o with 400 naming %s', async (bad, field) => {
    const clinic = await clinicOnPlan(t.app, 'professional');
    const res = await postReport(t.app, clinic.token, withData(biradsReport(clinic.patientId), bad));
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toContain(field);
  });

  it.each([
    ['margin', 'jagged', 'templateData.lesions.0.margin'],
    ['clock', 13, 'templateData.lesions.0.clock'],
    ['sizeMm', 0, 'templateData.lesions.0.sizeMm'],
    ['associated', ['glitter'], 'templateData.lesions.0.associated.0'],
  ])('refuses lesion %s = %o naming %s', async (key, value, field) => {
    const clinic = await clinicOnPlan(t.app, 'professional');
    const body = biradsReport(clinic.patientId);
    const lesions = (body.templateData as { lesions: Record<string, unknown>[] }).lesions;
    (lesions[0] as Record<string, unknown>)[key] = value;
    const res = await postReport(t.app, clinic.token, body);
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toContain(field);
  });
});

describe('follicular monitoring: one report over the cycle', () => {
  it('stores the visits in order with the leading follicle and its growth computed on the server', async () => {
    const clinic = await clinicOnPlan(t.app, 'professional');
    const res = await postReport(
      t.app,
      clinic.token,
      follicularReport(clinic.patientId, { templateScores: { visits: [] } }),
    );
    expect(res.statusCode).toBe(201);
    const scores = res.json().templateScores;
    expect(scores.dominantThresholdMm).toBe(10);
    expect(scores.visits.map((v: { cycleDay: number }) => v.cycleDay)).toEqual([9, 11, 13]);
    expect(scores.visits[0]).toMatchObject({ right: [12, 8], left: [7], leading: { side: 'right', mm: 12 } });
    expect(scores.visits[2]).toMatchObject({
      leading: { side: 'right', mm: 19 },
      dominantCount: 2,
      preovulatoryCount: 1,
      leadingGrowthMmPerDay: 2,
    });
    // The typed text was stored as numbers.
    expect(res.json().templateData.visits[0].right).toEqual([12, 8]);
  });

  it.each([
    [{ cycleDay: 0 }, 'templateData.visits.1.cycleDay'],
    [{ endometrialPattern: 'fluffy' }, 'templateData.visits.1.endometrialPattern'],
    [{ right: '15, 45' }, 'templateData.visits.1.right.1'],
    [{ endometriumMm: 30 }, 'templateData.visits.1.endometriumMm'],
  ])('refuses visit 2 with %o naming %s', async (bad, field) => {
    const clinic = await clinicOnPlan(t.app, 'professional');
    const body = follicularReport(clinic.patientId);
    const visits = (body.templateData as { visits: Record<string, unknown>[] }).visits;
    Object.assign(visits[1] as object, bad);
    const res = await postReport(t.app, clinic.token, body);
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toContain(field);
  });
});

describe('growth follow-up with the earlier scans of this pregnancy', () => {
  it('charts the patient’s earlier EFW reports since the LMP, not drafts, other patients or an earlier pregnancy', async () => {
    const clinic = await clinicOnPlan(t.app, 'professional');
    const other = await clinicOnPlan(t.app, 'professional');
    const earlier = (weeks: number, efw: string, status = 'finalized') =>
      buildReport(clinic.patientId, 'obstetric_second_third_trimester', {
        lastMenstrualPeriod: null,
        pregnancyWeeks: weeks,
        pregnancyDays: 0,
        estimatedFetalWeight: efw,
        status,
      });
    const backdate = async (id: string, daysAgo: number) =>
      t.handle.db
        .update(reports)
        .set({ createdAt: new Date(Date.now() - daysAgo * 86_400_000) })
        .where(eq(reports.id, id));
    const at29 = await postReport(t.app, clinic.token, earlier(29, '1250 g (Hadlock Formula IV)'));
    await backdate(at29.json().id, 28);
    const at31 = await postReport(t.app, clinic.token, earlier(31, '1.6 kg'));
    await backdate(at31.json().id, 14);
    const draft = await postReport(t.app, clinic.token, earlier(32, '1700 g', 'draft'));
    await backdate(draft.json().id, 7);
    const before = await postReport(t.app, clinic.token, earlier(36, '2900 g'));
    await backdate(before.json().id, 300); // a scan of an earlier pregnancy: before this LMP
    // The same clinic's other patient is not read.
    const sibling = await registerPatient(t.app, clinic.token);
    const theirScan = await postReport(t.app, clinic.token, { ...earlier(30, '1400 g'), patientId: sibling.id });
    expect(theirScan.statusCode).toBe(201);
    await backdate(theirScan.json().id, 21);

    const res = await postReport(
      t.app,
      clinic.token,
      growthReport(clinic.patientId, { templateScores: { points: [{ efwGrams: 1 }] } }),
    );
    expect(res.statusCode).toBe(201);
    const scores = res.json().templateScores;
    expect(scores.points.map((p: { efwGrams: number; gaDays: number }) => [p.gaDays, p.efwGrams])).toEqual([
      [203, 1250],
      [217, 1600],
      [231, 1900],
    ]);
    expect(scores.points[0].reportId).toBe(at29.json().reportId);
    expect(scores.points[2]).toMatchObject({ reportId: null, growth: 'AGA' });
    // Hadlock 1991 median at 33 weeks is 2,162 g; 1,900 g is about the 19th centile (18.7).
    expect(scores.points[2]).toMatchObject({ medianGrams: 2162, centile: 18.7 });
    expect(scores.earlierNote).toContain('2 found');

    // Another clinic writing a growth report for its own patient sees none of these.
    const theirs = await postReport(t.app, other.token, growthReport(other.patientId));
    expect(theirs.json().templateScores.points).toHaveLength(1);
  });

  it.each([
    [{ efwGrams: 50 }, 'templateData.efwGrams'],
    [{ efwGrams: 'heavy' }, 'templateData.efwGrams'],
    [{ gaWeeks: 9 }, 'templateData.gaWeeks'],
    [{ examDate: '2026-02-30' }, 'templateData.examDate'],
  ])('refuses %o naming %s', async (bad, field) => {
    const clinic = await clinicOnPlan(t.app, 'enterprise');
    const res = await postReport(t.app, clinic.token, withData(growthReport(clinic.patientId), bad));
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toContain(field);
  });
});

describe('the server PDF prints the stored scores of each template (the print page’s model)', () => {
  it.each([
    [
      'fetal Doppler',
      dopplerReport,
      ['Fetal Doppler at 32 weeks 0 days', '1.3 (flagged): centile 96.7: above the 95th centile'],
    ],
    [
      'BI-RADS',
      biradsReport,
      ['ACR BI-RADS Assessment (Ultrasound)', 'BI-RADS 4B: Moderate suspicion', 'Tissue diagnosis.'],
    ],
    [
      'follicular monitoring',
      follicularReport,
      ['Follicular Monitoring (3 visits)', 'Leading R1 19 mm (right), 2 mm/day'],
    ],
    [
      'growth follow-up',
      growthReport,
      // The chart is drawn too: its axis caption and centile labels are text on the page.
      ['Fetal Growth: EFW Centiles (Hadlock 1991)', 'EFW 1,900 g, centile 18.7', 'Gestational age (weeks)', '90th'],
    ],
  ])('%s', async (_name, build, expected) => {
    const clinic = await clinicOnPlan(t.app, 'professional');
    const created = await postReport(t.app, clinic.token, build(clinic.patientId));
    expect(created.statusCode).toBe(201);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/reports/${created.json().id}/pdf`,
      headers: bearer(clinic.token),
    });
    expect(pdf.statusCode).toBe(200);
    // Section titles print in capitals.
    const text = pdfPageTexts(pdf.rawPayload).join(' ').replace(/\s+/g, ' ').toLowerCase();
    for (const words of expected) expect(text).toContain(words.toLowerCase());
  });
});
