import type { FastifyInstance } from 'fastify';
import { bearer, registerPatient, signUpTrialClinic } from './factories.ts';
import { attachReferralEvidence, obstetricReport } from './formf-helpers.ts';

/** A pregnant patient with two children and a referring doctor, as Form F items 4 and 6 want her. */
export const obstetricPatient = {
  spouseName: 'Ravi Sharma',
  referringDoctorName: 'Dr. Anil Gupta',
  numberOfChildren: 2,
  maleChildren: 1,
  femaleChildren: 1,
};

/**
 * The requests the Form F test files make, on the file's app (read when called, as the app is
 * built in beforeAll).
 */
export function formfClient(app: () => FastifyInstance) {
  const api = (token: string, method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    app().inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  async function createReport(token: string, payload: object) {
    const res = await api(token, 'POST', '/api/reports', payload);
    if (res.statusCode !== 201) throw new Error(`report failed: ${res.body}`);
    return res.json() as { id: string; studyId: string; patientId: string };
  }

  async function listForms(token: string) {
    return (await api(token, 'GET', '/api/pcpndt-forms')).json() as {
      forms: Array<Record<string, unknown> & { id: string; reportId: string; missing: string[] }>;
      total: number;
      stats: Record<string, number>;
    };
  }

  /** A new trial clinic whose finalized obstetric report made one Form F. */
  /** A clinic, its pregnant patient and her report's Form F, with item 7's evidence unless told not to. */
  async function clinicWithForm(options: { evidence?: boolean } = {}) {
    const clinic = await signUpTrialClinic(app());
    const patient = await registerPatient(app(), clinic.token, obstetricPatient);
    const report = await createReport(clinic.token, obstetricReport(patient.id));
    const [made] = (await listForms(clinic.token)).forms;
    if (!made) throw new Error('no form');
    if (options.evidence === false) return { clinic, patient, report, form: made };
    await attachReferralEvidence(app(), clinic.token, made.id);
    const [form] = (await listForms(clinic.token)).forms;
    if (!form) throw new Error('no form');
    return { clinic, patient, report, form };
  }

  return { api, createReport, listForms, clinicWithForm };
}
