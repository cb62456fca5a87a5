// The messages a patient receives in her language (issue 34 item 4): a Hindi patient's report
// link and its one-time code come in Hindi, and the outbox row records the language its sender
// picks templates by; an English patient's, and a referring doctor's, stay English.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outgoingMessages } from '../../db/schema/outgoing-messages.ts';
import { reportDeliveries } from '../../db/schema/report-deliveries.ts';
import { bearer, buildReport, registerPatient, signUpTrialClinic } from '../support/factories.ts';
import { testAppForFile } from '../support/test-app.ts';

const t = testAppForFile();

/** A finalized report of a consenting patient with an e-mail on record, in `language`. */
async function reportOf(language: string | null) {
  const clinic = await signUpTrialClinic(t.app);
  const email = `kamla.${Date.now()}.${Math.random().toString(36).slice(2)}@example.in`;
  const patient = await registerPatient(t.app, clinic.token, {
    messageConsent: true,
    email,
    ...(language ? { language } : {}),
  });
  const report = await t.app.inject({
    method: 'POST',
    url: '/api/reports',
    headers: bearer(clinic.token),
    payload: buildReport(patient.id),
  });
  expect(report.statusCode).toBe(201);
  return { clinic, email, report: report.json() as { id: string; reportId: string } };
}

async function sendByEmail(token: string, reportId: string, payload: object) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/reports/${reportId}/deliveries`,
    headers: bearer(token),
    payload: { channel: 'email', ...payload },
  });
  expect(res.statusCode).toBe(201);
  const [row] = await t.handle.db
    .select({ subject: outgoingMessages.subject, body: outgoingMessages.body, language: outgoingMessages.language })
    .from(reportDeliveries)
    .innerJoin(outgoingMessages, eq(outgoingMessages.id, reportDeliveries.messageId))
    .where(eq(reportDeliveries.id, res.json().id));
  if (!row) throw new Error('no outbox row for the delivery');
  return row;
}

describe("patient messages in the patient's language", () => {
  it("writes a Hindi patient's report link e-mail, and her code, in Hindi", async () => {
    const { clinic, email, report } = await reportOf('hi-IN');
    const message = await sendByEmail(clinic.token, report.id, { recipient: 'patient' });
    expect(message.language).toBe('hi-IN');
    expect(message.subject).toMatch(/ से आपकी अल्ट्रासाउंड रिपोर्ट$/);
    expect(message.body).toContain(`ने आपको अल्ट्रासाउंड रिपोर्ट ${report.reportId} भेजी है।`);
    expect(message.body).toContain('लिंक 7 दिनों तक काम करेगा');
    expect(message.body).toContain('डाउनलोड से पहले आपसे एक कोड पूछा जाएगा');
    expect(message.body).not.toMatch(/Open it here/);

    const mail = t.mailer.sent.filter((m) => m.to === email).at(-1);
    const token = /\/shared-report\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
    const code = await t.app.inject({
      method: 'POST',
      url: `/api/shared-reports/${token}/code`,
      remoteAddress: '10.7.0.1',
    });
    expect(code.statusCode).toBe(200);
    const codeMail = t.mailer.sent.filter((m) => m.to === email).at(-1);
    expect(codeMail?.text).toMatch(/: अल्ट्रासाउंड रिपोर्ट खोलने के लिए आपका कोड \d{6} है। यह 10 मिनट तक मान्य है।/);
  });

  it("keeps an English patient's message English, and a referring doctor's whatever her language", async () => {
    const english = await reportOf(null);
    const message = await sendByEmail(english.clinic.token, english.report.id, { recipient: 'patient' });
    expect(message.language).toBeNull();
    expect(message.body).toContain(`has sent you ultrasound report ${english.report.reportId}.`);

    const hindi = await reportOf('hi-IN');
    const toDoctor = await sendByEmail(hindi.clinic.token, hindi.report.id, {
      recipient: 'referrer',
      to: 'dr.mehta@example.in',
    });
    expect(toDoctor.language).toBeNull();
    expect(toDoctor.subject).toMatch(new RegExp(`^Ultrasound report ${hindi.report.reportId} from `));
    expect(toDoctor.body).toMatch(/^[\x20-\x7e\n]+$/);
  });
});
