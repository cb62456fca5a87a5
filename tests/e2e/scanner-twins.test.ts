import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dcmtk, PORTAL_AE } from '../support/dicom-peers.ts';
import { buildPatient } from '../support/factories.ts';
import { fetusSection, num, writeSr } from '../support/synthetic-sr.ts';
import { chooseDoctor, expectToast, type PatientRecord } from './support/report-flows.ts';
import { scannerPortal } from './support/scanner-portal.ts';

// Issue 32 item 4, twins: the scanner (dcmtk's storescu) sends a TID 5000 SR with a biometry
// group per fetus (Fetus ID A and B, synthetic values); "Fill from <scanner>" fills Fetus A and
// Fetus B of the wizard, each value marked as the scanner's, and the draft keeps both fetuses.

const scanner = scannerPortal();
const { post, signedInClinic } = scanner;

const TWINS = {
  A: { bpd: 72, hc: 262, ac: 240, fl: 54 },
  B: { bpd: 70, hc: 255, ac: 231, fl: 52 },
};

describe('a twin SR from the scanner', () => {
  it('fills Fetus A and Fetus B in the wizard, marked from the scanner', async () => {
    const { page, errors, token } = await signedInClinic();
    await page.setViewportSize({ width: 1366, height: 900 });
    await post(token, '/api/scanners', { name: 'Logiq P9', aeTitle: 'LOGIQTWIN' });
    const patient = await post<PatientRecord>(
      token,
      '/api/patients',
      buildPatient({ firstName: 'Lata', lastName: 'Kulkarni', isObstetric: true, spouseName: 'Ravi Kulkarni' }),
    );
    const study = await post<{ id: string; studyId: string }>(token, '/api/studies', {
      patientId: patient.id,
      studyType: 'obstetric',
      scheduledDate: new Date(Date.now() + 10 * 60_000).toISOString(),
    });
    const file = join(mkdtempSync(join(tmpdir(), 'twins-e2e-')), 'twins.dcm');
    const group = (label: 'A' | 'B') =>
      fetusSection(label, [
        num('11820-8', 'Biparietal Diameter', TWINS[label].bpd, 'mm'),
        num('11984-2', 'Head Circumference', TWINS[label].hc, 'mm'),
        num('11979-2', 'Abdominal Circumference', TWINS[label].ac / 10, 'cm'),
        num('11963-6', 'Femur Length', TWINS[label].fl, 'mm'),
      ]);
    await writeSr(file, { accession: study.studyId, sections: [group('A'), group('B')] });
    const sent = await dcmtk('storescu', [
      '-aet',
      'LOGIQTWIN',
      '-aec',
      PORTAL_AE,
      '127.0.0.1',
      String(scanner.dicomPort),
      file,
    ]);
    expect(sent.code, sent.output).toBe(0);

    await page.goto(`${scanner.server.url}/reports`);
    await page.getByRole('button', { name: 'Create Report' }).click();
    const wizard = page.getByRole('dialog', { name: 'Create Report' });
    await wizard.getByLabel('Patient *').selectOption({ label: `Lata Kulkarni (${patient.patientId})` });
    await chooseDoctor(wizard);
    await wizard.getByLabel('Study Type *').selectOption({ label: 'Obstetric Ultrasound - Second/Third Trimester' });
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('button', { name: 'Fill from Logiq P9' }).click();

    const values = wizard.getByRole('list', { name: 'Values from the scanner' });
    for (const label of ['A', 'B'] as const) {
      const fetus = wizard.getByRole('group', { name: `Fetus ${label}` });
      for (const [key, value] of Object.entries(TWINS[label])) {
        expect(await fetus.getByLabel(`${key.toUpperCase()} (mm)`).inputValue()).toBe(String(value));
        expect(await values.getByTestId(`scanner-value-${label}-${key}`).textContent()).toContain(
          `${value} mm from Logiq P9`,
        );
      }
    }
    expect(await wizard.getByLabel('Multiple Pregnancy', { exact: true }).inputValue()).toBe('yes');
    await wizard.getByRole('group', { name: 'Fetus B' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/keyimages-shots/twins-1366.png' });

    await wizard.getByRole('button', { name: 'Save Draft' }).click();
    await expectToast(page, 'Report created successfully');
    const list = await fetch(`${scanner.server.url}/api/reports`, { headers: { authorization: `Bearer ${token}` } });
    const [saved] = ((await list.json()) as { reports: { id: string }[] }).reports;
    const res = await fetch(`${scanner.server.url}/api/reports/${saved?.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const report = (await res.json()) as {
      multiplePregnancy: boolean;
      fetuses: { label: string; bpd: number | null; fl: number | null }[];
      measurementSources: { fetus: string; key: string; scanner: string; changed: boolean }[];
    };
    expect(report.multiplePregnancy).toBe(true);
    expect(report.fetuses.map((f) => [f.label, f.bpd, f.fl])).toEqual([
      ['A', 72, 54],
      ['B', 70, 52],
    ]);
    const sources = report.measurementSources.filter((s) => s.key === 'bpd');
    expect(sources.map((s) => [s.fetus, s.scanner, s.changed])).toEqual([
      ['A', 'Logiq P9', false],
      ['B', 'Logiq P9', false],
    ]);
    expect(errors).toEqual([]);
  }, 120_000);
});
