// Form F's Section C and the Form G consent, for invasive procedures, printed on A4.
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buildPatient, buildSignup } from '../support/factories.ts';
import { thumbImpression } from '../support/formf-completion.ts';
import { watchConsole } from './support/browser.ts';
import type { RunningServer } from './support/built-server.ts';
import { openSignedInPage, postAsClinic, signUpThroughApi } from './support/clinic-flows.ts';
import { DOCTOR, definitionListViolations, pdfPageSize, pdfText, SHOTS, shoot } from './support/formf-pages.ts';
import { printedPdf } from './support/pdf-pages.ts';
import { startServerAndBrowser } from './support/server-and-browser.ts';

let server: RunningServer;
let browser: Browser;
startServerAndBrowser((started, chromium) => {
  server = started;
  browser = chromium;
});

describe('Form F in the browser', () => {
  it('prints Section C, the thumb impression witness and Form G on A4', async () => {
    const { token } = await signUpThroughApi(server.url, buildSignup(), { startTrial: true });
    const patient = await postAsClinic<{ id: string }>(
      server.url,
      token,
      '/api/patients',
      buildPatient({ firstName: 'Sushila', lastName: 'Yadav', spouseName: 'Mohan Yadav', isObstetric: true }),
    );
    await postAsClinic(server.url, token, '/api/reports', {
      patientId: patient.id,
      doctorName: DOCTOR.name,
      doctorRegistrationNumber: DOCTOR.registrationNumber,
      reportType: 'obstetric_second_third_trimester',
      clinicalDetails: 'Previous child with thalassaemia major',
      technique: 'Transabdominal',
      impression: 'Single live intrauterine fetus of about 17 weeks.',
      sexDetermination: 'not_determined',
    });
    const list = (await (
      await fetch(`${server.url}/api/pcpndt-forms`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { forms: { id: string }[] };
    const id = list.forms[0]?.id ?? '';
    const put = await fetch(`${server.url}/api/pcpndt-forms/${id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        ...thumbImpression,
        sectionC: {
          doctorNames: 'Dr. Meera Rao',
          familyHistory: 'First child has thalassaemia major',
          diagnosisBasis: ['biochemical'],
          diagnosisBasisOther: null,
          indications: ['A-v'],
          indicationsOther: null,
          consentDate: '2026-11-20',
          procedures: ['amniocentesis'],
          procedureOther: null,
          complications: 'None',
          additionalTests: ['molecular'],
          additionalTestOther: null,
          result: 'Sample sent for molecular studies of the beta-globin gene.',
          procedureDate: '2026-11-20',
          resultConveyedTo: null,
          resultConveyedOn: null,
          mtpIndication: null,
          place: 'Jaipur',
          signedOn: '2026-11-20',
        },
      }),
    });
    expect(put.status).toBe(200);
    const page = await openSignedInPage(browser, token);
    const errors = watchConsole(page).errors;
    await page.goto(`${server.url}/pcpndt/${id}/print`);
    const sheet = page.getByRole('article', { name: 'Form F F-000001' });
    for (const text of [
      'Section C: To be filled for performing invasive procedures/tests only',
      'A. Previous child/children with: (v) Haemoglobinopathy',
      '(i) Amniocentesis',
      'Sample sent for molecular studies',
      // Item 26 was not recorded: said so, never filled in.
      'Not recorded on Not recorded',
      'Name: Kamla Devi · Age: 52 · Sex: Female · Relation: Mother-in-law',
    ]) {
      await sheet.getByText(text, { exact: false }).first().waitFor();
    }
    expect(await definitionListViolations(page)).toEqual([]);
    await page.emulateMedia({ media: 'print' });
    await page.setViewportSize({ width: 703, height: 1032 });
    await shoot(page, 'formf-08-section-c-a4');
    await printedPdf(page, { preferCSSPageSize: true, path: `${SHOTS}/formf-section-c.pdf` });
    const text = pdfText(`${SHOTS}/formf-section-c.pdf`);
    expect(text).toContain('Page 1 of ');
    expect(text).toContain('SECTION C: TO BE FILLED FOR PERFORMING INVASIVE');

    await page.goto(`${server.url}/pcpndt/${id}/form-g`);
    const formG = page.getByRole('article', { name: 'Form G for Form F F-000001' });
    await formG.getByText('FORM OF CONSENT (For invasive techniques)').waitFor();
    await formG.getByText('I, Sushila Yadav wife/daughter of Mohan Yadav', { exact: false }).waitFor();
    await formG.getByText('I understand that the sex of the foetus will not be disclosed to me.').waitFor();
    await formG.getByText('Date: 20/11/2026').first().waitFor();
    await shoot(page, 'formf-09-form-g-a4');
    const pdf = await printedPdf(page, { preferCSSPageSize: true, path: `${SHOTS}/form-g.pdf` });
    expect(pdfPageSize(pdf).map(Math.round)).toEqual([595, 842]);
    expect(pdfText(`${SHOTS}/form-g.pdf`)).toContain('Form G for Form F F-000001');
    expect(errors).toEqual([]);
  });
});
