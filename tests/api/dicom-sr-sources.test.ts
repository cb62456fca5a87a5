import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dicomListenerForFile, storeAsScannerOk } from '../support/dicom-peers.ts';
import { clinicWithScannerAndStudy, freshPatientPhone } from '../support/dicom-scanner-clinic.ts';
import { bearer, buildReport, registerPatient, signUpTrialClinic } from '../support/factories.ts';
import { fetusSection, num, singletonSr, writeSr } from '../support/synthetic-sr.ts';
import { testAppForFile } from '../support/test-app.ts';

/**
 * Issue 32 item 4: the report answer's `measurementSources` say which values came from the
 * scanner, decided by the server from the study's SR measurements; a value the doctor changed
 * stays the doctor's when the same SR (or a new one) arrives again.
 */
const t = testAppForFile();
const listener = dicomListenerForFile(t, { clockAt: '2026-11-27T04:30:00Z' });
const dir = mkdtempSync(join(tmpdir(), 'sr-sources-'));

async function world() {
  const { clinic, ae, patient, study } = await clinicWithScannerAndStudy(t, {
    aePrefix: 'SRC',
    scannerName: 'Voluson E8',
    patient: { phone: freshPatientPhone('96', '4') },
    scheduledDate: '2026-11-27T06:00:00.000Z',
  });
  const { id, studyId } = study;
  const file = join(dir, `${studyId}.dcm`);
  await writeSr(file, { accession: studyId, sections: [singletonSr()] });
  const store = async (path = file) => {
    await storeAsScannerOk(ae, listener.port, path);
  };
  await store();
  const draft = (overrides: Record<string, unknown>) =>
    buildReport(patient.id, 'obstetric_second_third_trimester', { status: 'draft', studyId: id, ...overrides });
  const save = (reportId: string, overrides: Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/reports/${reportId}`,
      headers: bearer(clinic.token),
      payload: draft(overrides),
    });
  const read = async (reportId: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/reports/${reportId}`, headers: bearer(clinic.token) })).json();
  return { clinic, patient, id, studyId, dir, store, draft, save, read };
}

const FILLED = [
  { fetus: 'A', key: 'bpd' },
  { fetus: 'A', key: 'hc' },
  { fetus: 'A', key: 'efw' },
];

describe('measurementSources: which values came from the scanner', () => {
  it('marks the filled values from the scanner, the changed one as changed, and keeps it when the SR arrives again', async () => {
    const w = await world();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: bearer(w.clinic.token),
      payload: w.draft({
        biparietalDiameter: 80, // the doctor measured again: the scanner said 78
        measurements: { 'HC (mm)': 283, 'BPD (mm)': 80 },
        estimatedFetalWeight: '1650 g',
        measurementSources: FILLED,
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const report = created.json();
    expect(report.studyId).toBe(w.id);
    const byKey = (sources: { key: string }[]) => Object.fromEntries(sources.map((s) => [s.key, s]));
    expect(byKey(report.measurementSources)).toMatchObject({
      bpd: { fetus: 'A', scanner: 'Voluson E8', scannerValue: 78, unit: 'mm', changed: true },
      hc: { scanner: 'Voluson E8', scannerValue: 283, changed: false },
      efw: { scannerValue: 1650, unit: 'g', changed: false },
    });

    // The same SR again (and a new one measuring 79): the draft keeps the doctor's 80.
    await w.store();
    const newer = join(w.dir, `${w.studyId}-b.dcm`);
    await writeSr(newer, { accession: w.studyId, sections: [fetusSection(null, [num('11820-8', 'BPD', 79, 'mm')])] });
    await w.store(newer);
    const again = await w.read(report.id);
    expect(again.biparietalDiameter).toBe(80);
    expect(byKey(again.measurementSources).bpd).toMatchObject({ scannerValue: 78, changed: true });

    // An auto-save that says nothing of sources keeps them, decided again from the values.
    const saved = await w.save(report.id, {
      biparietalDiameter: 80,
      measurements: { 'HC (mm)': 283, 'BPD (mm)': 80 },
      estimatedFetalWeight: '1700 g',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(byKey(saved.json().measurementSources)).toMatchObject({
      bpd: { scannerValue: 78, changed: true },
      efw: { scannerValue: 1650, changed: true },
      hc: { changed: false },
    });

    // Filling from the newer SR makes the value the scanner's again; emptying a field drops its source.
    const refilled = await w.save(report.id, {
      biparietalDiameter: 79,
      measurements: {},
      estimatedFetalWeight: '1650 g',
      measurementSources: FILLED,
    });
    expect(byKey(refilled.json().measurementSources)).toEqual({
      bpd: expect.objectContaining({ scannerValue: 79, changed: false }),
      efw: expect.objectContaining({ scannerValue: 1650, changed: false }),
    });
  });

  it('claims nothing the study’s scanner did not measure', async () => {
    const w = await world();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: bearer(w.clinic.token),
      payload: w.draft({ fetalHeartRate: '140 bpm', measurementSources: [{ fetus: 'A', key: 'fhr' }] }),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().measurementSources).toEqual([]);
  });

  it('refuses a claim that is not a measurement or a fetus', async () => {
    const w = await world();
    for (const claim of [{ fetus: 'A', key: 'sex' }, { fetus: 'Z', key: 'bpd' }, { fetus: 'A' }, 'bpd']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/reports',
        headers: bearer(w.clinic.token),
        payload: w.draft({ measurementSources: [claim] }),
      });
      expect(res.statusCode, JSON.stringify(claim)).toBe(400);
      expect(res.json().errors?.[0]?.field ?? '').toMatch(/^measurementSources/);
    }
  });

  it("another clinic's scanner values never become sources of its report", async () => {
    const a = await world();
    const b = await signUpTrialClinic(t.app);
    const patient = await registerPatient(t.app, b.token, { phone: freshPatientPhone('95', '5') });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: bearer(b.token),
      payload: buildReport(patient.id, 'obstetric_second_third_trimester', {
        status: 'draft',
        studyId: a.id,
        biparietalDiameter: 78,
        measurementSources: [{ fetus: 'A', key: 'bpd' }],
      }),
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('the machine a study was scanned on (issue 32 item 7)', () => {
  const machinesOf = async (w: Awaited<ReturnType<typeof world>>) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/studies/${w.id}/measurements`,
        headers: bearer(w.clinic.token),
      })
    ).json().unregisteredMachines;

  it('flags a machine not in the centre’s PC-PNDT registration; once registered, what it sends is not', async () => {
    const w = await world();
    expect(await machinesOf(w)).toEqual(['Synthetic TID5000 S/N SYN-1']);
    const machine = await t.app.inject({
      method: 'POST',
      url: '/api/pcpndt-registration/machines',
      headers: bearer(w.clinic.token),
      payload: { make: 'Synthetic', model: 'TID5000', serialNumber: 'syn-1' },
    });
    expect(machine.statusCode, machine.body).toBe(201);
    // A later study's SR from the now registered machine (its serial in any case) is not flagged.
    const later = await t.app.inject({
      method: 'POST',
      url: '/api/studies',
      headers: bearer(w.clinic.token),
      payload: { patientId: w.patient.id, studyType: 'obstetric', scheduledDate: '2026-11-27T07:00:00.000Z' },
    });
    const study = later.json() as { id: string; studyId: string };
    const file = join(w.dir, `${study.studyId}-registered.dcm`);
    await writeSr(file, { accession: study.studyId, sections: [singletonSr()] });
    await w.store(file);
    expect(await machinesOf({ ...w, id: study.id })).toEqual([]);
    // The first study was scanned before the registration: it stays flagged.
    expect(await machinesOf(w)).toEqual(['Synthetic TID5000 S/N SYN-1']);
  });
});
