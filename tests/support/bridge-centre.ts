import { expect } from 'vitest';
import { addScanner, uniqueAeTitle } from './dicom-peers.ts';
import { bearer, registerPatient, signUpTrialClinic } from './factories.ts';
import type { TestApp } from './test-app.ts';

/** A centre with a scanner, its bridge token and a patient (first name `name`) booked for today. */
export async function bridgeCentre(t: TestApp, name: string) {
  const clinic = await signUpTrialClinic(t.app);
  const ae = uniqueAeTitle('BRG');
  const scanner = await addScanner(t.app, clinic.token, { name: 'Voluson E8', aeTitle: ae });
  const made = await t.app.inject({
    method: 'POST',
    url: `/api/scanners/${scanner.id}/bridge-token`,
    headers: bearer(clinic.token),
  });
  expect(made.statusCode).toBe(201);
  const patient = await registerPatient(t.app, clinic.token, {
    firstName: name,
    phone: `97${Date.now() % 1e8}`.padEnd(10, '3'),
  });
  const booked = await t.app.inject({
    method: 'POST',
    url: '/api/studies',
    headers: bearer(clinic.token),
    payload: {
      patientId: patient.id,
      studyType: 'obstetric',
      scheduledDate: new Date(Date.now() + 10 * 60_000).toISOString(),
    },
  });
  expect(booked.statusCode).toBe(201);
  const study = booked.json() as { id: string; studyId: string };
  return { clinic, ae, scanner, bridgeToken: (made.json() as { token: string }).token, study };
}
