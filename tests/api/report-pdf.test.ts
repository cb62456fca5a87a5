import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/audit.ts';
import { pdfPageTexts as pdfPages } from '../e2e/support/pdf-pages.ts';
import { buyPlan } from '../support/billing-helpers.ts';
import { bearer, buildReport, registerPatient, signUpTrialClinic } from '../support/factories.ts';
import { renderPdfPages } from '../support/pdf-text.ts';
import { addMember } from '../support/team-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LONG_FINDING = Array.from(
  { length: 14 },
  (_, i) => `Observation ${i + 1}: the organ is normal in size, shape and echotexture with no focal lesion seen.`,
).join('\n');

async function reportFor(token: string, patient: Record<string, unknown>, overrides: Record<string, unknown> = {}) {
  const registered = await registerPatient(t.app, token, patient);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/reports',
    headers: bearer(token),
    payload: buildReport(registered.id, 'abdominal', overrides),
  });
  expect(res.statusCode).toBe(201);
  return { patient: registered, report: res.json() as { id: string; reportId: string } };
}

const pdfOf = (token: string, id: string) =>
  t.app.inject({ method: 'GET', url: `/api/reports/${id}/pdf`, headers: bearer(token) });

describe('GET /api/reports/:id/pdf', () => {
  it('prints a Devanagari name, the ids and the verification code on one A4 page', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const { patient, report } = await reportFor(clinic.token, { firstName: 'सीता', lastName: 'देवी' });
    const res = await pdfOf(clinic.token, report.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="report-${report.reportId}.pdf"`);
    const pages = pdfPages(res.rawPayload);
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('सीता देवी');
    expect(pages[0]).toContain(patient.patientId);
    expect(pages[0]).toContain(report.reportId);
    expect(pages[0]).toContain('Page 1 of 1');
    renderPdfPages(res.rawPayload, 'report-devanagari');
  });

  it('numbers two pages and repeats the header and the patient line on page 2', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const { patient, report } = await reportFor(
      clinic.token,
      { firstName: 'லக்ஷ்மி', lastName: 'சுப்ரமணியம்' },
      { findings: { liver: LONG_FINDING, gallbladder: LONG_FINDING } },
    );
    const res = await pdfOf(clinic.token, report.id);
    const pages = pdfPages(res.rawPayload);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('Page 1 of 2');
    expect(pages[1]).toContain('Page 2 of 2');
    // The header cell may wrap the name; the running line of page 2 carries it whole.
    expect(pages[0]).toContain('லக்ஷ்மி');
    expect(pages[1]).toContain(`Patient: லக்ஷ்மி சுப்ரமணியம் · ID: ${patient.patientId} · Report: ${report.reportId}`);
    expect(pages[1]).toContain('Sunrise Imaging');
    renderPdfPages(res.rawPayload, 'report-two-pages');
  });
});

/** A complete anomaly scan as clinics write it: every section, the biometry and a recommendation. */
const FULL_OBSTETRIC = {
  clinicalDetails: 'Routine anomaly scan at 20 weeks; G2P1L1, previous LSCS.',
  technique: 'Transabdominal real-time B-mode and colour Doppler',
  findings: {
    fetalPresentation: 'Single live intrauterine fetus in cephalic presentation with regular cardiac activity.',
    placenta: 'Posterior, upper segment, grade I maturity; lower edge well away from the internal os.',
    liquor: 'Adequate; single deepest pocket 5.2 cm.',
    biometry: 'Biometry corresponds to 20 weeks 3 days, consistent with dates.',
    fetalAnatomy:
      'Intracranial structures, face, spine, four-chamber heart with outflow tracts, stomach, kidneys, bladder, abdominal wall and limbs appear normal for gestation. Three-vessel cord with normal insertion; no soft markers seen. Nasal bone present; nuchal fold 4 mm.',
    cervixUterus: 'Cervical length 3.6 cm, internal os closed. Previous scar site appears intact.',
    doppler: 'Umbilical artery Doppler shows normal flow for gestation.',
  },
  impression: 'Single live intrauterine fetus of 20 weeks 3 days with no structural anomaly detected.',
  recommendations: 'Growth scan at 28-32 weeks. Routine antenatal care.',
  lastMenstrualPeriod: '2026-07-06',
  pregnancyWeeks: 20,
  pregnancyDays: 3,
  fetalHeartRate: '148 bpm',
  fetalPresentation: 'Cephalic',
  placentaLocation: 'Posterior',
  amnioticFluid: 'Adequate',
  biparietalDiameter: 47,
  abdominalCircumference: 152,
  femurLength: 33,
  estimatedFetalWeight: '340 g',
};

describe('report PDF rules', () => {
  it('keeps a one-page obstetric report on one page, IMPRESSION included (issue 28)', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const { report } = await reportFor(
      clinic.token,
      {},
      { ...FULL_OBSTETRIC, reportType: 'obstetric_second_third_trimester' },
    );
    const pdf = (await pdfOf(clinic.token, report.id)).rawPayload;
    renderPdfPages(pdf, 'report-obstetric-full');
    const pages = pdfPages(pdf);
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('IMPRESSION');
    expect(pages[0]).toContain('Page 1 of 1');
  });

  it('prints the PC-PNDT lines of an obstetric report and no fetal sex, and is audited', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const registered = await registerPatient(t.app, clinic.token);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: bearer(clinic.token),
      payload: buildReport(registered.id, 'obstetric_second_third_trimester'),
    });
    const res = await pdfOf(clinic.token, created.json().id);
    const text = pdfPages(res.rawPayload).join('\n').replace(/\s+/g, ' ');
    expect(text).toContain('Sex of the foetus Not determined (PC-PNDT Act)');
    expect(text).toContain('I have neither detected nor disclosed the sex of her foetus to anybody in any manner');
    expect(text).not.toMatch(/\b(male|female) (foetus|fetus|baby)\b/i);
    renderPdfPages(res.rawPayload, 'report-obstetric');
    const audited = await t.handle.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, created.json().id), eq(auditEvents.action, 'report.pdf')));
    expect(audited).toHaveLength(1);
  });

  it('answers 404 for another clinic’s report and for an unknown id, 401 without a session', async () => {
    const a = await signUpTrialClinic(t.app);
    const b = await signUpTrialClinic(t.app);
    const { report } = await reportFor(a.token, {});
    const foreign = await pdfOf(b.token, report.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.headers['content-type']).toMatch(/^application\/json/);
    expect((await pdfOf(b.token, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/reports/${report.id}/pdf` })).statusCode).toBe(401);
  });

  it("prints an invited doctor's qualification under his signature, as the owner's prints (issue 28)", async () => {
    const clinic = await signUpTrialClinic(t.app);
    await buyPlan(t.app, clinic.token, 'professional');
    const doctor = await addMember(t.app, t.mailer.sent, clinic.token, 'doctor', {
      firstName: 'Arjun',
      lastName: 'Menon',
      doctor: { registrationNumber: 'KMC-88123', qualification: 'MBBS, DNB (Radiology)' },
    });
    const { report } = await reportFor(
      doctor.token,
      {},
      { doctorName: 'Dr. Arjun Menon', doctorRegistrationNumber: 'KMC-88123' },
    );
    const stored = await t.app.inject({
      method: 'GET',
      url: `/api/reports/${report.id}`,
      headers: bearer(doctor.token),
    });
    expect(stored.json().signature).toMatchObject({
      doctorName: 'Dr. Arjun Menon',
      qualification: 'MBBS, DNB (Radiology)',
    });
    const text = pdfPages((await pdfOf(doctor.token, report.id)).rawPayload).join('\n');
    // The signature block's right column, line under line (the technician's is on the left).
    expect(text).toMatch(/Dr\. Arjun Menon\n.*MBBS, DNB \(Radiology\)\n.*Reg\. No\.: KMC-88123/);
  });

  it('lets a receptionist download, as they print', async () => {
    const clinic = await signUpTrialClinic(t.app);
    await buyPlan(t.app, clinic.token, 'professional');
    const receptionist = await addMember(t.app, t.mailer.sent, clinic.token, 'receptionist');
    const { report } = await reportFor(clinic.token, {});
    const res = await pdfOf(receptionist.token, report.id);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
