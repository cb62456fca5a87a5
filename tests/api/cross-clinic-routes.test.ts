import { randomUUID } from 'node:crypto';
import { asc, inArray } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinics } from '../../db/schema/clinics.ts';
import { doctors } from '../../db/schema/doctors.ts';
import { invitations, memberships } from '../../db/schema/memberships.ts';
import { patients } from '../../db/schema/patients.ts';
import { payments } from '../../db/schema/payments.ts';
import { pcpndtFormAmendments } from '../../db/schema/pcpndt-form-amendments.ts';
import { pcpndtForms } from '../../db/schema/pcpndt-forms.ts';
import { reportDeliveries } from '../../db/schema/report-deliveries.ts';
import { reportTemplates, reportTemplateVersions } from '../../db/schema/report-templates.ts';
import { reportVersions } from '../../db/schema/report-versions.ts';
import { reports } from '../../db/schema/reports.ts';
import { studies } from '../../db/schema/studies.ts';
import { billingTransactions, subscriptions } from '../../db/schema/subscriptions.ts';
import { makePng } from '../../server/uploads/test-files.ts';
import { buyPlan, checkoutResult, createOrder } from '../support/billing-helpers.ts';
import { buildCentre, switchCentre } from '../support/centre-helpers.ts';
import { type ApiRoute, buildClinicWorld, type ClinicWorld, createRouteRecorder } from '../support/clinic-world.ts';
import { bearer, buildPatientEdit, buildReport, clinicIdOf } from '../support/factories.ts';
import { addMember } from '../support/team-helpers.ts';
import { buildCustomTemplate } from '../support/template-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * DESIGN §3.9 for the whole route table: clinic B names clinic A's ids in every place a route
 * takes an id (path, query, body) and gets exactly the answer a random id gets (404 for a path
 * id), and no row of either clinic changes. A route that takes an id and has no case here fails
 * the first test, so a new route cannot ship without one.
 */
const recorder = createRouteRecorder();
let t: TestApp;
let a: ClinicWorld;
let b: ClinicWorld;
let aInvoiceId: string;
let aOrderId: string;
let aClinicId: string;
let bClinicId: string;
let aUserId: string;
let bUserId: string;
let aSessionId: string;
let aInvitationId: string;
let aAttachmentId: string;
let aTemplateId: string;
let aExportId: string;
let aDeliveryId: string;
let bDeliveryId: string;
/** A report sent by WhatsApp (the patient agreed to messages first): its delivery id. */
async function sendReportOf(world: ClinicWorld): Promise<string> {
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
beforeAll(async () => {
  t = await createTestApp({ onRoute: recorder.onRoute });
  a = await buildClinicWorld(t.app);
  b = await buildClinicWorld(t.app);
  await buyPlan(t.app, a.clinic.token, 'basic');
  const history = await t.app.inject({
    method: 'GET',
    url: '/api/billing-transactions',
    headers: bearer(a.clinic.token),
  });
  aInvoiceId = history.json()[0].id;
  aOrderId = (await createOrder(t.app, a.clinic.token, 'professional')).json().orderId;
  aClinicId = await clinicIdOf(t.app, a.clinic.token);
  aDeliveryId = await sendReportOf(a);
  bDeliveryId = await sendReportOf(b);
  bClinicId = await clinicIdOf(t.app, b.clinic.token);
  const asA = { headers: bearer(a.clinic.token) };
  aUserId = (await t.app.inject({ method: 'GET', url: '/api/auth/user', ...asA })).json().id;
  bUserId = (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(b.clinic.token) })).json().id;
  aSessionId = (await t.app.inject({ method: 'GET', url: '/api/auth/sessions', ...asA })).json().sessions[0].id;
  const invited = await t.app.inject({
    method: 'POST',
    url: '/api/team/invitations',
    ...asA,
    payload: { email: `nurse-${randomUUID()}@example.in`, firstName: 'Kavya', lastName: 'Iyer', role: 'receptionist' },
  });
  aInvitationId = invited.json().id;
  const attached = await t.app.inject({
    method: 'POST',
    url: `/api/pcpndt-forms/${a.formId}/attachments?kind=referral_slip&fileName=slip.png`,
    headers: { ...bearer(a.clinic.token), 'content-type': 'application/octet-stream' },
    payload: makePng(20, 20),
  });
  aAttachmentId = attached.json().id;
  // A's own report template, written straight in: building one needs Enterprise (its own test file).
  const [template] = await t.handle.db
    .insert(reportTemplates)
    .values({ clinicId: aClinicId, name: 'Carotid', reportType: 'abdominal', createdBy: aUserId })
    .returning();
  aTemplateId = (template as { id: string }).id;
  await t.handle.db.insert(reportTemplateVersions).values({
    clinicId: aClinicId,
    templateId: aTemplateId,
    version: 1,
    definition: buildCustomTemplate(),
    publishedBy: aUserId,
    publishedAt: new Date(),
  });
  aExportId = (await t.app.inject({ method: 'POST', url: '/api/exports', ...asA })).json().id;
  await t.settle();
});
afterAll(() => t.close());

/** Where a route takes an id: 'param:id', 'query:patientId', 'body:reportId'. */
const ID_KEY = /^(id|[a-z]+Id)$/;
function idInputs(route: ApiRoute): string[] {
  return [
    ...route.paramKeys.filter((k) => ID_KEY.test(k)).map((k) => `param:${k}`),
    ...route.queryKeys.filter((k) => ID_KEY.test(k)).map((k) => `query:${k}`),
    ...route.bodyKeys.filter((k) => ID_KEY.test(k)).map((k) => `body:${k}`),
  ];
}

/** Id inputs that do not name a clinic's row, each with the reason. */
const NOT_TENANT_IDS: Record<string, string> = {
  'PUT /api/uploads/logo/:grantId param:grantId': 'a signed capability URL; tests/api/logo-upload.test.ts',
  'POST /api/subscription/create-order body:planId': 'a catalogue plan, the same for every clinic',
  'POST /api/subscription/verify-payment body:planId': 'a catalogue plan, the same for every clinic',
  'POST /api/subscription/verify-payment body:paymentId': 'the gateway’s payment id, checked by signature',
};

interface Case {
  route: string;
  covers: string[];
  /** The request with `id` in the place under test; B's token is added. */
  request: (id: string) => InjectOptions;
  /** A's id for that place. */
  foreign: () => string;
  /**
   * The route may succeed on B's own row while ignoring this id (an update never re-links a
   * report's study): B's row may then change, but must not take up A's id.
   */
  ignoresId?: boolean;
}

const json = (method: InjectOptions['method'], url: string, payload?: object): InjectOptions => ({
  method,
  url,
  ...(payload ? { payload } : {}),
});
const bReport = () => buildReport(b.patientId, 'obstetric_second_third_trimester');

const CASES: Case[] = [
  {
    route: 'GET /api/exports/:id',
    covers: ['param:id'],
    request: (id) => json('GET', `/api/exports/${id}`),
    foreign: () => aExportId,
  },
  {
    route: 'GET /api/exports/:id/download',
    covers: ['param:id'],
    request: (id) => json('GET', `/api/exports/${id}/download`),
    foreign: () => aExportId,
  },
  {
    route: 'GET /api/patients/:id/export',
    covers: ['param:id'],
    request: (id) => json('GET', `/api/patients/${id}/export`),
    foreign: () => a.patientId,
  },
  {
    route: 'GET /api/patients/:id',
    covers: ['param:id'],
    request: (id) => json('GET', `/api/patients/${id}`),
    foreign: () => a.patientId,
  },
  {
    route: 'PUT /api/patients/:id',
    covers: ['param:id'],
    request: (id) => json('PUT', `/api/patients/${id}`, buildPatientEdit({ firstName: 'Intruder' })),
    foreign: () => a.patientId,
  },
  {
    route: 'GET /api/reports/:id',
    covers: ['param:id'],
    request: (id) => json('GET', `/api/reports/${id}`),
    foreign: () => a.reportId,
  },
  {
    route: 'GET /api/reports/:id/versions',
    covers: ['param:id'],
    request: (id) => json('GET', `/api/reports/${id}/versions`),
    foreign: () => a.reportId,
  },
  {
    route: 'GET /api/reports/:id/pdf',
    covers: ['param:id'],
    request: (id) => json('GET', `/api/reports/${id}/pdf`),
    foreign: () => a.reportId,
  },
  {
    route: 'POST /api/reports/:id/deliveries',
    covers: ['param:id'],
    request: (id) => json('POST', `/api/reports/${id}/deliveries`, { channel: 'sms', recipient: 'patient' }),
    foreign: () => a.reportId,
  },
  {
    route: 'GET /api/reports/:id/deliveries',
    covers: ['param:id'],
    request: (id) => json('GET', `/api/reports/${id}/deliveries`),
    foreign: () => a.reportId,
  },
  {
    route: 'DELETE /api/reports/:id/deliveries/:deliveryId/link',
    covers: ['param:id'],
    request: (id) => json('DELETE', `/api/reports/${id}/deliveries/${bDeliveryId}/link`),
    foreign: () => a.reportId,
  },
  {
    route: 'DELETE /api/reports/:id/deliveries/:deliveryId/link',
    covers: ['param:deliveryId'],
    request: (id) => json('DELETE', `/api/reports/${b.reportId}/deliveries/${id}/link`),
    foreign: () => aDeliveryId,
  },
  {
    route: 'GET /api/reports/:id/verification',
    covers: ['param:id'],
    request: (id) => json('GET', `/api/reports/${id}/verification`),
    foreign: () => a.reportId,
  },
  {
    route: 'PUT /api/reports/:id',
    covers: ['param:id'],
    request: (id) => json('PUT', `/api/reports/${id}`, bReport()),
    foreign: () => a.reportId,
  },
  {
    route: 'PATCH /api/reports/:id',
    covers: ['param:id'],
    request: (id) => json('PATCH', `/api/reports/${id}`, bReport()),
    foreign: () => a.reportId,
  },
  {
    route: 'POST /api/reports/draft',
    covers: ['body:id'],
    request: (id) => json('POST', '/api/reports/draft', { ...bReport(), status: 'draft', id }),
    foreign: () => a.reportId,
  },
  {
    route: 'POST /api/reports/draft',
    covers: ['body:patientId'],
    request: (id) => json('POST', '/api/reports/draft', { ...bReport(), status: 'draft', patientId: id }),
    foreign: () => a.patientId,
  },
  {
    route: 'POST /api/reports/draft',
    covers: ['body:studyId'],
    request: (id) => json('POST', '/api/reports/draft', { ...bReport(), status: 'draft', studyId: id }),
    foreign: () => a.studyId,
  },
  {
    route: 'POST /api/reports/draft',
    covers: ['body:doctorId'],
    request: (id) => json('POST', '/api/reports/draft', { ...bReport(), status: 'draft', doctorId: id }),
    foreign: () => a.doctorId,
  },
  {
    route: 'POST /api/reports',
    covers: ['body:patientId'],
    request: (id) => json('POST', '/api/reports', { ...bReport(), patientId: id }),
    foreign: () => a.patientId,
  },
  {
    route: 'POST /api/reports',
    covers: ['body:studyId'],
    request: (id) => json('POST', '/api/reports', { ...bReport(), studyId: id }),
    foreign: () => a.studyId,
  },
  {
    route: 'POST /api/reports',
    covers: ['body:doctorId'],
    request: (id) => json('POST', '/api/reports', { ...bReport(), doctorId: id }),
    foreign: () => a.doctorId,
  },
  {
    route: 'PUT /api/reports/:id',
    covers: ['body:patientId', 'body:studyId', 'body:doctorId'],
    request: (id) => json('PUT', `/api/reports/${b.reportId}`, { ...bReport(), patientId: id }),
    foreign: () => a.patientId,
  },
  {
    route: 'PATCH /api/reports/:id',
    covers: ['body:patientId', 'body:studyId', 'body:doctorId'],
    request: (id) => json('PATCH', `/api/reports/${b.reportId}`, { ...bReport(), studyId: id }),
    foreign: () => a.studyId,
    ignoresId: true,
  },
  {
    route: 'GET /api/reports',
    covers: ['query:patientId'],
    request: (id) => json('GET', `/api/reports?patientId=${id}`),
    foreign: () => a.patientId,
  },
  {
    route: 'GET /api/pcpndt-forms/:id',
    covers: ['param:id'],
    request: (id) => json('GET', `/api/pcpndt-forms/${id}`),
    foreign: () => a.formId,
  },
  {
    route: 'GET /api/pcpndt-forms/:id/pdf',
    covers: ['param:id'],
    request: (id) => json('GET', `/api/pcpndt-forms/${id}/pdf`),
    foreign: () => a.formId,
  },
  {
    route: 'GET /api/pcpndt-forms/:id/amendments',
    covers: ['param:id'],
    request: (id) => json('GET', `/api/pcpndt-forms/${id}/amendments`),
    foreign: () => a.formId,
  },
  {
    route: 'PUT /api/pcpndt-forms/:id',
    covers: ['param:id'],
    request: (id) => json('PUT', `/api/pcpndt-forms/${id}`, { findings: 'Changed by another clinic' }),
    foreign: () => a.formId,
  },
  {
    route: 'POST /api/pcpndt-forms/:id/submit',
    covers: ['param:id'],
    request: (id) => json('POST', `/api/pcpndt-forms/${id}/submit`),
    foreign: () => a.formId,
  },
  {
    route: 'POST /api/pcpndt-forms/:id/printed',
    covers: ['param:id'],
    request: (id) => json('POST', `/api/pcpndt-forms/${id}/printed`),
    foreign: () => a.formId,
  },
  {
    route: 'GET /api/pcpndt-forms',
    covers: ['query:patientId'],
    request: (id) => json('GET', `/api/pcpndt-forms?patientId=${id}`),
    foreign: () => a.patientId,
  },
  {
    route: 'GET /api/pcpndt-forms',
    covers: ['query:reportId'],
    request: (id) => json('GET', `/api/pcpndt-forms?reportId=${id}`),
    foreign: () => a.reportId,
  },
  {
    route: 'GET /api/payments/:id',
    covers: ['param:id'],
    request: (id) => json('GET', `/api/payments/${id}`),
    foreign: () => a.paymentId,
  },
  {
    route: 'GET /api/payments/:id/pdf',
    covers: ['param:id'],
    request: (id) => json('GET', `/api/payments/${id}/pdf`),
    foreign: () => a.paymentId,
  },
  {
    route: 'GET /api/payments',
    covers: ['query:patientId'],
    request: (id) => json('GET', `/api/payments?patientId=${id}`),
    foreign: () => a.patientId,
  },
  {
    route: 'POST /api/payments',
    covers: ['body:patientId'],
    request: (id) =>
      json('POST', '/api/payments', { patientId: id, amount: 100, paymentMethod: 'cash', paymentDate: '2026-01-02' }),
    foreign: () => a.patientId,
  },
  {
    route: 'POST /api/payments',
    covers: ['body:reportId'],
    request: (id) =>
      json('POST', '/api/payments', {
        patientId: b.patientId,
        reportId: id,
        amount: 100,
        paymentMethod: 'cash',
        paymentDate: '2026-01-02',
      }),
    foreign: () => a.reportId,
  },
  {
    route: 'PATCH /api/studies/:id',
    covers: ['param:id'],
    request: (id) => json('PATCH', `/api/studies/${id}`, { status: 'cancelled' }),
    foreign: () => a.studyId,
  },
  {
    route: 'POST /api/studies',
    covers: ['body:patientId'],
    request: (id) =>
      json('POST', '/api/studies', { patientId: id, studyType: 'abdominal', scheduledDate: new Date().toISOString() }),
    foreign: () => a.patientId,
  },
  {
    route: 'GET /api/billing/invoices/:id',
    covers: ['param:id'],
    request: (id) => json('GET', `/api/billing/invoices/${id}`),
    foreign: () => aInvoiceId,
  },
  {
    route: 'GET /api/billing/invoices/:id/pdf',
    covers: ['param:id'],
    request: (id) => json('GET', `/api/billing/invoices/${id}/pdf`),
    foreign: () => aInvoiceId,
  },
  {
    route: 'POST /api/subscription/verify-payment',
    covers: ['body:orderId'],
    request: (id) =>
      json('POST', '/api/subscription/verify-payment', { ...checkoutResult(id, 'pay_cross'), planId: 'professional' }),
    foreign: () => aOrderId,
  },
  {
    route: 'POST /api/subscription/simulated-checkout/pay',
    covers: ['body:orderId'],
    request: (id) => json('POST', '/api/subscription/simulated-checkout/pay', { orderId: id }),
    foreign: () => aOrderId,
  },
  {
    route: 'GET /api/pcpndt-forms/:id/attachments',
    covers: ['param:id'],
    request: (id) => json('GET', `/api/pcpndt-forms/${id}/attachments`),
    foreign: () => a.formId,
  },
  {
    route: 'POST /api/pcpndt-forms/:id/attachments',
    covers: ['param:id'],
    request: (id) => ({
      method: 'POST',
      url: `/api/pcpndt-forms/${id}/attachments?kind=referral_slip&fileName=slip.png`,
      headers: { 'content-type': 'application/octet-stream' },
      payload: makePng(20, 20),
    }),
    foreign: () => a.formId,
  },
  {
    route: 'GET /api/pcpndt-forms/:id/attachments/:attachmentId',
    covers: ['param:id'],
    request: (id) => json('GET', `/api/pcpndt-forms/${id}/attachments/${aAttachmentId}`),
    foreign: () => a.formId,
  },
  {
    route: 'GET /api/pcpndt-forms/:id/attachments/:attachmentId',
    covers: ['param:attachmentId'],
    request: (id) => json('GET', `/api/pcpndt-forms/${b.formId}/attachments/${id}`),
    foreign: () => aAttachmentId,
  },
  {
    route: 'DELETE /api/pcpndt-forms/:id/attachments/:attachmentId',
    covers: ['param:id'],
    request: (id) => json('DELETE', `/api/pcpndt-forms/${id}/attachments/${aAttachmentId}`),
    foreign: () => a.formId,
  },
  {
    route: 'DELETE /api/pcpndt-forms/:id/attachments/:attachmentId',
    covers: ['param:attachmentId'],
    request: (id) => json('DELETE', `/api/pcpndt-forms/${b.formId}/attachments/${id}`),
    foreign: () => aAttachmentId,
  },
  {
    route: 'GET /api/pcpndt-forms/:id/edits',
    covers: ['param:id'],
    request: (id) => json('GET', `/api/pcpndt-forms/${id}/edits`),
    foreign: () => a.formId,
  },
  {
    route: 'PUT /api/pcpndt-forms/:id',
    covers: ['body:doctorId'],
    request: (id) => json('PUT', `/api/pcpndt-forms/${b.formId}`, { doctorId: id }),
    foreign: () => a.doctorId,
  },
  {
    route: 'POST /api/subscription/cancel-order',
    covers: ['body:orderId'],
    request: (id) => json('POST', '/api/subscription/cancel-order', { orderId: id }),
    foreign: () => aOrderId,
  },
  {
    route: 'DELETE /api/auth/sessions/:id',
    covers: ['param:id'],
    request: (id) => json('DELETE', `/api/auth/sessions/${id}`),
    foreign: () => aSessionId,
  },
  {
    route: 'GET /api/audit-events.csv',
    covers: ['query:userId'],
    request: (id) => json('GET', `/api/audit-events.csv?userId=${id}`),
    foreign: () => aUserId,
  },
  {
    route: 'POST /api/team/invitations',
    covers: ['body:doctorId'],
    request: (id) =>
      json('POST', '/api/team/invitations', {
        email: `dr-${randomUUID()}@example.in`,
        firstName: 'Ravi',
        lastName: 'Menon',
        role: 'doctor',
        doctorId: id,
      }),
    foreign: () => a.doctorId,
  },
  {
    route: 'POST /api/team/invitations/:id/resend',
    covers: ['param:id'],
    request: (id) => json('POST', `/api/team/invitations/${id}/resend`),
    foreign: () => aInvitationId,
  },
  {
    route: 'DELETE /api/team/invitations/:id',
    covers: ['param:id'],
    request: (id) => json('DELETE', `/api/team/invitations/${id}`),
    foreign: () => aInvitationId,
  },
  {
    route: 'GET /api/templates/:id',
    covers: ['param:id'],
    request: (id) => json('GET', `/api/templates/${id}`),
    foreign: () => aTemplateId,
  },
  {
    route: 'PUT /api/templates/:id',
    covers: ['param:id'],
    request: (id) => json('PUT', `/api/templates/${id}`, buildCustomTemplate({ name: 'Intruder' })),
    foreign: () => aTemplateId,
  },
  ...(['POST /api/reports', 'POST /api/reports/draft', 'PUT /api/reports/:id', 'PATCH /api/reports/:id'] as const).map(
    (route): Case => {
      const [method, url] = route.split(' ') as [InjectOptions['method'], string];
      return {
        route,
        covers: ['body:templateId'],
        request: (id) =>
          json(method, url.replace(':id', b.reportId), { ...buildReport(b.patientId, 'abdominal'), templateId: id }),
        foreign: () => aTemplateId,
      };
    },
  ),
  {
    route: 'PATCH /api/team/members/:userId',
    covers: ['param:userId'],
    request: (id) => json('PATCH', `/api/team/members/${id}`, { role: 'receptionist' }),
    foreign: () => aUserId,
  },
  {
    route: 'GET /api/centres/:id',
    covers: ['param:id'],
    request: (id) => json('GET', `/api/centres/${id}`),
    foreign: () => aClinicId,
  },
  {
    route: 'PUT /api/centres/:id',
    covers: ['param:id'],
    request: (id) => json('PUT', `/api/centres/${id}`, { name: 'Taken over' }),
    foreign: () => aClinicId,
  },
  {
    route: 'POST /api/centres/:id/members',
    covers: ['param:id'],
    request: (id) => json('POST', `/api/centres/${id}/members`, { userId: bUserId, role: 'receptionist' }),
    foreign: () => aClinicId,
  },
  {
    route: 'POST /api/centres/:id/members',
    covers: ['body:userId'],
    request: (id) => json('POST', `/api/centres/${bClinicId}/members`, { userId: id, role: 'receptionist' }),
    foreign: () => aUserId,
  },
  {
    route: 'POST /api/auth/switch-centre',
    covers: ['body:centreId'],
    request: (id) => json('POST', '/api/auth/switch-centre', { centreId: id }),
    foreign: () => aClinicId,
  },
];

/** Every row a clinic owns in the tables an id-taking route can touch, as JSON. */
async function snapshot(clinicId: string): Promise<string> {
  const clinicIds = [clinicId];
  const db = t.handle.db;
  return JSON.stringify({
    clinics: await db.select().from(clinics).where(inArray(clinics.id, clinicIds)).orderBy(asc(clinics.id)),
    patients: await db.select().from(patients).where(inArray(patients.clinicId, clinicIds)).orderBy(asc(patients.id)),
    reports: await db.select().from(reports).where(inArray(reports.clinicId, clinicIds)).orderBy(asc(reports.id)),
    deliveries: await db
      .select()
      .from(reportDeliveries)
      .where(inArray(reportDeliveries.clinicId, clinicIds))
      .orderBy(asc(reportDeliveries.id)),
    versions: await db
      .select()
      .from(reportVersions)
      .where(inArray(reportVersions.clinicId, clinicIds))
      .orderBy(asc(reportVersions.id)),
    studies: await db.select().from(studies).where(inArray(studies.clinicId, clinicIds)).orderBy(asc(studies.id)),
    payments: await db.select().from(payments).where(inArray(payments.clinicId, clinicIds)).orderBy(asc(payments.id)),
    forms: await db
      .select()
      .from(pcpndtForms)
      .where(inArray(pcpndtForms.clinicId, clinicIds))
      .orderBy(asc(pcpndtForms.id)),
    amendments: await db
      .select()
      .from(pcpndtFormAmendments)
      .where(inArray(pcpndtFormAmendments.clinicId, clinicIds))
      .orderBy(asc(pcpndtFormAmendments.id)),
    doctors: await db.select().from(doctors).where(inArray(doctors.clinicId, clinicIds)).orderBy(asc(doctors.id)),
    memberships: await db
      .select()
      .from(memberships)
      .where(inArray(memberships.clinicId, clinicIds))
      .orderBy(asc(memberships.id)),
    invitations: await db
      .select()
      .from(invitations)
      .where(inArray(invitations.clinicId, clinicIds))
      .orderBy(asc(invitations.id)),
    billing: await db
      .select()
      .from(billingTransactions)
      .where(inArray(billingTransactions.clinicId, clinicIds))
      .orderBy(asc(billingTransactions.id)),
    subscriptions: await db
      .select()
      .from(subscriptions)
      .where(inArray(subscriptions.clinicId, clinicIds))
      .orderBy(asc(subscriptions.id)),
    templates: await db
      .select()
      .from(reportTemplates)
      .where(inArray(reportTemplates.clinicId, clinicIds))
      .orderBy(asc(reportTemplates.id)),
    templateVersions: await db
      .select()
      .from(reportTemplateVersions)
      .where(inArray(reportTemplateVersions.clinicId, clinicIds))
      .orderBy(asc(reportTemplateVersions.id)),
  });
}

/**
 * Runs every case as B. `differing` names cases where B may legitimately answer otherwise than
 * for a random id (centres of one organisation share people and billing), each checked instead
 * by its own expectation.
 */
async function checkCases(
  headers: Record<string, string>,
  differing: Record<string, (foreign: { statusCode: number }, random: { statusCode: number }) => string | null> = {},
): Promise<string[]> {
  const failures: string[] = [];
  for (const c of CASES) {
    const label = `${c.route} [${c.covers.join(', ')}]`;
    const random = await t.app.inject({ ...c.request(randomUUID()), headers });
    const [aBefore, bBefore] = [await snapshot(aClinicId), await snapshot(bClinicId)];
    const foreign = await t.app.inject({ ...c.request(c.foreign()), headers });
    const [aAfter, bAfter] = [await snapshot(aClinicId), await snapshot(bClinicId)];
    if (aAfter !== aBefore) failures.push(`${label}: clinic A's rows changed`);
    const own = differing[label];
    if (own) {
      const problem = own(foreign, random);
      if (problem) failures.push(`${label}: ${problem}`);
      continue;
    }
    // An accepted update answers with the row's new version, so there only the status can match.
    const sameBody = c.ignoresId || foreign.body === random.body;
    if (foreign.statusCode !== random.statusCode || !sameBody) {
      failures.push(
        `${label}: foreign ${foreign.statusCode} ${foreign.body.slice(0, 120)} vs random ${random.statusCode} ${random.body.slice(0, 120)}`,
      );
    }
    if (c.covers.some((input) => input.startsWith('param:')) && foreign.statusCode !== 404) {
      failures.push(`${label}: a foreign path id must be 404, got ${foreign.statusCode}`);
    }
    if (!c.ignoresId && bAfter !== bBefore) failures.push(`${label}: clinic B's rows changed`);
    if (bAfter.includes(c.foreign())) failures.push(`${label}: clinic B's rows now hold A's id`);
  }
  return failures;
}

describe('cross-clinic ids on every route of the route table', () => {
  it('every id a route takes has a cross-clinic case here (a new id-taking route must add one)', () => {
    const covered = new Set(CASES.flatMap((c) => c.covers.map((input) => `${c.route} ${input}`)));
    const missing = recorder
      .routes()
      .flatMap((route) => idInputs(route).map((input) => `${route.key} ${input}`))
      .filter((input) => !covered.has(input) && !(input in NOT_TENANT_IDS));
    expect(
      missing,
      'id-taking route inputs without a cross-clinic case in tests/api/cross-clinic-routes.test.ts',
    ).toEqual([]);
    const known = new Set(recorder.routes().map((route) => route.key));
    expect(CASES.filter((c) => !known.has(c.route)).map((c) => c.route)).toEqual([]);
  });

  it('answers another clinic’s id exactly like a random id (404 in a path) and changes nothing', {
    timeout: 120_000,
  }, async () => {
    const failures = await checkCases(bearer(b.clinic.token));
    expect(failures).toEqual([]);
    // The ids were real: the same requests by their owner do not 404.
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/patients/${a.patientId}`,
      headers: bearer(a.clinic.token),
    });
    expect(own.statusCode).toBe(200);
  });
});

describe('the same table between two centres of one organisation (issue 18)', () => {
  /**
   * B is now the administrator (a signing doctor) of a second centre of A's organisation, with no
   * membership in A's centre: A's records must look exactly as absent as another clinic's.
   */
  beforeAll(async () => {
    await buyPlan(t.app, a.clinic.token, 'enterprise');
    const centre = await t.app.inject({
      method: 'POST',
      url: '/api/centres',
      headers: bearer(a.clinic.token),
      payload: buildCentre(),
    });
    await switchCentre(t.app, a.clinic.token, centre.json().id);
    const member = await addMember(t.app, t.mailer.sent, a.clinic.token, 'admin', {
      doctor: { registrationNumber: 'KMC-CROSS1', qualification: 'MD' },
    });
    await switchCentre(t.app, a.clinic.token, aClinicId);
    b = await buildClinicWorld(t.app, { ...a.clinic, email: member.email, token: member.token });
    bClinicId = centre.json().id;
    bUserId = member.userId;
  });

  const refused = (status: number) => (foreign: { statusCode: number }, random: { statusCode: number }) =>
    foreign.statusCode === status && random.statusCode === status ? null : `expected ${status} for both`;
  /** A's administrator created B's centre and so works there too; these see A's user legitimately. */
  const sharedPerson = () => null;
  const sharedTemplate = () => null;
  const refusedVersusRandom = (status: number) => (foreign: { statusCode: number }, random: { statusCode: number }) =>
    foreign.statusCode === status && random.statusCode === 404 ? null : `expected ${status} (random 404)`;

  it('answers the other centre’s ids like random ids and changes nothing', { timeout: 120_000 }, async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/centres', headers: bearer(b.clinic.token) })).json(),
    ).toEqual([expect.objectContaining({ id: bClinicId })]);
    const failures = await checkCases(bearer(b.clinic.token), {
      // Billing is the organisation's: a centre admin who is not an organisation admin is refused it outright.
      'GET /api/billing/invoices/:id [param:id]': refused(403),
      'GET /api/billing/invoices/:id/pdf [param:id]': refused(403),
      // Managing centres is for organisation admins only.
      'GET /api/centres/:id [param:id]': refused(403),
      'PUT /api/centres/:id [param:id]': refused(403),
      'POST /api/centres/:id/members [param:id]': refused(403),
      'POST /api/centres/:id/members [body:userId]': refused(403),
      // Clinic-built templates are the organisation's: read and written with from every centre,
      // edited only from the centre that built them (tests/api/organisation-templates.test.ts).
      'GET /api/templates/:id [param:id]': sharedTemplate,
      'PUT /api/templates/:id [param:id]': refusedVersusRandom(403),
      'POST /api/reports [body:templateId]': sharedTemplate,
      'POST /api/reports/draft [body:templateId]': sharedTemplate,
      'PUT /api/reports/:id [body:templateId]': sharedTemplate,
      'PATCH /api/reports/:id [body:templateId]': sharedTemplate,
      'GET /api/audit-events.csv [query:userId]': sharedPerson,
      'PATCH /api/team/members/:userId [param:userId]': sharedPerson,
    });
    expect(failures).toEqual([]);
  });
});
