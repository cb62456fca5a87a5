import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_F_EXPORT_COLUMNS } from '../../core/formf/formf-export.ts';
import { bearer, registerPatient, signUpTrialClinic } from '../support/factories.ts';
import { completeSectionC } from '../support/formf-completion.ts';
import { completeFormF, makeFormF } from '../support/formf-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { makePdf, makePng } from '../support/test-files.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const attach = (token: string, formId: string, bytes: Buffer, kind: string, fileName: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/pcpndt-forms/${formId}/attachments?kind=${kind}&fileName=${fileName}`,
    headers: { ...bearer(token), 'content-type': 'application/octet-stream' },
    payload: bytes,
  });

/** Splits RFC 4180 CSV (quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

async function monthWithForms() {
  t.clock.set(new Date('2026-11-20T06:00:00Z'));
  const clinic = await signUpTrialClinic(t.app);
  const first = await makeFormF(t.app, clinic.token, {}, { evidence: false });
  // The slip is item 7's evidence: the form is complete only with it (issue 29 §3).
  expect((await attach(clinic.token, first.id, makePng(20, 10), 'referral_slip', 'slip.png')).statusCode).toBe(201);
  await completeFormF(t.app, clinic.token, first.id, '2026-11-20');
  // Text a spreadsheet would run as a formula, in free-text fields.
  const hostile = await t.app.inject({
    method: 'PUT',
    url: `/api/pcpndt-forms/${first.id}`,
    headers: bearer(clinic.token),
    payload: { patientAddress: '=HYPERLINK("http://evil.example","Click")', findings: "+cmd|' /C calc'!A0" },
  });
  expect(hostile.statusCode).toBe(200);
  const second = await makeFormF(t.app, clinic.token, {}, { evidence: false });
  // Evidence is listed in the order it was attached.
  t.clock.advance(60_000);
  expect((await attach(clinic.token, first.id, makePdf(), 'case_papers', 'papers.pdf')).statusCode).toBe(201);
  return { clinic, first, second };
}

describe('the month’s forms as CSV (Rule 9(8) filing)', () => {
  it('numbers each row with its register serial, not its place in the month (issue 29 §3)', async () => {
    t.clock.set(new Date('2026-11-20T06:00:00Z'));
    const clinic = await signUpTrialClinic(t.app);
    // Serial 1, corrected into October; serial 2 stays November's only form.
    const october = await makeFormF(t.app, clinic.token);
    await completeFormF(t.app, clinic.token, october.id, '2026-10-30');
    const november = await makeFormF(t.app, clinic.token);
    const res = await get(clinic.token, '/api/pcpndt-forms/forms.csv?month=2026-11');
    const [header, ...rows] = parseCsv(res.body.slice(1));
    expect(header?.[0]).toBe('S. No.');
    expect(rows.map((r) => [r[0], r[1]])).toEqual([['2', november.formId]]);
    const octoberRows = parseCsv((await get(clinic.token, '/api/pcpndt-forms/forms.csv?month=2026-10')).body.slice(1));
    expect(octoberRows.slice(1).map((r) => [r[0], r[1]])).toEqual([['1', october.formId]]);
  });

  it('one row a form in serial order, columns in the order of Form F, formula-safe cells, nulls empty', async () => {
    const { clinic, first, second } = await monthWithForms();
    // A later rename in Settings must not rewrite what the forms recorded (issue 23 item 3).
    const renamed = await t.app.inject({
      method: 'PUT',
      url: '/api/clinic',
      headers: bearer(clinic.token),
      payload: { name: 'Renamed Imaging Centre' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const res = await get(clinic.token, '/api/pcpndt-forms/forms.csv?month=2026-11');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="form-f-2026-11.csv"');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(res.body.slice(1));
    expect(header).toEqual(FORM_F_EXPORT_COLUMNS.map(([label]) => label));
    // Statutory order: items 1…16, then Section D.
    const itemNumbers = (header ?? []).map((h) => Number.parseInt(h, 10)).filter((n) => !Number.isNaN(n));
    expect(itemNumbers).toEqual([...itemNumbers].sort((a, b) => a - b));
    expect(rows.map((r) => r[1])).toEqual([first.formId, second.formId]);
    const cell = (row: string[] | undefined, label: string) => row?.[(header ?? []).indexOf(label)];
    expect(cell(rows[0], '1. Clinic name')).toBeTruthy();
    expect(cell(rows[0], '1. Clinic name')).not.toBe('Renamed Imaging Centre');
    expect(cell(rows[0], '6. Address')).toBe('\'=HYPERLINK("http://evil.example","Click")');
    expect(cell(rows[0], '14. Result')).toBe("'+cmd|' /C calc'!A0");
    expect(cell(rows[0], '7. Referral evidence')).toBe('slip.png; papers.pdf');
    expect(cell(rows[0], '13. Date of the procedure')).toBe('2026-11-20');
    // Nothing recorded stays empty, never a default.
    expect(cell(rows[1], '15. Result conveyed to')).toBe('');
    expect(cell(rows[1], '7. Referral evidence')).toBe('');
    // No cell anywhere starts with a formula character unquoted.
    for (const row of rows) for (const value of row) expect(value).not.toMatch(/^[=+@]/);
    expect(res.body).not.toMatch(/fetal sex|foetal sex/i);
  });
});

describe('the forms CSV and the pack carry Section C and void forms (issue 29 §3)', () => {
  it('items 17-27 when recorded, empty when not; a void form says Void with its reason', async () => {
    t.clock.set(new Date('2026-11-20T06:00:00Z'));
    const clinic = await signUpTrialClinic(t.app);
    const invasive = await makeFormF(t.app, clinic.token);
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/pcpndt-forms/${invasive.id}`,
      headers: bearer(clinic.token),
      payload: { sectionC: completeSectionC },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const plain = await makeFormF(t.app, clinic.token);
    const patient = await registerPatient(t.app, clinic.token, { spouseName: 'Ravi Sharma', isObstetric: true });
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/studies',
      headers: bearer(clinic.token),
      payload: { patientId: patient.id, studyType: 'obstetric', scheduledDate: '2026-11-20T15:00:00+05:30' },
    });
    expect(booked.statusCode).toBe(201);
    const cancelled = await t.app.inject({
      method: 'PATCH',
      url: `/api/studies/${booked.json().id}`,
      headers: bearer(clinic.token),
      payload: { status: 'cancelled', reason: 'Patient did not come' },
    });
    expect(cancelled.statusCode).toBe(200);

    const csv = (await get(clinic.token, '/api/pcpndt-forms/forms.csv?month=2026-11')).body;
    const [header, ...rows] = parseCsv(csv.slice(1));
    const cell = (formId: string, label: string) => rows.find((r) => r[1] === formId)?.[(header ?? []).indexOf(label)];
    const label = (no: number) => header?.find((h) => h.startsWith(`${no}. `)) ?? '';
    for (let no = 17; no <= 27; no++) expect(label(no), `item ${no}`).not.toBe('');
    expect(cell(invasive.formId, label(17))).toBe('Dr. Rakesh Mehta');
    expect(cell(invasive.formId, label(21))).toContain('Amniocentesis');
    expect(cell(invasive.formId, label(25))).toBe('20/11/2026');
    expect(cell(plain.formId, label(17))).toBe('');
    expect(cell(plain.formId, 'Status')).toBe('Draft');
    const voidRow = rows.find((r) => r[(header ?? []).indexOf('Void reason')] === 'Patient did not come');
    expect(voidRow?.[(header ?? []).indexOf('Status')]).toBe('Void');

    const pack = unzipSync(
      new Uint8Array((await get(clinic.token, '/api/pcpndt-forms/inspection-pack.zip?month=2026-11')).rawPayload),
    );
    const page = new TextDecoder().decode(pack[`forms/${invasive.formId}.html`]);
    expect(page).toContain('Thalassaemia major in first child');
    const voidPage = Object.entries(pack).find(
      ([name, bytes]) => name.startsWith('forms/') && new TextDecoder().decode(bytes).includes('Patient did not come'),
    );
    expect(voidPage, 'the void form is in the pack with its reason').toBeDefined();
  });
});

describe('the inspection pack (one ZIP)', () => {
  it('holds the register, the forms CSV, each form with its declarations, and the referral evidence', async () => {
    const { clinic, first, second } = await monthWithForms();
    const res = await get(clinic.token, '/api/pcpndt-forms/inspection-pack.zip?month=2026-11');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="inspection-pack-2026-11.zip"');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const names = Object.keys(files).sort();
    expect(names).toEqual(
      [
        'README.txt',
        'register-2026-11.csv',
        'forms-2026-11.csv',
        `forms/${first.formId}.html`,
        `forms/${second.formId}.html`,
        `evidence/${first.formId}/01-referral_slip-slip.png`,
        `evidence/${first.formId}/02-case_papers-papers.pdf`,
      ].sort(),
    );
    const text = (name: string) => new TextDecoder().decode(files[name]);
    expect(text('register-2026-11.csv')).toContain(first.formId);
    expect(text('README.txt')).toContain('Filing of the monthly report: not recorded.');
    const page = text(`forms/${first.formId}.html`);
    expect(page).toContain('I do not want to know the sex of my foetus');
    expect(page).toContain('I have neither detected nor disclosed the sex of her foetus');
    expect(page).toContain(`src="../evidence/${first.formId}/01-referral_slip-slip.png"`);
    // Escaped, not markup: the hostile address is text on the page.
    expect(page).toContain('=HYPERLINK(&quot;http://evil.example&quot;,&quot;Click&quot;)');
    expect(page).not.toContain('<script');
    expect(text(`forms/${second.formId}.html`)).toContain('Not recorded');
    const pdf = files[`evidence/${first.formId}/02-case_papers-papers.pdf`];
    expect(Buffer.from(pdf ?? []).equals(makePdf())).toBe(true);
  });

  it("holds only the signed-in clinic's records", async () => {
    const { first } = await monthWithForms();
    const other = await signUpTrialClinic(t.app);
    const res = await get(other.token, '/api/pcpndt-forms/inspection-pack.zip?month=2026-11');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files).sort()).toEqual(['README.txt', 'forms-2026-11.csv', 'register-2026-11.csv']);
    const csv = (await get(other.token, '/api/pcpndt-forms/forms.csv?month=2026-11')).body;
    expect(csv).not.toContain(first.formId);
  });

  it('refuses a malformed month with 400', async () => {
    const clinic = await signUpTrialClinic(t.app);
    for (const url of ['/api/pcpndt-forms/inspection-pack.zip?month=2026-13', '/api/pcpndt-forms/forms.csv']) {
      expect((await get(clinic.token, url)).statusCode).toBe(400);
    }
  });
});
