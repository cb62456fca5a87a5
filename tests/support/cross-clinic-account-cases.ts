import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { checkoutResult } from './billing-helpers.ts';
import { type CrossClinicCase, json } from './cross-clinic-record-cases.ts';
import type { CrossClinicWorld } from './cross-clinic-world.ts';
import { buildReport } from './factories.ts';
import { buildCustomTemplate } from './template-helpers.ts';
import { makePng } from './test-files.ts';

/**
 * The cases that follow the records in the route table, in its order: billing and subscription,
 * Form F attachments and edits, sessions, the audit export, team, templates and centres.
 */
export function accountCases(w: CrossClinicWorld): CrossClinicCase[] {
  return [
    {
      route: 'GET /api/billing/invoices/:id',
      covers: ['param:id'],
      request: (id) => json('GET', `/api/billing/invoices/${id}`),
      foreign: () => w.aInvoiceId,
    },
    {
      route: 'GET /api/billing/invoices/:id/pdf',
      covers: ['param:id'],
      request: (id) => json('GET', `/api/billing/invoices/${id}/pdf`),
      foreign: () => w.aInvoiceId,
    },
    {
      route: 'POST /api/subscription/verify-payment',
      covers: ['body:orderId'],
      request: (id) =>
        json('POST', '/api/subscription/verify-payment', {
          ...checkoutResult(id, 'pay_cross'),
          planId: 'professional',
        }),
      foreign: () => w.aOrderId,
    },
    {
      route: 'POST /api/subscription/simulated-checkout/pay',
      covers: ['body:orderId'],
      request: (id) => json('POST', '/api/subscription/simulated-checkout/pay', { orderId: id }),
      foreign: () => w.aOrderId,
    },
    {
      route: 'GET /api/pcpndt-forms/:id/attachments',
      covers: ['param:id'],
      request: (id) => json('GET', `/api/pcpndt-forms/${id}/attachments`),
      foreign: () => w.a.formId,
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
      foreign: () => w.a.formId,
    },
    {
      route: 'GET /api/pcpndt-forms/:id/attachments/:attachmentId',
      covers: ['param:id'],
      request: (id) => json('GET', `/api/pcpndt-forms/${id}/attachments/${w.aAttachmentId}`),
      foreign: () => w.a.formId,
    },
    {
      route: 'GET /api/pcpndt-forms/:id/attachments/:attachmentId',
      covers: ['param:attachmentId'],
      request: (id) => json('GET', `/api/pcpndt-forms/${w.b.formId}/attachments/${id}`),
      foreign: () => w.aAttachmentId,
    },
    {
      route: 'DELETE /api/pcpndt-forms/:id/attachments/:attachmentId',
      covers: ['param:id'],
      request: (id) => json('DELETE', `/api/pcpndt-forms/${id}/attachments/${w.aAttachmentId}`),
      foreign: () => w.a.formId,
    },
    {
      route: 'DELETE /api/pcpndt-forms/:id/attachments/:attachmentId',
      covers: ['param:attachmentId'],
      request: (id) => json('DELETE', `/api/pcpndt-forms/${w.b.formId}/attachments/${id}`),
      foreign: () => w.aAttachmentId,
    },
    {
      route: 'GET /api/pcpndt-forms/:id/edits',
      covers: ['param:id'],
      request: (id) => json('GET', `/api/pcpndt-forms/${id}/edits`),
      foreign: () => w.a.formId,
    },
    {
      route: 'PUT /api/pcpndt-forms/:id',
      covers: ['body:doctorId'],
      request: (id) => json('PUT', `/api/pcpndt-forms/${w.b.formId}`, { doctorId: id }),
      foreign: () => w.a.doctorId,
    },
    {
      route: 'POST /api/subscription/cancel-order',
      covers: ['body:orderId'],
      request: (id) => json('POST', '/api/subscription/cancel-order', { orderId: id }),
      foreign: () => w.aOrderId,
    },
    {
      route: 'DELETE /api/auth/sessions/:id',
      covers: ['param:id'],
      request: (id) => json('DELETE', `/api/auth/sessions/${id}`),
      foreign: () => w.aSessionId,
    },
    {
      route: 'GET /api/audit-events.csv',
      covers: ['query:userId'],
      request: (id) => json('GET', `/api/audit-events.csv?userId=${id}`),
      foreign: () => w.aUserId,
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
      foreign: () => w.a.doctorId,
    },
    {
      route: 'POST /api/team/invitations/:id/resend',
      covers: ['param:id'],
      request: (id) => json('POST', `/api/team/invitations/${id}/resend`),
      foreign: () => w.aInvitationId,
    },
    {
      route: 'DELETE /api/team/invitations/:id',
      covers: ['param:id'],
      request: (id) => json('DELETE', `/api/team/invitations/${id}`),
      foreign: () => w.aInvitationId,
    },
    {
      route: 'GET /api/templates/:id',
      covers: ['param:id'],
      request: (id) => json('GET', `/api/templates/${id}`),
      foreign: () => w.aTemplateId,
    },
    {
      route: 'PUT /api/templates/:id',
      covers: ['param:id'],
      request: (id) => json('PUT', `/api/templates/${id}`, buildCustomTemplate({ name: 'Intruder' })),
      foreign: () => w.aTemplateId,
    },
    ...(
      [
        'POST /api/reports',
        'POST /api/reports/draft',
        'PUT /api/reports/:id',
        'PATCH /api/reports/:id',
        'POST /api/reports/:id/finalize',
        'POST /api/reports/:id/amend',
      ] as const
    ).map((route): CrossClinicCase => {
      const [method, url] = route.split(' ') as [InjectOptions['method'], string];
      return {
        route,
        covers: ['body:templateId'],
        request: (id) =>
          json(method, url.replace(':id', w.b.reportId), {
            ...buildReport(w.b.patientId, 'abdominal'),
            templateId: id,
          }),
        foreign: () => w.aTemplateId,
      };
    }),
    // Issue 35 item 2: another clinic's template is not found for B's doctor, as a random id.
    {
      route: 'GET /api/phrase-suggestions',
      covers: ['query:templateId'],
      request: (id) => json('GET', `/api/phrase-suggestions?templateId=${id}&section=impression`),
      foreign: () => w.aTemplateId,
    },
    ...(['forget', 'remember'] as const).map(
      (action): CrossClinicCase => ({
        route: `POST /api/phrase-suggestions/${action}`,
        covers: ['body:templateId'],
        request: (id) =>
          json('POST', `/api/phrase-suggestions/${action}`, {
            templateId: id,
            section: 'impression',
            phrase: 'Liver is normal.',
          }),
        foreign: () => w.aTemplateId,
      }),
    ),
    {
      route: 'PATCH /api/team/members/:userId',
      covers: ['param:userId'],
      request: (id) => json('PATCH', `/api/team/members/${id}`, { role: 'receptionist' }),
      foreign: () => w.aUserId,
    },
    {
      // B's administrator asks to sign as A's doctor record.
      route: 'PATCH /api/team/members/:userId',
      covers: ['body:doctorId'],
      request: (id) => json('PATCH', `/api/team/members/${w.bUserId}`, { doctorId: id }),
      foreign: () => w.a.doctorId,
    },
    {
      route: 'GET /api/centres/:id',
      covers: ['param:id'],
      request: (id) => json('GET', `/api/centres/${id}`),
      foreign: () => w.aClinicId,
    },
    {
      route: 'PUT /api/centres/:id',
      covers: ['param:id'],
      request: (id) => json('PUT', `/api/centres/${id}`, { name: 'Taken over' }),
      foreign: () => w.aClinicId,
    },
    {
      route: 'POST /api/centres/:id/members',
      covers: ['param:id'],
      request: (id) => json('POST', `/api/centres/${id}/members`, { userId: w.bUserId, role: 'receptionist' }),
      foreign: () => w.aClinicId,
    },
    {
      route: 'POST /api/centres/:id/members',
      covers: ['body:userId'],
      request: (id) => json('POST', `/api/centres/${w.bClinicId}/members`, { userId: id, role: 'receptionist' }),
      foreign: () => w.aUserId,
    },
    {
      route: 'POST /api/auth/switch-centre',
      covers: ['body:centreId'],
      request: (id) => json('POST', '/api/auth/switch-centre', { centreId: id }),
      foreign: () => w.aClinicId,
    },
  ];
}
