import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_MESSAGES as M } from '../../core/messages.ts';
import { pdfPageTexts } from '../e2e/support/pdf-pages.ts';
import { bearer, buildReport } from '../support/factories.ts';
import { clinicOnPlan, postReport } from '../support/template-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ authRateLimitPerMinute: 1000 });
});
afterAll(() => t.close());

const SCAN = new Date('2026-11-20T06:30:00Z');
/** LMP 17/04/2026 to the scan on 20/11/2026: 217 days, 31+0. */
const TWINS = {
  lastMenstrualPeriod: '2026-04-17',
  pregnancyWeeks: 31,
  pregnancyDays: 0,
  multiplePregnancy: true,
  chorionicity: 'dichorionic',
  amnionicity: 'diamniotic',
  fetuses: [
    { label: 'A', bpd: 82, hc: 300, ac: 290, fl: 63, presentation: 'Cephalic', fhr: 144, uaPi: 1.0 },
    { label: 'B', bpd: 78, hc: 290, ac: 270, fl: 60, presentation: 'Breech', efw: 1500, afi: 4.5 },
  ],
};

const pdfText = async (token: string, id: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/reports/${id}/pdf`, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return pdfPageTexts(res.rawPayload).join('\n');
};
const get = async (token: string, id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/reports/${id}`, headers: bearer(token) })).json();

describe('twins (issue 30 item 6)', () => {
  it('a twin report round-trips with per-fetus computed values and prints each fetus in the PDF', async () => {
    t.clock.set(SCAN);
    const clinic = await clinicOnPlan(t.app, 'basic');
    const res = await postReport(
      t.app,
      clinic.token,
      buildReport(clinic.patientId, 'obstetric_second_third_trimester', TWINS),
    );
    expect(res.statusCode, res.body).toBe(201);
    const report = await get(clinic.token, res.json().id);
    expect(report).toMatchObject({ multiplePregnancy: true, chorionicity: 'dichorionic', amnionicity: 'diamniotic' });
    expect(report.fetuses.map((f: { label: string; bpd: number }) => [f.label, f.bpd])).toEqual([
      ['A', 82],
      ['B', 78],
    ]);
    expect(report.computed.dating).toMatchObject({ method: 'lmp', gaDays: 217 });
    expect(report.computed.fetuses.map((f: { efwGrams: number }) => f.efwGrams)).toEqual([2076, 1726]);
    expect(report.computed.discordance).toMatchObject({ percent: 16.9, flagged: false });
    // Fetus B's typed weight is kept, and flagged against Hadlock IV.
    expect(report.fetuses[1].efw).toBe(1500);
    expect(report.computed.fetuses[1].warnings).toContain("EFW typed (1500 g) differs from Hadlock IV's 1726 g.");

    const text = await pdfText(clinic.token, report.id);
    expect(text).toMatch(
      /FETUS A[\s\S]*2076 g \(Hadlock Formula IV\)[\s\S]*FETUS B[\s\S]*1726 g \(Hadlock Formula IV\)/,
    );
    expect(text).toMatch(/Multiple Pregnancy\s+Yes: 2 fetuses, dichorionic\s+diamniotic/);
    expect(text).toMatch(/EFW discordance\s+16\.9%/);
    expect(text).toContain('Breech');
    expect(text).toContain('Biometry: per fetus, below');
    expect(text).not.toMatch(/Biometry not recorded/);
  });

  it('refuses two fetuses with multiple pregnancy "No", and never prints "No" when nothing was recorded', async () => {
    t.clock.set(SCAN);
    const clinic = await clinicOnPlan(t.app, 'basic');
    const refused = await postReport(
      t.app,
      clinic.token,
      buildReport(clinic.patientId, 'obstetric_second_third_trimester', { ...TWINS, multiplePregnancy: false }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toMatchObject({ field: 'multiplePregnancy', message: M.multipleWithFetuses });

    const single = await postReport(
      t.app,
      clinic.token,
      buildReport(clinic.patientId, 'obstetric_second_third_trimester'),
    );
    expect(single.statusCode).toBe(201);
    expect(single.json()).toMatchObject({ multiplePregnancy: null, fetuses: null });
    expect(single.json().computed.fetuses).toHaveLength(1);
    expect(await pdfText(clinic.token, single.json().id)).not.toMatch(/Multiple Pregnancy/);
  });
});

describe('one dating per report (issue 30 item 2)', () => {
  /** LMP 25/08/2026 gives EDD 01/06/2027; CRL 45 mm on 20/11/2026 is 11+1, 9 days off: re-dated. */
  const CRL_REPORT = (patientId: string, extra: Record<string, unknown> = {}) =>
    buildReport(patientId, 'obstetric_first_trimester', {
      templateId: 'first-trimester-dating',
      findings: { viability: 'Fetal pole with cardiac activity.' },
      lastMenstrualPeriod: '2026-08-25',
      expectedDeliveryDate: '2027-06-01',
      pregnancyWeeks: 12,
      pregnancyDays: 3,
      templateData: { examDate: '2026-11-20', crlMm: 45, nasalBone: 'present' },
      ...extra,
    });

  it('after CRL re-dating, the obstetric block, the scores block and Form F print the one EDD and GA', async () => {
    t.clock.set(SCAN);
    const clinic = await clinicOnPlan(t.app, 'professional');
    const res = await postReport(t.app, clinic.token, CRL_REPORT(clinic.patientId));
    expect(res.statusCode).toBe(201);
    const report = res.json();
    expect(report.computed.dating).toMatchObject({ method: 'crl', edd: '2027-06-10', gaDays: 78 });
    // The LMP's EDD the wizard filled is kept, and is not a typed disagreement.
    expect(report.expectedDeliveryDate).toBe('2027-06-01');
    expect(report.computed.warnings).toEqual([]);
    const text = await pdfText(clinic.token, report.id);
    expect(text.match(/EDD \(as dated\)\s+10\/06\/2027/g)).toHaveLength(2);
    expect(text).toMatch(/Gestational Age \(as dated\)\s+11 weeks 1 day \(by CRL\)/);
    expect(text).not.toContain('01/06/2027');
    expect(text).not.toMatch(/12 weeks 3 days/);
    const forms = await t.app.inject({
      method: 'GET',
      url: `/api/pcpndt-forms?reportId=${report.id}`,
      headers: bearer(clinic.token),
    });
    // Form F's item 8 is the weeks from her LMP on the scan's day, as the form asks (issue 29 §3);
    // the CRL's age, a result of the scan, goes with the findings.
    const form = forms.json().forms[0];
    expect(form.gestationalAge).toBe('12 weeks 3 days');
    expect(form.findings).toContain('Gestational age by ultrasound (CRL): 11 weeks 1 day.');
  });

  it('a typed EDD that differs from the dating decision is kept and flagged', async () => {
    t.clock.set(SCAN);
    const clinic = await clinicOnPlan(t.app, 'professional');
    const res = await postReport(
      t.app,
      clinic.token,
      CRL_REPORT(clinic.patientId, { expectedDeliveryDate: '2027-06-20' }),
    );
    expect(res.statusCode).toBe(201);
    const report = await get(clinic.token, res.json().id);
    expect(report.expectedDeliveryDate).toBe('2027-06-20');
    expect(report.computed.warnings).toEqual([
      "EDD typed (20/06/2027) differs from the dating decision's 10/06/2027: the report prints the dating decision.",
    ]);
    expect(await pdfText(clinic.token, report.id)).toMatch(/EDD typed \(20\/06\/2027\)\s+differs/);
  });
});
