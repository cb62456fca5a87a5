import { type CrossClinicCase, json } from './cross-clinic-record-cases.ts';
import type { CrossClinicWorld } from './cross-clinic-world.ts';
import { makePng } from './test-files.ts';

/** Scanners and what they sent (issue 32): clinic B names clinic A's scanner, study and report. */
export function dicomCases(w: CrossClinicWorld): CrossClinicCase[] {
  return [
    {
      route: 'PATCH /api/scanners/:id',
      covers: ['param:id'],
      request: (id) => json('PATCH', `/api/scanners/${id}`, { name: 'Intruder' }),
      foreign: () => w.aScannerId,
    },
    {
      route: 'POST /api/scanners/:id/bridge-token',
      covers: ['param:id'],
      request: (id) => json('POST', `/api/scanners/${id}/bridge-token`),
      foreign: () => w.aScannerId,
    },
    {
      route: 'GET /api/studies/:id/measurements',
      covers: ['param:id'],
      request: (id) => json('GET', `/api/studies/${id}/measurements`),
      foreign: () => w.a.studyId,
    },
    {
      route: 'GET /api/studies/:id/images',
      covers: ['param:id'],
      request: (id) => json('GET', `/api/studies/${id}/images`),
      foreign: () => w.a.studyId,
    },
    {
      route: 'GET /api/study-images/:id/thumbnail',
      covers: ['param:id'],
      request: (id) => json('GET', `/api/study-images/${id}/thumbnail`),
      foreign: () => w.aImageId,
    },
    {
      route: 'GET /api/study-images/:id/print',
      covers: ['param:id'],
      request: (id) => json('GET', `/api/study-images/${id}/print`),
      foreign: () => w.aImageId,
    },
    {
      route: 'GET /api/reports/:id/key-images',
      covers: ['param:id'],
      request: (id) => json('GET', `/api/reports/${id}/key-images`),
      foreign: () => w.a.reportId,
    },
    {
      route: 'PUT /api/reports/:id/key-images',
      covers: ['param:id'],
      request: (id) => json('PUT', `/api/reports/${id}/key-images`, { images: [] }),
      foreign: () => w.a.reportId,
    },
    {
      route: 'POST /api/studies/:id/measurement-photos',
      covers: ['param:id'],
      request: (id) => ({
        method: 'POST',
        url: `/api/studies/${id}/measurement-photos`,
        headers: { 'content-type': 'image/png' },
        payload: makePng(20, 20),
      }),
      foreign: () => w.a.studyId,
    },
    {
      route: 'GET /api/studies/:id/measurement-photos/:photoId',
      covers: ['param:id'],
      request: (id) => json('GET', `/api/studies/${id}/measurement-photos/${w.aMeasurementPhotoId}`),
      foreign: () => w.a.studyId,
    },
    {
      route: 'GET /api/studies/:id/measurement-photos/:photoId',
      covers: ['param:photoId'],
      request: (id) => json('GET', `/api/studies/${w.b.studyId}/measurement-photos/${id}`),
      foreign: () => w.aMeasurementPhotoId,
    },
  ];
}
