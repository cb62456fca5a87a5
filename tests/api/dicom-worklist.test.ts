import { describe, expect, it } from 'vitest';
import {
  addScanner,
  dcmtk,
  dicomListenerForFile,
  findWorklistAsScanner,
  scannerPeerArgs,
  uniqueAeTitle,
} from '../support/dicom-peers.ts';
import { clinicWithScanner, freshPatientPhone } from '../support/dicom-scanner-clinic.ts';
import { bearer, registerPatient, signUpTrialClinic } from '../support/factories.ts';
import { testAppForFile } from '../support/test-app.ts';

const t = testAppForFile();
// 04:30 UTC is 10:00 in India.
const listener = dicomListenerForFile(t, { clockAt: '2026-11-27T04:30:00Z' });

const peer = (ae: string) => scannerPeerArgs(ae, listener.port);
const worklist = (ae: string, ...keys: string[]) =>
  findWorklistAsScanner(
    ae,
    listener.port,
    '(0008,0050)',
    '(0010,0010)',
    '(0010,0020)',
    '(0040,0100)[0].(0008,0060)=US',
    ...keys,
  );

async function bookToday(token: string, firstName: string, at = '2026-11-27T06:00:00.000Z') {
  const patient = await registerPatient(t.app, token, { firstName, phone: freshPatientPhone('98', '1') });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/studies',
    headers: bearer(token),
    payload: { patientId: patient.id, studyType: 'obstetric', scheduledDate: at },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; studyId: string };
}

describe('the DICOM listener: association, C-ECHO and Modality Worklist', () => {
  it('a registered AE title is accepted (C-ECHO); an unregistered or inactive one is rejected at association', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const ae = uniqueAeTitle('ECHO');
    const scanner = await addScanner(t.app, clinic.token, { name: 'Voluson E8', aeTitle: ae.toLowerCase() });
    expect(scanner.aeTitle).toBe(ae);
    expect((await dcmtk('echoscu', peer(ae))).code).toBe(0);
    const stranger = await dcmtk('echoscu', peer('STRANGER'));
    expect(stranger.code).not.toBe(0);
    expect(stranger.output).toMatch(/Association Rejected/i);

    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/scanners/${scanner.id}`,
      headers: bearer(clinic.token),
      payload: { active: false },
    });
    expect(off.statusCode).toBe(200);
    expect((await dcmtk('echoscu', peer(ae))).output).toMatch(/Association Rejected/i);
  });

  it("findscu -W lists today's booked patient with her accession number; a cancelled study leaves, a new booking joins", async () => {
    const { clinic, ae } = await clinicWithScanner(t, { aePrefix: 'MWL', scannerName: 'Logiq P9' });
    const other = await signUpTrialClinic(t.app);
    const booked = await bookToday(clinic.token, 'Lakshmi');
    await bookToday(other.token, 'Othercentre');
    const tomorrow = await bookToday(clinic.token, 'Kavya', '2026-11-28T05:00:00.000Z');
    await bookToday(clinic.token, 'Later', '2026-11-30T05:00:00.000Z');

    const first = await worklist(ae);
    expect(first.code).toBe(0);
    expect(first.output).toContain(booked.studyId);
    expect(first.output).toContain('Sharma^Lakshmi');
    expect(first.output).toContain(tomorrow.studyId);
    expect(first.output).not.toContain('Othercentre');
    expect(first.output).not.toContain('Later');

    // Wildcards on the name and a date: only today's patient.
    const narrowed = await worklist(ae, '(0010,0010)=SHARMA^LAK*', '(0040,0100)[0].(0040,0002)=20261127');
    expect(narrowed.output).toContain(booked.studyId);
    expect(narrowed.output).not.toContain(tomorrow.studyId);

    const cancelled = await t.app.inject({
      method: 'PATCH',
      url: `/api/studies/${booked.id}`,
      headers: bearer(clinic.token),
      payload: { status: 'cancelled', reason: 'Patient rescheduled' },
    });
    expect(cancelled.statusCode).toBe(200);
    const added = await bookToday(clinic.token, 'Meera');
    const next = await worklist(ae);
    expect(next.output).not.toContain(booked.studyId);
    expect(next.output).toContain(added.studyId);
  });

  it('Indian names go out as UTF-8 (ISO_IR 192)', async () => {
    const { clinic, ae } = await clinicWithScanner(t, { aePrefix: 'UTF', scannerName: 'Mindray DC-70' });
    await bookToday(clinic.token, 'सुनीता');
    const found = await worklist(ae, '(0008,0005)');
    expect(found.output).toContain('ISO_IR 192');
    expect(found.output).toContain('सुनीता');
  });
});
