import type { InjectOptions } from 'fastify';
import type { CrossClinicCase } from './cross-clinic-record-cases.ts';
import { json } from './cross-clinic-record-cases.ts';
import type { CrossClinicWorld } from './cross-clinic-world.ts';
import { buildReport } from './factories.ts';

/** Issue 29 §4: the centre's registered machines and sonologists, and the machine a report names. */
export function registrationCases(w: CrossClinicWorld): CrossClinicCase[] {
  const reportRoutes = [
    'POST /api/reports',
    'POST /api/reports/draft',
    'PUT /api/reports/:id',
    'PATCH /api/reports/:id',
    'POST /api/reports/:id/finalize',
    'POST /api/reports/:id/amend',
  ] as const;
  return [
    {
      route: 'DELETE /api/pcpndt-registration/machines/:id',
      covers: ['param:id'],
      request: (id) => json('DELETE', `/api/pcpndt-registration/machines/${id}`),
      foreign: () => w.aMachineId,
    },
    {
      route: 'POST /api/pcpndt-registration/sonologists',
      covers: ['body:doctorId'],
      request: (id) => json('POST', '/api/pcpndt-registration/sonologists', { doctorId: id }),
      foreign: () => w.a.doctorId,
    },
    {
      route: 'DELETE /api/pcpndt-registration/sonologists/:doctorId',
      covers: ['param:doctorId'],
      request: (id) => json('DELETE', `/api/pcpndt-registration/sonologists/${id}`),
      foreign: () => w.a.doctorId,
    },
    {
      route: 'GET /api/pcpndt-registration/reports/:id/print-facts',
      covers: ['param:id'],
      request: (id) => json('GET', `/api/pcpndt-registration/reports/${id}/print-facts`),
      foreign: () => w.a.reportId,
    },
    ...reportRoutes.map((route): CrossClinicCase => {
      const [method, url] = route.split(' ') as [InjectOptions['method'], string];
      return {
        route,
        covers: ['body:machineId'],
        request: (id) =>
          json(method, url.replace(':id', w.b.reportId), { ...buildReport(w.b.patientId, 'abdominal'), machineId: id }),
        foreign: () => w.aMachineId,
      };
    }),
  ];
}
