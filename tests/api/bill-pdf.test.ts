import { describe, expect, it } from 'vitest';
import { BILL_MESSAGES as M } from '../../core/patient-bills/bill-messages.ts';
import { pdfPageTexts } from '../e2e/support/pdf-pages.ts';
import { buyPlan } from '../support/billing-helpers.ts';
import { bearer, registerPatient, signUpTrialClinic } from '../support/factories.ts';
import { makeBill, setUpFeeList } from '../support/patient-bill-helpers.ts';
import { renderPdfPages } from '../support/pdf-text.ts';
import { addMember } from '../support/team-helpers.ts';
import { testAppForFile } from '../support/test-app.ts';

const t = testAppForFile();

/** A receptionist's paid bill: two tests, a 10 % concession with its reason, cash + UPI. */
async function paidBill(gstin: string | null = null) {
  const clinic = await signUpTrialClinic(t.app);
  await buyPlan(t.app, clinic.token, 'professional');
  const receptionist = await addMember(t.app, t.mailer.sent, clinic.token, 'receptionist');
  const fees = await setUpFeeList(t.app, clinic.token, 10, gstin);
  const patient = await registerPatient(t.app, receptionist.token, { firstName: 'सीता', lastName: 'देवी' });
  const made = await makeBill(t.app, receptionist.token, {
    patientId: patient.id,
    lines: [{ feeItemId: fees['Anomaly scan'] }, { feeItemId: fees.Doppler }],
    concession: { percent: 10, reason: 'Senior citizen' },
  });
  const bill = made.json() as { id: string; billNumber: string };
  const paid = await t.app.inject({
    method: 'POST',
    url: `/api/bills/${bill.id}/payments`,
    headers: bearer(receptionist.token),
    payload: {
      parts: [
        { amount: 1000, paymentMethod: 'cash' },
        { amount: '1070.00', paymentMethod: 'upi' },
      ],
    },
  });
  expect(paid.statusCode).toBe(201);
  return { clinic, receptionist, patient, bill };
}

const pdfOf = (token: string | null, id: string, paper?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/bills/${id}/pdf${paper ? `?paper=${paper}` : ''}`,
    headers: token ? bearer(token) : {},
  });

const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('GET /api/bills/:id/pdf', () => {
  it('prints the bill of supply on A4: the tests, concession and reason, payments by mode, words and balance', async () => {
    const { receptionist, patient, bill } = await paidBill();
    const res = await pdfOf(receptionist.token, bill.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="bill-${bill.billNumber.replaceAll('/', '-')}-a4.pdf"`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const pages = pdfPageTexts(res.rawPayload);
    expect(pages).toHaveLength(1);
    const text = flat(pages[0] ?? '');
    for (const phrase of [
      'BILL OF SUPPLY',
      `Bill No. ${bill.billNumber}`,
      `सीता देवी (${patient.patientId})`,
      'Anomaly scan 1 ₹1,500.00 ₹1,500.00',
      'Doppler 1 ₹800.00 ₹800.00',
      'Gross amount ₹2,300.00',
      'Concession -₹230.00',
      'Concession reason Senior citizen',
      'Bill total ₹2,070.00',
      'Amount paid ₹2,070.00',
      'Balance due ₹0.00',
      'Rupees Two Thousand Seventy Only',
      '· Cash ·',
      '· UPI ·',
      'entry 74 of Notification 12/2017-Central Tax (Rate)',
      'Page 1 of 1',
    ])
      expect(text).toContain(phrase);
    expect(text).not.toMatch(/CGST|SGST|IGST|Taxable|GSTIN/);
    renderPdfPages(res.rawPayload, 'bill-a4');
  });

  it('prints the same bill on an 80 mm roll, one page as long as the bill, with the GSTIN when the centre has one', async () => {
    const { receptionist, bill } = await paidBill('29ABCDE1234F1Z5');
    const res = await pdfOf(receptionist.token, bill.id, '80mm');
    expect(res.statusCode).toBe(200);
    const pages = pdfPageTexts(res.rawPayload);
    expect(pages).toHaveLength(1);
    const text = flat(pages[0] ?? '');
    for (const phrase of [
      'BILL OF SUPPLY',
      'GSTIN 29ABCDE1234F1Z5',
      'Anomaly scan',
      'Doppler',
      'Balance due ₹0.00',
      'Rupees Two Thousand',
    ])
      expect(text).toContain(phrase);
    // 80 mm wide (226.77 pt): pdfinfo-free check through the page box in the file.
    expect(res.rawPayload.toString('latin1')).toMatch(/\/MediaBox \[0 0 226\.77\d* /);
    renderPdfPages(res.rawPayload, 'bill-80mm');
  });

  it('answers 400 for another paper, 404 for another clinic’s bill or a random id, 401 without a session', async () => {
    const { receptionist, bill } = await paidBill();
    const other = await signUpTrialClinic(t.app);
    const wrongPaper = await pdfOf(receptionist.token, bill.id, 'a5');
    expect(wrongPaper.statusCode).toBe(400);
    expect(JSON.stringify(wrongPaper.json())).toContain(M.paperInvalid);
    const foreign = await pdfOf(other.token, bill.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(M.billNotFound);
    const random = await pdfOf(receptionist.token, crypto.randomUUID());
    expect(random.statusCode).toBe(404);
    expect((await pdfOf(null, bill.id)).statusCode).toBe(401);
  });

  it('is the front desk’s: an admin, a doctor and a receptionist may print it', async () => {
    const { clinic, receptionist, bill } = await paidBill();
    const doctor = await addMember(t.app, t.mailer.sent, clinic.token, 'doctor');
    for (const token of [clinic.token, receptionist.token, doctor.token]) {
      expect((await pdfOf(token, bill.id, '80mm')).statusCode).toBe(200);
    }
  });
});

describe('a bill line answers its study’s status', () => {
  it('so a paid bill whose study was cancelled can offer the refund', async () => {
    const clinic = await signUpTrialClinic(t.app);
    await buyPlan(t.app, clinic.token, 'professional');
    const fees = await setUpFeeList(t.app, clinic.token);
    const patient = await registerPatient(t.app, clinic.token);
    const scheduledDate = new Date(Date.now() + 60 * 60_000).toISOString();
    const study = await t.app.inject({
      method: 'POST',
      url: '/api/studies',
      headers: bearer(clinic.token),
      payload: { patientId: patient.id, studyType: 'abdominal', scheduledDate },
    });
    expect(study.statusCode).toBe(201);
    const studyId = study.json().id as string;
    const made = await makeBill(t.app, clinic.token, {
      patientId: patient.id,
      lines: [{ feeItemId: fees['Anomaly scan'], studyId }, { feeItemId: fees['CD copy'] }],
    });
    expect(made.json().lines.map((l: { studyStatus: string | null }) => l.studyStatus)).toEqual(['scheduled', null]);
    const cancelled = await t.app.inject({
      method: 'PATCH',
      url: `/api/studies/${studyId}`,
      headers: bearer(clinic.token),
      payload: { status: 'cancelled', reason: 'Patient did not come' },
    });
    expect(cancelled.statusCode).toBe(200);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/bills/${made.json().id}`,
      headers: bearer(clinic.token),
    });
    expect(read.json().lines[0]).toMatchObject({ studyId, studyStatus: 'cancelled' });
  });
});
