import type { InjectOptions } from 'fastify';
import { billingCases } from './cross-clinic-billing-cases.ts';
import type { CrossClinicWorld } from './cross-clinic-world.ts';
import { buildPatientEdit, buildReport } from './factories.ts';

/** One place a route takes an id, asked by clinic B with clinic A's id and with a random one. */
export interface CrossClinicCase {
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

export const json = (method: InjectOptions['method'], url: string, payload?: object): InjectOptions => ({
  method,
  url,
  ...(payload ? { payload } : {}),
});
const bReport = (w: CrossClinicWorld) => buildReport(w.b.patientId, 'obstetric_second_third_trimester');

/**
 * The cases for a clinic's records: exports, patients, reports, Form F, payments and studies.
 * They read the world when they run, so a file may change who B is between runs.
 */
export function recordCases(w: CrossClinicWorld): CrossClinicCase[] {
  return [
    {
      route: 'GET /api/exports/:id',
      covers: ['param:id'],
      request: (id) => json('GET', `/api/exports/${id}`),
      foreign: () => w.aExportId,
    },
    {
      route: 'GET /api/exports/:id/download',
      covers: ['param:id'],
      request: (id) => json('GET', `/api/exports/${id}/download`),
      foreign: () => w.aExportId,
    },
    {
      route: 'GET /api/patients/:id/export',
      covers: ['param:id'],
      request: (id) => json('GET', `/api/patients/${id}/export`),
      foreign: () => w.a.patientId,
    },
    {
      route: 'GET /api/patients/:id',
      covers: ['param:id'],
      request: (id) => json('GET', `/api/patients/${id}`),
      foreign: () => w.a.patientId,
    },
    {
      route: 'PUT /api/patients/:id',
      covers: ['param:id'],
      request: (id) => json('PUT', `/api/patients/${id}`, buildPatientEdit({ firstName: 'Intruder' })),
      foreign: () => w.a.patientId,
    },
    {
      route: 'GET /api/reports/:id',
      covers: ['param:id'],
      request: (id) => json('GET', `/api/reports/${id}`),
      foreign: () => w.a.reportId,
    },
    {
      route: 'GET /api/reports/:id/versions',
      covers: ['param:id'],
      request: (id) => json('GET', `/api/reports/${id}/versions`),
      foreign: () => w.a.reportId,
    },
    {
      route: 'GET /api/reports/:id/pdf',
      covers: ['param:id'],
      request: (id) => json('GET', `/api/reports/${id}/pdf`),
      foreign: () => w.a.reportId,
    },
    {
      route: 'POST /api/reports/:id/deliveries',
      covers: ['param:id'],
      request: (id) => json('POST', `/api/reports/${id}/deliveries`, { channel: 'sms', recipient: 'patient' }),
      foreign: () => w.a.reportId,
    },
    {
      route: 'GET /api/reports/:id/deliveries',
      covers: ['param:id'],
      request: (id) => json('GET', `/api/reports/${id}/deliveries`),
      foreign: () => w.a.reportId,
    },
    {
      route: 'DELETE /api/reports/:id/deliveries/:deliveryId/link',
      covers: ['param:id'],
      request: (id) => json('DELETE', `/api/reports/${id}/deliveries/${w.bDeliveryId}/link`),
      foreign: () => w.a.reportId,
    },
    {
      route: 'DELETE /api/reports/:id/deliveries/:deliveryId/link',
      covers: ['param:deliveryId'],
      request: (id) => json('DELETE', `/api/reports/${w.b.reportId}/deliveries/${id}/link`),
      foreign: () => w.aDeliveryId,
    },
    {
      route: 'GET /api/reports/:id/verification',
      covers: ['param:id'],
      request: (id) => json('GET', `/api/reports/${id}/verification`),
      foreign: () => w.a.reportId,
    },
    {
      route: 'POST /api/reports/:id/assist',
      covers: ['param:id'],
      request: (id) => json('POST', `/api/reports/${id}/assist`),
      foreign: () => w.a.reportId,
    },
    {
      route: 'POST /api/reports/:id/mark-pregnant',
      covers: ['param:id'],
      request: (id) => json('POST', `/api/reports/${id}/mark-pregnant`),
      foreign: () => w.a.reportId,
    },
    {
      route: 'PUT /api/reports/:id',
      covers: ['param:id'],
      request: (id) => json('PUT', `/api/reports/${id}`, bReport(w)),
      foreign: () => w.a.reportId,
    },
    {
      route: 'PATCH /api/reports/:id',
      covers: ['param:id'],
      request: (id) => json('PATCH', `/api/reports/${id}`, bReport(w)),
      foreign: () => w.a.reportId,
    },
    {
      route: 'POST /api/reports/draft',
      covers: ['body:id'],
      request: (id) => json('POST', '/api/reports/draft', { ...bReport(w), status: 'draft', id }),
      foreign: () => w.a.reportId,
    },
    {
      route: 'POST /api/reports/draft',
      covers: ['body:patientId'],
      request: (id) => json('POST', '/api/reports/draft', { ...bReport(w), status: 'draft', patientId: id }),
      foreign: () => w.a.patientId,
    },
    {
      route: 'POST /api/reports/draft',
      covers: ['body:studyId'],
      request: (id) => json('POST', '/api/reports/draft', { ...bReport(w), status: 'draft', studyId: id }),
      foreign: () => w.a.studyId,
    },
    {
      route: 'POST /api/reports/draft',
      covers: ['body:doctorId'],
      request: (id) => json('POST', '/api/reports/draft', { ...bReport(w), status: 'draft', doctorId: id }),
      foreign: () => w.a.doctorId,
    },
    {
      route: 'POST /api/reports',
      covers: ['body:patientId'],
      request: (id) => json('POST', '/api/reports', { ...bReport(w), patientId: id }),
      foreign: () => w.a.patientId,
    },
    {
      route: 'POST /api/reports',
      covers: ['body:studyId'],
      request: (id) => json('POST', '/api/reports', { ...bReport(w), studyId: id }),
      foreign: () => w.a.studyId,
    },
    {
      route: 'POST /api/reports',
      covers: ['body:doctorId'],
      request: (id) => json('POST', '/api/reports', { ...bReport(w), doctorId: id }),
      foreign: () => w.a.doctorId,
    },
    {
      route: 'PUT /api/reports/:id',
      covers: ['body:patientId', 'body:studyId', 'body:doctorId'],
      request: (id) => json('PUT', `/api/reports/${w.b.reportId}`, { ...bReport(w), patientId: id }),
      foreign: () => w.a.patientId,
    },
    {
      route: 'PATCH /api/reports/:id',
      covers: ['body:patientId', 'body:studyId', 'body:doctorId'],
      request: (id) => json('PATCH', `/api/reports/${w.b.reportId}`, { ...bReport(w), studyId: id }),
      foreign: () => w.a.studyId,
      ignoresId: true,
    },
    // The lifecycle's steps (issue 31). B's report is finalized: finalize refuses it (409) before
    // reading the body, amend reads every body id as PUT does.
    ...(['finalize', 'amend'] as const).map(
      (step): CrossClinicCase => ({
        route: `POST /api/reports/:id/${step}`,
        covers: ['param:id'],
        request: (id) => json('POST', `/api/reports/${id}/${step}`, bReport(w)),
        foreign: () => w.a.reportId,
      }),
    ),
    {
      route: 'POST /api/reports/:id/finalize',
      covers: ['body:patientId', 'body:studyId', 'body:doctorId'],
      request: (id) => json('POST', `/api/reports/${w.b.reportId}/finalize`, { ...bReport(w), patientId: id }),
      foreign: () => w.a.patientId,
    },
    {
      route: 'POST /api/reports/:id/amend',
      covers: ['body:patientId'],
      request: (id) => json('POST', `/api/reports/${w.b.reportId}/amend`, { ...bReport(w), patientId: id }),
      foreign: () => w.a.patientId,
    },
    {
      route: 'POST /api/reports/:id/amend',
      covers: ['body:doctorId'],
      request: (id) => json('POST', `/api/reports/${w.b.reportId}/amend`, { ...bReport(w), doctorId: id }),
      foreign: () => w.a.doctorId,
    },
    {
      route: 'POST /api/reports/:id/amend',
      covers: ['body:studyId'],
      request: (id) => json('POST', `/api/reports/${w.b.reportId}/amend`, { ...bReport(w), studyId: id }),
      foreign: () => w.a.studyId,
      ignoresId: true,
    },
    {
      route: 'GET /api/reports',
      covers: ['query:patientId'],
      request: (id) => json('GET', `/api/reports?patientId=${id}`),
      foreign: () => w.a.patientId,
    },
    {
      route: 'GET /api/pcpndt-forms/:id',
      covers: ['param:id'],
      request: (id) => json('GET', `/api/pcpndt-forms/${id}`),
      foreign: () => w.a.formId,
    },
    {
      route: 'GET /api/pcpndt-forms/:id/pdf',
      covers: ['param:id'],
      request: (id) => json('GET', `/api/pcpndt-forms/${id}/pdf`),
      foreign: () => w.a.formId,
    },
    {
      route: 'GET /api/pcpndt-forms/:id/form-g/pdf',
      covers: ['param:id'],
      request: (id) => json('GET', `/api/pcpndt-forms/${id}/form-g/pdf`),
      foreign: () => w.a.formId,
    },
    {
      route: 'GET /api/pcpndt-forms/:id/amendments',
      covers: ['param:id'],
      request: (id) => json('GET', `/api/pcpndt-forms/${id}/amendments`),
      foreign: () => w.a.formId,
    },
    {
      route: 'PUT /api/pcpndt-forms/:id',
      covers: ['param:id'],
      request: (id) => json('PUT', `/api/pcpndt-forms/${id}`, { findings: 'Changed by another clinic' }),
      foreign: () => w.a.formId,
    },
    {
      route: 'POST /api/pcpndt-forms/:id/submit',
      covers: ['param:id'],
      request: (id) => json('POST', `/api/pcpndt-forms/${id}/submit`),
      foreign: () => w.a.formId,
    },
    {
      route: 'POST /api/pcpndt-forms/:id/sign',
      covers: ['param:id'],
      request: (id) => json('POST', `/api/pcpndt-forms/${id}/sign`, {}),
      foreign: () => w.a.formId,
    },
    {
      route: 'POST /api/pcpndt-forms/:id/printed',
      covers: ['param:id'],
      request: (id) => json('POST', `/api/pcpndt-forms/${id}/printed`),
      foreign: () => w.a.formId,
    },
    {
      route: 'GET /api/pcpndt-forms',
      covers: ['query:patientId'],
      request: (id) => json('GET', `/api/pcpndt-forms?patientId=${id}`),
      foreign: () => w.a.patientId,
    },
    {
      route: 'GET /api/pcpndt-forms',
      covers: ['query:reportId'],
      request: (id) => json('GET', `/api/pcpndt-forms?reportId=${id}`),
      foreign: () => w.a.reportId,
    },
    {
      route: 'GET /api/payments/:id',
      covers: ['param:id'],
      request: (id) => json('GET', `/api/payments/${id}`),
      foreign: () => w.a.paymentId,
    },
    {
      route: 'GET /api/payments/:id/pdf',
      covers: ['param:id'],
      request: (id) => json('GET', `/api/payments/${id}/pdf`),
      foreign: () => w.a.paymentId,
    },
    {
      route: 'GET /api/payments',
      covers: ['query:patientId'],
      request: (id) => json('GET', `/api/payments?patientId=${id}`),
      foreign: () => w.a.patientId,
    },
    {
      route: 'POST /api/payments',
      covers: ['body:patientId'],
      request: (id) =>
        json('POST', '/api/payments', { patientId: id, amount: 100, paymentMethod: 'cash', paymentDate: '2026-01-02' }),
      foreign: () => w.a.patientId,
    },
    {
      route: 'POST /api/payments',
      covers: ['body:reportId'],
      request: (id) =>
        json('POST', '/api/payments', {
          patientId: w.b.patientId,
          reportId: id,
          amount: 100,
          paymentMethod: 'cash',
          paymentDate: '2026-01-02',
        }),
      foreign: () => w.a.reportId,
    },
    // Patient billing (issue 33): its own file.
    ...billingCases(w),
    {
      route: 'PATCH /api/studies/:id',
      covers: ['param:id'],
      request: (id) => json('PATCH', `/api/studies/${id}`, { status: 'cancelled' }),
      foreign: () => w.a.studyId,
    },
    {
      route: 'POST /api/studies',
      covers: ['body:patientId'],
      request: (id) =>
        json('POST', '/api/studies', {
          patientId: id,
          studyType: 'abdominal',
          scheduledDate: new Date().toISOString(),
        }),
      foreign: () => w.a.patientId,
    },
  ];
}

/**
 * Decision 024: another organisation's patient is never linkable, exactly like a random id. Run
 * last: between two centres of one organisation the reuse succeeds and B's new row names A's
 * patient as her person, which every later case would read as "B's rows now hold A's id".
 */
export function organisationPatientCases(w: CrossClinicWorld): CrossClinicCase[] {
  return [
    {
      route: 'POST /api/organisation-patients/:id/reuse',
      covers: ['param:id'],
      request: (id) => json('POST', `/api/organisation-patients/${id}/reuse`, { consent: true }),
      foreign: () => w.a.patientId,
    },
  ];
}
