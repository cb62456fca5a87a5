import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BILL_MESSAGES as M } from '../../core/patient-bills/bill-messages.ts';
import { studies } from '../../db/schema/studies.ts';
import { pdfPageTexts } from '../e2e/support/pdf-pages.ts';
import { bearer, registerPatient } from '../support/factories.ts';
import { billingFrontDesk, signUpProfessionalClinic } from '../support/patient-bill-helpers.ts';
import { addMember } from '../support/team-helpers.ts';
import { testAppForFile } from '../support/test-app.ts';

// Issue 33 item 10 / brief item 3: booking from the front desk creates the study and the bill line
// carries it; the bill and receipt name the study's number; cancelling it offers its line's refund.

const t = testAppForFile();

async function frontDesk() {
  const { clinic, receptionist, fees } = await billingFrontDesk(t);
  const patient = await registerPatient(t.app, receptionist.token, { isObstetric: true, spouseName: 'Ravi Sharma' });
  return { clinic, receptionist, fees, patient };
}

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
const book = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/front-desk/bookings', headers: bearer(token), payload });
const studiesOf = (patientId: string) =>
  t.handle.db
    .select()
    .from(studies)
    .where(and(eq(studies.patientId, patientId)));

describe('book and bill at the front desk', () => {
  it('books the study, links its line, and names the study on the bill and the 80 mm receipt', async () => {
    const { receptionist, fees, patient } = await frontDesk();
    const res = await book(receptionist.token, {
      patientId: patient.id,
      lines: [{ feeItemId: fees['Anomaly scan'] }, { feeItemId: fees.Doppler }],
      concession: { percent: 10, reason: 'Senior citizen' },
      scheduledDate: inAnHour(),
    });
    expect(res.statusCode).toBe(201);
    const bill = res.json();
    expect(bill).toMatchObject({ gross: '2300.00', concession: '230.00', total: '2070.00' });
    const booked = await studiesOf(patient.id);
    expect(booked).toHaveLength(1);
    expect(booked[0]).toMatchObject({ studyType: 'obstetric_second_third_trimester', status: 'scheduled' });
    const [scan, doppler] = bill.lines;
    expect(scan).toMatchObject({ studyId: booked[0]?.id, studyCode: booked[0]?.studyId, studyStatus: 'scheduled' });
    // An add-on books nothing.
    expect(doppler).toMatchObject({ studyId: null, studyCode: null });

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/bills/${bill.id}/pdf?paper=80mm`,
      headers: bearer(receptionist.token),
    });
    expect(pdf.statusCode).toBe(200);
    const text = (pdfPageTexts(pdf.rawPayload)[0] ?? '').replace(/\s+/g, ' ');
    expect(text).toContain(`Anomaly scan · ${booked[0]?.studyId}`);

    // Cancelled: the line answers the study's status, which the bill screen turns into the refund offer.
    const cancel = await t.app.inject({
      method: 'PATCH',
      url: `/api/studies/${booked[0]?.id}`,
      headers: bearer(receptionist.token),
      payload: { status: 'cancelled', reason: 'Patient went to another city' },
    });
    expect(cancel.statusCode).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/bills/${bill.id}`,
      headers: bearer(receptionist.token),
    });
    expect(after.json().lines[0]).toMatchObject({ studyStatus: 'cancelled' });
  });

  it('books nothing when the bill is refused, and says why in the bill’s words', async () => {
    const { receptionist, fees, patient } = await frontDesk();
    const res = await book(receptionist.token, {
      patientId: patient.id,
      lines: [{ feeItemId: fees['Anomaly scan'] }],
      concession: { amount: 5000, reason: 'Staff' },
      scheduledDate: inAnHour(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.concessionTooLarge);
    expect(await studiesOf(patient.id)).toEqual([]);
  });

  it('needs the booking time, and a line from the fee list', async () => {
    const { receptionist, fees, patient } = await frontDesk();
    const noTime = await book(receptionist.token, {
      patientId: patient.id,
      lines: [{ feeItemId: fees['Anomaly scan'] }],
    });
    expect(noTime.statusCode).toBe(400);
    expect(JSON.stringify(noTime.json())).toContain('Date and time are required');
    const noLines = await book(receptionist.token, { patientId: patient.id, lines: [], scheduledDate: inAnHour() });
    expect(noLines.statusCode).toBe(400);
    expect(JSON.stringify(noLines.json())).toContain(M.linesRequired);
    expect(await studiesOf(patient.id)).toEqual([]);
  });

  it("answers another clinic's patient as not found and books nothing for her", async () => {
    const { fees, patient } = await frontDesk();
    const other = await signUpProfessionalClinic(t.app);
    const res = await book(other.token, {
      patientId: patient.id,
      lines: [{ feeItemId: fees['Anomaly scan'] }],
      scheduledDate: inAnHour(),
    });
    expect(res.statusCode).toBe(404);
    expect(await studiesOf(patient.id)).toEqual([]);
  });

  it('is open to every role of the desk (doctor and admin too), and to nobody signed out', async () => {
    const { clinic, fees, patient } = await frontDesk();
    const doctor = await addMember(t.app, t.mailer.sent, clinic.token, 'doctor');
    for (const token of [doctor.token, clinic.token]) {
      const res = await book(token, {
        patientId: patient.id,
        lines: [{ feeItemId: fees['CD copy'] }],
        scheduledDate: inAnHour(),
      });
      expect(res.statusCode).toBe(201);
    }
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/front-desk/bookings', payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });
});
