import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { measurementPhotos } from '../../db/schema/measurement-photos.ts';
import { reportTemplates, reportTemplateVersions } from '../../db/schema/report-templates.ts';
import { buyPlan, createOrder } from './billing-helpers.ts';
import { buildClinicWorld, type ClinicWorld, createRouteRecorder } from './clinic-world.ts';
import { bearer, buildPatientEdit, clinicIdOf } from './factories.ts';
import { makeBill, setUpFeeList } from './patient-bill-helpers.ts';
import { storedImageOf } from './stored-image.ts';
import { buildCustomTemplate } from './template-helpers.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { makePng } from './test-files.ts';

/**
 * Two clinics, A and B, each holding one of everything an id-taking route can name, and the ids
 * of A's rows that no ClinicWorld holds. Filled in by the file's beforeAll; a file may then make
 * B someone else (another centre of A's organisation).
 */
export interface CrossClinicWorld {
  t: TestApp;
  a: ClinicWorld;
  b: ClinicWorld;
  aInvoiceId: string;
  aOrderId: string;
  aClinicId: string;
  bClinicId: string;
  aUserId: string;
  bUserId: string;
  aSessionId: string;
  aInvitationId: string;
  aAttachmentId: string;
  aTemplateId: string;
  aExportId: string;
  aDeliveryId: string;
  bDeliveryId: string;
  aMachineId: string;
  aScannerId: string;
  /** An image A's scanner sent for A's study (issue 32 §5), with renditions that exist on disk. */
  aImageId: string;
  /** Patient billing (issue 33): A's bill, credit note, day closing and referrer. */
  aBillId: string;
  aCreditNoteId: string;
  aClosingId: string;
  aReferrerId: string;
  /** A's bill sent to its patient by SMS (decision 030): its delivery id. */
  aBillDeliveryId: string;
  /** A photo of a measurement page kept with A's study (issue 35), written straight in: no OCR needed. */
  aMeasurementPhotoId: string;
}

/** A report sent by WhatsApp (the patient agreed to messages first): its delivery id. */
async function sendReportOf(t: TestApp, world: ClinicWorld): Promise<string> {
  const headers = bearer(world.clinic.token);
  await t.app.inject({
    method: 'PUT',
    url: `/api/patients/${world.patientId}`,
    headers,
    payload: buildPatientEdit({ isObstetric: true, spouseName: 'Ravi Sharma', messageConsent: true }),
  });
  const sent = await t.app.inject({
    method: 'POST',
    url: `/api/reports/${world.reportId}/deliveries`,
    headers,
    payload: { channel: 'whatsapp', recipient: 'patient' },
  });
  if (sent.statusCode !== 201) throw new Error(`send failed: ${sent.statusCode} ${sent.body}`);
  return sent.json().id;
}

/** A's fee list, referrer, a bill with a pending credit note, and a closed day (reopenable). */
async function openBillsOfA(t: TestApp, world: CrossClinicWorld) {
  const headers = bearer(world.a.clinic.token);
  const fees = await setUpFeeList(t.app, world.a.clinic.token);
  world.aReferrerId = (
    await t.app.inject({ method: 'POST', url: '/api/referrers', headers, payload: { name: 'Dr. A Referrer' } })
  ).json().id;
  const bill = await makeBill(t.app, world.a.clinic.token, {
    patientId: world.a.patientId,
    lines: [{ feeItemId: fees['CD copy'] }],
  });
  world.aBillId = bill.json().id;
  const note = await t.app.inject({
    method: 'POST',
    url: `/api/bills/${world.aBillId}/credit-notes`,
    headers,
    payload: { amount: 50, reason: 'Test' },
  });
  world.aCreditNoteId = note.json().id;
  const closing = await t.app.inject({
    method: 'POST',
    url: '/api/day-closings',
    headers,
    payload: { date: '2026-01-02', countedCash: 0 },
  });
  world.aClosingId = closing.json().id;
  const sent = await t.app.inject({
    method: 'POST',
    url: `/api/bills/${world.aBillId}/deliveries`,
    headers,
    payload: { channel: 'sms', recipient: 'patient' },
  });
  if (sent.statusCode !== 201) throw new Error(`bill send failed: ${sent.statusCode} ${sent.body}`);
  world.aBillDeliveryId = sent.json().id;
}

/**
 * Registers the file's hooks: an app that records its route table, and the two clinics' world.
 * The world object is filled in place, so what holds it sees the clinics once beforeAll ran.
 */
export function openCrossClinicWorld() {
  const recorder = createRouteRecorder();
  const world = {} as CrossClinicWorld;
  beforeAll(async () => {
    const t = await createTestApp({ onRoute: recorder.onRoute });
    world.t = t;
    const a = await buildClinicWorld(t.app);
    world.a = a;
    world.b = await buildClinicWorld(t.app);
    await buyPlan(t.app, a.clinic.token, 'basic');
    const history = await t.app.inject({
      method: 'GET',
      url: '/api/billing-transactions',
      headers: bearer(a.clinic.token),
    });
    world.aInvoiceId = history.json()[0].id;
    world.aOrderId = (await createOrder(t.app, a.clinic.token, 'professional')).json().orderId;
    world.aClinicId = await clinicIdOf(t.app, a.clinic.token);
    world.aDeliveryId = await sendReportOf(t, a);
    world.bDeliveryId = await sendReportOf(t, world.b);
    world.bClinicId = await clinicIdOf(t.app, world.b.clinic.token);
    const asA = { headers: bearer(a.clinic.token) };
    world.aUserId = (await t.app.inject({ method: 'GET', url: '/api/auth/user', ...asA })).json().id;
    world.bUserId = (
      await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(world.b.clinic.token) })
    ).json().id;
    world.aSessionId = (await t.app.inject({ method: 'GET', url: '/api/auth/sessions', ...asA })).json().sessions[0].id;
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/team/invitations',
      ...asA,
      payload: {
        email: `nurse-${randomUUID()}@example.in`,
        firstName: 'Kavya',
        lastName: 'Iyer',
        role: 'receptionist',
      },
    });
    world.aInvitationId = invited.json().id;
    const attached = await t.app.inject({
      method: 'POST',
      url: `/api/pcpndt-forms/${a.formId}/attachments?kind=referral_slip&fileName=slip.png`,
      headers: { ...bearer(a.clinic.token), 'content-type': 'application/octet-stream' },
      payload: makePng(20, 20),
    });
    world.aAttachmentId = attached.json().id;
    // A's own report template, written straight in: building one needs Enterprise (its own test file).
    const [template] = await t.handle.db
      .insert(reportTemplates)
      .values({ clinicId: world.aClinicId, name: 'Carotid', reportType: 'abdominal', createdBy: world.aUserId })
      .returning();
    world.aTemplateId = (template as { id: string }).id;
    await t.handle.db.insert(reportTemplateVersions).values({
      clinicId: world.aClinicId,
      templateId: world.aTemplateId,
      version: 1,
      definition: buildCustomTemplate(),
      publishedBy: world.aUserId,
      publishedAt: new Date(),
    });
    world.aExportId = (await t.app.inject({ method: 'POST', url: '/api/exports', ...asA })).json().id;
    world.aMachineId = (
      await t.app.inject({
        method: 'POST',
        url: '/api/pcpndt-registration/machines',
        ...asA,
        payload: { make: 'GE', model: 'Voluson E8', serialNumber: 'VE8-A1' },
      })
    ).json().id;
    world.aScannerId = (
      await t.app.inject({
        method: 'POST',
        url: '/api/scanners',
        ...asA,
        payload: { name: 'A scanner', aeTitle: `A${Date.now().toString(36).toUpperCase()}` },
      })
    ).json().id;
    world.aImageId = await storedImageOf(t, world.aClinicId, world.a.studyId);
    await openBillsOfA(t, world);
    const [photo] = await t.handle.db
      .insert(measurementPhotos)
      .values({
        clinicId: world.aClinicId,
        studyId: a.studyId,
        storageKey: 'measurement-photos/none.png',
        contentType: 'image/png',
        sizeBytes: 0,
        values: {},
        uploadedBy: world.aUserId,
        createdAt: new Date(),
      })
      .returning({ id: measurementPhotos.id });
    world.aMeasurementPhotoId = (photo as { id: string }).id;
    await t.settle();
  });
  afterAll(() => world.t?.close());
  return { recorder, world };
}
