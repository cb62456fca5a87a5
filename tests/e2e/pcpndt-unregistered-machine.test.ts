import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dcmtk, PORTAL_AE } from '../support/dicom-peers.ts';
import { buildPatient, buildReport } from '../support/factories.ts';
import { singletonSr, writeSr } from '../support/synthetic-sr.ts';
import { launchChromium } from './support/browser.ts';
import { freePort, type RunningServer, startBuiltServer } from './support/built-server.ts';
import { chooseMonth } from './support/formf-pages.ts';
import { indianDay } from './support/india-dates.ts';
import { type PatientRecord, reportFlows } from './support/report-flows.ts';

// Issue 32 item 7: a scan whose SR came from a machine not among the centre's registered machines
// (dcmtk's storescu sends it as a real scanner would) is flagged on the report's print page and in
// the month's Form F register on screen; before the registration is recorded the print says so.
const SHOTS = '/tmp/pndt-e2e';
const FLAG = 'Unregistered machine: images or measurements of this study came from Synthetic TID5000 (S/N SYN-1)';

let server: RunningServer;
let browser: Browser;
let dicomPort: number;
beforeAll(async () => {
  dicomPort = await freePort();
  server = await startBuiltServer(undefined, { DICOM_PORT: String(dicomPort) });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const { post, signedInClinic } = reportFlows(
  () => server,
  () => browser,
);

describe('a scan from an unregistered machine', () => {
  it('is flagged on the report’s print page and in the Form F register', async () => {
    const { page, errors, token } = await signedInClinic();
    await post(token, '/api/scanners', { name: 'Voluson E8', aeTitle: 'UNREG1' });
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
    const file = join(mkdtempSync(join(tmpdir(), 'unregistered-e2e-')), 'sr.dcm');
    await writeSr(file, { accession: study.studyId, sections: [singletonSr()] });
    const sent = await dcmtk('storescu', ['-aet', 'UNREG1', '-aec', PORTAL_AE, '127.0.0.1', String(dicomPort), file]);
    expect(sent.code, sent.output).toBe(0);
    const report = await post<{ id: string }>(
      token,
      '/api/reports',
      buildReport(patient.id, 'obstetric_second_third_trimester', { status: 'draft', studyId: study.id }),
    );

    // The report's print page: the registration is missing, and the machine is flagged.
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${server.url}/reports/${report.id}/print`);
    const flag = page.getByText(FLAG, { exact: false });
    await flag.waitFor();
    await page.getByText('This centre’s PC-PNDT registration is not recorded.').waitFor();
    await flag.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/report-unregistered-1366.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await flag.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/report-unregistered-390.png` });

    // The month's register flags the same form beside its status.
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${server.url}/pcpndt`);
    await page.getByRole('tab', { name: 'Monthly Register' }).click();
    await chooseMonth(page, indianDay(new Date()).slice(0, 7));
    const register = page.getByRole('table', { name: /Form F register for/ });
    const line = register.getByRole('row').filter({ hasText: 'Kavya Iyer' });
    await line.getByText('Unregistered machine: Synthetic TID5000 (S/N SYN-1)', { exact: false }).waitFor();
    await page.screenshot({ path: `${SHOTS}/register-unregistered-1366.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/register-unregistered-390.png`, fullPage: true });
    expect(errors).toEqual([]);
  });
});
