import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { pdfPageTexts } from '../e2e/support/pdf-pages.ts';
import { buyPlan } from '../support/billing-helpers.ts';
import { addScanner, dicomListenerForFile, storeAsScannerOk, uniqueAeTitle } from '../support/dicom-peers.ts';
import { clinicWithScannerAndStudy, freshPatientPhone } from '../support/dicom-scanner-clinic.ts';
import { bearer, buildReport, registerPatient, signUpTrialClinic } from '../support/factories.ts';
import { singletonSr, writeSr } from '../support/synthetic-sr.ts';
import { addMember } from '../support/team-helpers.ts';
import { testAppForFile } from '../support/test-app.ts';

/**
 * Issue 32 item 7 and issue 29 §4: an obstetric study whose measurements came from a machine not
 * among the centre's registered machines is flagged on the report (print facts and PDF) and in
 * the Form F register (JSON and PDF); before the registration is recorded, the report's PDF says
 * so. Real DICOM over the network (dcmtk's storescu), real PostgreSQL, the PDFs read back.
 */
const t = testAppForFile();
const listener = dicomListenerForFile(t, { clockAt: '2026-11-27T04:30:00Z' });
const dir = mkdtempSync(join(tmpdir(), 'unregistered-machine-'));

const flat = (text: string) => text.replace(/\s+/g, ' ');
/** One CSV line's cells: quoted cells may hold commas (doubled quotes inside come out single-less). */
function cells(line: string | undefined): string[] {
  const out = [''];
  let quoted = false;
  for (const c of line ?? '') {
    if (c === '"') quoted = !quoted;
    else if (c === ',' && !quoted) out.push('');
    else out[out.length - 1] += c;
  }
  return out;
}

const FLAG = 'Unregistered machine: images or measurements of this study came from Synthetic TID5000 (S/N SYN-1)';

/** A pregnant woman's study, an SR sent from the synthetic machine (serial SYN-1), her report draft. */
async function scannedStudy() {
  const { clinic, ae, patient, study } = await clinicWithScannerAndStudy(t, {
    aePrefix: 'UNR',
    scannerName: 'Voluson E8',
    patient: { isObstetric: true, spouseName: 'Ravi Sharma', phone: freshPatientPhone('97', '3') },
    scheduledDate: '2026-11-27T06:00:00.000Z',
  });
  const { id: studyUuid, studyId } = study;
  const file = join(dir, `${studyId}.dcm`);
  await writeSr(file, { accession: studyId, sections: [singletonSr()] });
  await storeAsScannerOk(ae, listener.port, file);
  const report = await t.app.inject({
    method: 'POST',
    url: '/api/reports',
    headers: bearer(clinic.token),
    payload: buildReport(patient.id, 'obstetric_second_third_trimester', { status: 'draft', studyId: studyUuid }),
  });
  expect(report.statusCode, report.body).toBe(201);
  return { clinic, reportId: report.json().id as string };
}

const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('a study from a machine not registered (issue 32 item 7)', () => {
  it('is flagged on the report’s print facts and PDF, with the registration missing line', async () => {
    const { clinic, reportId } = await scannedStudy();
    const facts = await get(clinic.token, `/api/pcpndt-registration/reports/${reportId}/print-facts`);
    expect(facts.statusCode).toBe(200);
    expect(facts.json()).toEqual({
      registrationMissing: true,
      machine: null,
      unregisteredMachines: ['Synthetic TID5000 (S/N SYN-1)'],
    });
    const pdf = await get(clinic.token, `/api/reports/${reportId}/pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = flat(pdfPageTexts(pdf.rawPayload).join(' '));
    expect(text).toContain('This centre’s PC-PNDT registration is not recorded.');
    expect(text).toContain(FLAG);
  });

  it('is flagged in the month’s Form F register, on screen (JSON) and in its PDF', async () => {
    const { clinic } = await scannedStudy();
    const register = await get(clinic.token, '/api/pcpndt-forms/register?month=2026-11');
    expect(register.statusCode).toBe(200);
    const rows = register.json().rows as { unregisteredMachines: string[] }[];
    expect(rows).toHaveLength(1);
    expect(rows[0]?.unregisteredMachines).toEqual(['Synthetic TID5000 (S/N SYN-1)']);
    const pdf = await get(clinic.token, '/api/pcpndt-forms/register/pdf?month=2026-11');
    expect(pdf.statusCode).toBe(200);
    const text = flat(pdfPageTexts(pdf.rawPayload).join(' '));
    expect(text).toContain('Unregistered machine');
    expect(text).toContain('SYN-1');
  });

  it('is flagged in the register CSV and the inspection pack (its register and its README)', async () => {
    const { clinic } = await scannedStudy();
    const csv = await get(clinic.token, '/api/pcpndt-forms/register.csv?month=2026-11');
    expect(csv.statusCode).toBe(200);
    const [header, row] = csv.body.trimEnd().split('\r\n');
    const column = cells(header).indexOf('Unregistered machine');
    expect(column).toBeGreaterThan(0);
    expect(cells(row)).toHaveLength(cells(header).length);
    expect(cells(row)[column]).toBe('Synthetic TID5000 (S/N SYN-1)');

    const pack = await get(clinic.token, '/api/pcpndt-forms/inspection-pack.zip?month=2026-11');
    expect(pack.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(pack.rawPayload));
    const text = (name: string) => new TextDecoder().decode(files[name]);
    expect(text('register-2026-11.csv')).toBe(csv.body);
    const form = (register: string) => /F-\d{6}/.exec(register)?.[0];
    expect(text('README.txt')).toContain(
      `Unregistered machine: 1 form(s); images or measurements came from a machine not among the centre's registered machines`,
    );
    expect(text('README.txt')).toContain(`  ${form(csv.body)}: Synthetic TID5000 (S/N SYN-1)`);
  });

  it('leaves the register CSV cell empty and the pack README saying none when every machine was registered', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const patient = await registerPatient(t.app, clinic.token, {
      isObstetric: true,
      spouseName: 'Ravi Sharma',
      phone: freshPatientPhone('95', '7'),
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/studies',
      headers: bearer(clinic.token),
      payload: { patientId: patient.id, studyType: 'obstetric', scheduledDate: '2026-11-27T06:00:00.000Z' },
    });
    const csv = await get(clinic.token, '/api/pcpndt-forms/register.csv?month=2026-11');
    const [header, row] = csv.body.trimEnd().split('\r\n');
    expect(cells(row)[cells(header).indexOf('Unregistered machine')]).toBe('');
    const files = unzipSync(
      new Uint8Array((await get(clinic.token, '/api/pcpndt-forms/inspection-pack.zip?month=2026-11')).rawPayload),
    );
    expect(new TextDecoder().decode(files['README.txt'])).toContain('Unregistered machine: none this month.');
  });

  it('is not flagged once the machine was registered before the scan; the report then names it', async () => {
    const clinic = await signUpTrialClinic(t.app);
    await t.app.inject({
      method: 'PUT',
      url: '/api/pcpndt-registration',
      headers: bearer(clinic.token),
      payload: {
        certificateNumber: 'PNDT/MH/2024/9',
        authority: 'DAA Pune',
        validFrom: '2024-04-01',
        validTo: '2029-03-31',
      },
    });
    const machine = await t.app.inject({
      method: 'POST',
      url: '/api/pcpndt-registration/machines',
      headers: bearer(clinic.token),
      payload: { make: 'Synthetic', model: 'TID5000', serialNumber: 'syn-1' },
    });
    const ae = uniqueAeTitle('REG');
    await addScanner(t.app, clinic.token, { name: 'Voluson E8', aeTitle: ae });
    const patient = await registerPatient(t.app, clinic.token, {
      isObstetric: true,
      spouseName: 'Ravi Sharma',
      phone: freshPatientPhone('93', '1'),
    });
    const study = (
      await t.app.inject({
        method: 'POST',
        url: '/api/studies',
        headers: bearer(clinic.token),
        payload: { patientId: patient.id, studyType: 'obstetric', scheduledDate: '2026-11-27T06:00:00.000Z' },
      })
    ).json() as { id: string; studyId: string };
    const file = join(dir, `${study.studyId}.dcm`);
    await writeSr(file, { accession: study.studyId, sections: [singletonSr()] });
    await storeAsScannerOk(ae, listener.port, file);
    const report = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: bearer(clinic.token),
      payload: buildReport(patient.id, 'obstetric_second_third_trimester', {
        status: 'draft',
        studyId: study.id,
        machineId: machine.json().id,
      }),
    });
    const facts = await get(clinic.token, `/api/pcpndt-registration/reports/${report.json().id}/print-facts`);
    expect(facts.json()).toEqual({
      registrationMissing: false,
      machine: 'Synthetic TID5000 (S/N syn-1)',
      unregisteredMachines: [],
    });
    const text = flat(
      pdfPageTexts((await get(clinic.token, `/api/reports/${report.json().id}/pdf`)).rawPayload).join(' '),
    );
    expect(text).toContain('Ultrasound machine used: Synthetic TID5000 (S/N syn-1)');
    expect(text).not.toContain('Unregistered machine');
    expect(text).not.toContain('registration is not recorded');
  });

  it('answers its print facts to every role that reads reports, 404 for another clinic’s report or a bad id', async () => {
    const { clinic, reportId } = await scannedStudy();
    const url = `/api/pcpndt-registration/reports/${reportId}/print-facts`;
    await buyPlan(t.app, clinic.token, 'professional');
    const receptionist = await addMember(t.app, t.mailer.sent, clinic.token, 'receptionist');
    const doctor = await addMember(t.app, t.mailer.sent, clinic.token, 'doctor');
    for (const token of [receptionist.token, doctor.token]) expect((await get(token, url)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const other = await signUpTrialClinic(t.app);
    const foreign = await get(other.token, url);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Report not found');
    const bad = await get(clinic.token, '/api/pcpndt-registration/reports/not-a-uuid/print-facts');
    // A path id that is not one is not found, as everywhere (DESIGN §3.9).
    expect(bad.statusCode).toBe(404);
    expect(JSON.stringify(bad.json())).toContain('Report not found');
  });
});
