import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dcmtk, PORTAL_AE } from '../support/dicom-peers.ts';
import { buildPatient } from '../support/factories.ts';
import { singletonSr, writeSr } from '../support/synthetic-sr.ts';
import { screenshot } from './support/browser.ts';
import { chooseDoctor, expectToast, type PatientRecord } from './support/report-flows.ts';
import { scannerPortal } from './support/scanner-portal.ts';

// Issue 32 items 1 and 4: an admin adds the scanner in Settings; the scanner (dcmtk's storescu)
// sends a TID 5000 SR for the booked study while the doctor has the wizard open; the wizard
// offers "Fill from <scanner>" and the values arrive marked as the scanner's, then a draft is saved.

const scanner = scannerPortal();
const { post, signedInClinic, json } = scanner;

describe('measurements from the scanner', () => {
  it('an admin adds the scanner; its SR fills the wizard, marked from the scanner, and the draft keeps it', async () => {
    const { page, errors, token } = await signedInClinic();
    await page.setViewportSize({ width: 1366, height: 900 });

    // Settings → Scanners: add the machine the sonographer will send from, and a bridge token.
    await page.goto(`${scanner.server.url}/settings`);
    const card = page.getByRole('region', { name: 'Scanners' });
    await card.getByText(`port ${scanner.dicomPort}, AE title ${PORTAL_AE}`, { exact: false }).waitFor();
    await card.getByRole('button', { name: 'Add scanner' }).click();
    await card.getByLabel('Name').fill('Voluson E8');
    await card.getByLabel('AE title').fill('voluson1');
    await card.getByLabel('Make').fill('GE Healthcare');
    await card.getByLabel('Model').fill('Voluson E8');
    await card.getByLabel('Serial number').fill('VE8-2041');
    await card.getByRole('button', { name: 'Add scanner' }).click();
    await expectToast(page, 'Scanner added');
    await card.getByText('VOLUSON1').waitFor();
    await card.getByRole('button', { name: 'Make a bridge token for Voluson E8' }).click();
    const bridgeToken = await card.getByTestId('bridge-token').textContent();
    expect(bridgeToken).toMatch(/^usgb_/);
    // The two lines the clinic PC's bridge reads, with this portal's own address.
    expect(await card.getByTestId('bridge-settings').textContent()).toBe(
      `PORTAL_URL=${new URL(page.url()).origin}\nBRIDGE_TOKEN=${bridgeToken}`,
    );
    await screenshot(page, 'scanner-01-settings-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    await card.scrollIntoViewIfNeeded();
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await screenshot(page, 'scanner-02-settings-390');
    await page.setViewportSize({ width: 1366, height: 900 });

    // The front desk books today's scan.
    const patient = await post<PatientRecord>(
      token,
      '/api/patients',
      buildPatient({ firstName: 'Kavya', lastName: 'Iyer', isObstetric: true, spouseName: 'Arun Iyer' }),
    );
    const study = await post<{ id: string; studyId: string }>(token, '/api/studies', {
      patientId: patient.id,
      studyType: 'obstetric',
      scheduledDate: new Date(Date.now() + 10 * 60_000).toISOString(),
    });

    // The doctor opens the wizard on the measurements step before the machine has sent anything.
    await page.goto(`${scanner.server.url}/reports`);
    await page.getByRole('button', { name: 'Create Report' }).click();
    const wizard = page.getByRole('dialog', { name: 'Create Report' });
    await wizard.getByLabel('Patient *').selectOption({ label: `Kavya Iyer (${patient.patientId})` });
    await chooseDoctor(wizard);
    await wizard.getByLabel('Study Type *').selectOption({ label: 'Obstetric Ultrasound - Second/Third Trimester' });
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('heading', { name: 'Measurements' }).waitFor();
    expect(await wizard.getByRole('button', { name: 'Fill from Voluson E8' }).count()).toBe(0);

    // The scanner sends its structured report (synthetic, no patient data) for the study.
    const file = join(mkdtempSync(join(tmpdir(), 'scanner-e2e-')), 'sr.dcm');
    await writeSr(file, { accession: study.studyId, sections: [singletonSr()] });
    const sent = await dcmtk('storescu', [
      '-aet',
      'VOLUSON1',
      '-aec',
      PORTAL_AE,
      '127.0.0.1',
      String(scanner.dicomPort),
      file,
    ]);
    expect(sent.code, sent.output).toBe(0);

    await wizard
      .getByText('New measurements from Voluson E8', { exact: false })
      .or(wizard.getByText('Voluson E8 sent measurements for this study.'))
      .waitFor();
    await wizard.getByRole('button', { name: 'Fill from Voluson E8' }).click();
    const values = wizard.getByRole('list', { name: 'Values from the scanner' });
    for (const [key, text] of [
      ['bpd', 'BPD 78 mm'],
      ['hc', 'HC 283 mm'],
      ['ac', 'AC 266 mm'],
      ['fl', 'FL 61 mm'],
      ['efw', 'EFW 1,650 g'],
    ]) {
      const mark = values.getByTestId(`scanner-value-A-${key}`);
      expect(await mark.textContent()).toBe(`${text} from Voluson E8`);
    }
    // The values are in the form's own fields, editable: the calculator reads them.
    expect(await wizard.getByRole('spinbutton', { name: 'BPD (mm)' }).inputValue()).toBe('78');
    expect(await wizard.getByLabel('Estimated Fetal Weight').inputValue()).toBe('1650 g');
    await wizard.getByRole('spinbutton', { name: 'FL (mm)' }).fill('62');
    expect(await values.getByTestId('scanner-value-A-fl').textContent()).toBe(
      'FL 62 mm changed by you (Voluson E8: 61 mm)',
    );
    await values.scrollIntoViewIfNeeded();
    await screenshot(page, 'scanner-03-wizard-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    await values.scrollIntoViewIfNeeded();
    await screenshot(page, 'scanner-04-wizard-390');

    await wizard.getByRole('button', { name: 'Save Draft' }).click();
    await expectToast(page, 'Report created successfully');
    const list = await json<{ reports: { id: string }[] }>(token, '/api/reports');
    const [saved] = list.reports;
    const report = await json<{
      status: string;
      studyId: string;
      biparietalDiameter: number;
      femurLength: number;
      measurementSources: { key: string; scanner: string; scannerValue: number; changed: boolean }[];
    }>(token, `/api/reports/${saved?.id}`);
    expect(report).toMatchObject({ status: 'draft', studyId: study.id, biparietalDiameter: 78, femurLength: 62 });
    const sources = Object.fromEntries(report.measurementSources.map((s) => [s.key, s]));
    expect(sources.bpd).toMatchObject({ scanner: 'Voluson E8', scannerValue: 78, changed: false });
    expect(sources.efw).toMatchObject({ scannerValue: 1650, changed: false });
    expect(sources.fl).toMatchObject({ scannerValue: 61, changed: true });
    expect(errors).toEqual([]);
  });
});
