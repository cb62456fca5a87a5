import { type CrossClinicCase, json } from './cross-clinic-record-cases.ts';
import type { CrossClinicWorld } from './cross-clinic-world.ts';

const RANDOM_BILL = '6f1c2b9e-4a57-4e0b-9c1d-2f3a4b5c6d7e';

/** Patient billing's routes (issue 33), asked by clinic B with clinic A's ids: bills, credit notes, referrers, closings. */
export function billingCases(w: CrossClinicWorld): CrossClinicCase[] {
  return [
    ...(['GET /api/bills/:id', 'POST /api/bills/:id/approve-concession'] as const).map((key) => ({
      route: key,
      covers: ['param:id'],
      request: (id: string) => json(key.split(' ')[0] as 'GET', key.split(' ')[1]?.replace(':id', id) ?? ''),
      foreign: () => w.aBillId,
    })),
    {
      route: 'GET /api/bills/:id/pdf',
      covers: ['param:id'],
      request: (id) => json('GET', `/api/bills/${id}/pdf?paper=80mm`),
      foreign: () => w.aBillId,
    },
    {
      route: 'POST /api/bills/:id/deliveries',
      covers: ['param:id'],
      request: (id) => json('POST', `/api/bills/${id}/deliveries`, { channel: 'sms', recipient: 'patient' }),
      foreign: () => w.aBillId,
    },
    {
      route: 'GET /api/bills/:id/deliveries',
      covers: ['param:id'],
      request: (id) => json('GET', `/api/bills/${id}/deliveries`),
      foreign: () => w.aBillId,
    },
    {
      route: 'DELETE /api/bills/:id/deliveries/:deliveryId/link',
      covers: ['param:id'],
      request: (id) => json('DELETE', `/api/bills/${id}/deliveries/${w.aBillDeliveryId}/link`),
      foreign: () => w.aBillId,
    },
    {
      // B has no bill of its own here: a random one, so only the delivery's owner differs.
      route: 'DELETE /api/bills/:id/deliveries/:deliveryId/link',
      covers: ['param:deliveryId'],
      request: (id) => json('DELETE', `/api/bills/${RANDOM_BILL}/deliveries/${id}/link`),
      foreign: () => w.aBillDeliveryId,
    },
    {
      route: 'POST /api/bills/:id/payments',
      covers: ['param:id'],
      request: (id) => json('POST', `/api/bills/${id}/payments`, { parts: [{ amount: 10, paymentMethod: 'cash' }] }),
      foreign: () => w.aBillId,
    },
    {
      route: 'POST /api/bills/:id/apply-advance',
      covers: ['param:id'],
      request: (id) => json('POST', `/api/bills/${id}/apply-advance`, { amount: 10 }),
      foreign: () => w.aBillId,
    },
    {
      route: 'POST /api/bills/:id/credit-notes',
      covers: ['param:id'],
      request: (id) => json('POST', `/api/bills/${id}/credit-notes`, { amount: 10, reason: 'x' }),
      foreign: () => w.aBillId,
    },
    {
      route: 'POST /api/credit-notes/:id/approve',
      covers: ['param:id'],
      request: (id) => json('POST', `/api/credit-notes/${id}/approve`),
      foreign: () => w.aCreditNoteId,
    },
    {
      route: 'POST /api/bills/:id/refuse-concession',
      covers: ['param:id'],
      request: (id) => json('POST', `/api/bills/${id}/refuse-concession`, { reason: 'x' }),
      foreign: () => w.aBillId,
    },
    {
      route: 'POST /api/credit-notes/:id/refuse',
      covers: ['param:id'],
      request: (id) => json('POST', `/api/credit-notes/${id}/refuse`, { reason: 'x' }),
      foreign: () => w.aCreditNoteId,
    },
    {
      route: 'PUT /api/referrers/:id',
      covers: ['param:id'],
      request: (id) => json('PUT', `/api/referrers/${id}`, { name: 'Dr. Intruder' }),
      foreign: () => w.aReferrerId,
    },
    {
      route: 'POST /api/day-closings/:id/reopen',
      covers: ['param:id'],
      request: (id) => json('POST', `/api/day-closings/${id}/reopen`, { reason: 'x' }),
      foreign: () => w.aClosingId,
    },
    {
      route: 'GET /api/patients/:id/account',
      covers: ['param:id'],
      request: (id) => json('GET', `/api/patients/${id}/account`),
      foreign: () => w.a.patientId,
    },
    {
      route: 'GET /api/bills',
      covers: ['query:patientId'],
      request: (id) => json('GET', `/api/bills?patientId=${id}`),
      foreign: () => w.a.patientId,
    },
    {
      route: 'POST /api/bills',
      covers: ['body:patientId'],
      request: (id) => json('POST', '/api/bills', { patientId: id, lines: [{ feeItemId: id }] }),
      foreign: () => w.a.patientId,
    },
    {
      route: 'POST /api/bills',
      covers: ['body:referrerId'],
      request: (id) =>
        json('POST', '/api/bills', { patientId: w.b.patientId, referrerId: id, lines: [{ feeItemId: id }] }),
      foreign: () => w.aReferrerId,
    },
    // The desk's book-and-bill: the same ids as POST /api/bills, and a study booked for nobody.
    {
      route: 'POST /api/front-desk/bookings',
      covers: ['body:patientId'],
      request: (id) =>
        json('POST', '/api/front-desk/bookings', { patientId: id, lines: [{ feeItemId: id }], scheduledDate: soon() }),
      foreign: () => w.a.patientId,
    },
    {
      route: 'POST /api/front-desk/bookings',
      covers: ['body:referrerId'],
      request: (id) =>
        json('POST', '/api/front-desk/bookings', {
          patientId: w.b.patientId,
          referrerId: id,
          lines: [{ feeItemId: id }],
          scheduledDate: soon(),
        }),
      foreign: () => w.aReferrerId,
    },
  ];
}

/** A booking time the study rules accept: an hour from now. */
const soon = () => new Date(Date.now() + 3_600_000).toISOString();
