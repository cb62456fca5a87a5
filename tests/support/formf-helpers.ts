import type { FastifyInstance } from 'fastify';
import { bearer, registerPatient } from './factories.ts';
import { completion } from './formf-completion.ts';
import { makePng } from './test-files.ts';

/** An obstetric report as the wizard sends it; finalizing one makes the scan's Form F. */
export function obstetricReport(patientId: string, overrides: Record<string, unknown> = {}) {
  return {
    patientId,
    doctorName: 'Dr. Rakesh Mehta',
    doctorRegistrationNumber: 'HMC/2019/4521',
    reportType: 'obstetric_second_third_trimester',
    clinicalDetails: 'Routine anomaly scan',
    technique: 'Transabdominal',
    findings: { fetalPresentation: 'Cephalic', placenta: 'Posterior, grade I' },
    impression: 'Single live intrauterine fetus of about 24 weeks.',
    lastMenstrualPeriod: '2026-06-01',
    pregnancyWeeks: 24,
    pregnancyDays: 6,
    sexDetermination: 'not_determined',
    ...overrides,
  };
}

export interface MadeFormF {
  patientId: string;
  reportId: string;
  formId: string;
  /** The form's row id, for /api/pcpndt-forms/:id. */
  id: string;
}

/** Registers a pregnant patient, finalizes her obstetric report and returns its Form F. */
export async function makeFormF(
  app: FastifyInstance,
  token: string,
  patient: Record<string, unknown> = {},
  options: { evidence?: boolean } = {},
): Promise<MadeFormF> {
  const registered = await registerPatient(app, token, { spouseName: 'Ravi Sharma', ...patient });
  const created = await app.inject({
    method: 'POST',
    url: '/api/reports',
    headers: bearer(token),
    payload: obstetricReport(registered.id),
  });
  if (created.statusCode !== 201) throw new Error(`report failed: ${created.body}`);
  const reportId = (created.json() as { id: string }).id;
  const list = await app.inject({
    method: 'GET',
    url: `/api/pcpndt-forms?reportId=${reportId}`,
    headers: bearer(token),
  });
  const form = (list.json() as { forms: Array<{ id: string; formId: string }> }).forms[0];
  if (!form) throw new Error(`no Form F for report ${reportId}: ${list.body}`);
  // Item 7's evidence, both kinds, so a test may complete the form as referred or self-referred.
  if (options.evidence !== false) await attachReferralEvidence(app, token, form.id);
  return { patientId: registered.id, reportId, formId: form.formId, id: form.id };
}

/** Sets the form's procedure date (and what completes it), as staff correct it after the scan. */
export async function completeFormF(app: FastifyInstance, token: string, id: string, procedureDate: string) {
  const res = await app.inject({
    method: 'PUT',
    url: `/api/pcpndt-forms/${id}`,
    headers: bearer(token),
    payload: {
      // Every statutory item of issue 23 (children, method, Section B place and date, declarations).
      ...completion,
      indications: ['xvii'],
      referringDoctor: 'Dr. Anil Gupta',
      isSelfreferred: false,
      sectionBDate: procedureDate,
      patientDeclarationDate: procedureDate,
      procedureDate,
      resultConveyedTo: 'Patient and husband',
      resultConveyedOn: procedureDate,
      patientDeclarationSigned: true,
      doctorDeclarationSigned: true,
    },
  });
  if (res.statusCode !== 200) throw new Error(`completing failed: ${res.body}`);
  return res.json() as Record<string, unknown>;
}

/** Attaches a referral slip and a self-referral note (item 7's evidence, issue 29 §3) to a form. */
export async function attachReferralEvidence(
  app: FastifyInstance,
  token: string,
  id: string,
  kinds: readonly ('referral_slip' | 'referral_note')[] = ['referral_slip', 'referral_note'],
) {
  for (const kind of kinds) {
    const res = await app.inject({
      method: 'POST',
      url: `/api/pcpndt-forms/${id}/attachments?kind=${kind}&fileName=${kind}.png`,
      headers: { ...bearer(token), 'content-type': 'application/octet-stream' },
      payload: makePng(),
    });
    if (res.statusCode !== 201) throw new Error(`attaching ${kind} failed: ${res.body}`);
  }
}
