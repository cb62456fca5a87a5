import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { buyPlan } from './billing-helpers.ts';
import { addScanner, uniqueAeTitle } from './dicom-peers.ts';
import { bearer, registerPatient, type SignedUpClinic, signUpTrialClinic } from './factories.ts';
import type { TestApp } from './test-app.ts';

type Injected = Awaited<ReturnType<FastifyInstance['inject']>>;

/** A request as a member of the clinic: `token` (another member's) overrides the admin's. */
export type ClinicApi = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  token?: string,
) => Promise<Injected>;

/** Requests to `app` with the session `clinicToken`; a payload only when one is given. */
export function clinicApi(app: FastifyInstance, clinicToken: string): ClinicApi {
  return (method, url, payload, token = clinicToken) =>
    app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
}

/** A phone number no other patient of the run has (patients are matched by phone within a clinic). */
export const freshPatientPhone = (prefix: string, fill: string) => `${prefix}${Date.now() % 1e8}`.padEnd(10, fill);

export interface ScannerClinicOptions {
  /** The start of the scanner's AE title; the rest is random, as titles are unique across clinics. */
  aePrefix: string;
  scannerName: string;
  /** The patient's fields beyond the defaults of registerPatient (say her phone). */
  patient?: Record<string, unknown>;
  studyType?: string;
  /** When the study is booked; the app clock's now unless given. */
  scheduledDate?: string;
  /** A plan bought before the scanner is added (the trial otherwise). */
  plan?: string;
}

export interface ScannerClinic {
  clinic: SignedUpClinic;
  ae: string;
  scanner: { id: string; aeTitle: string };
  patient: { id: string };
  /** The booked study: its UUID and its code, the accession number the scanner sends back. */
  study: { id: string; studyId: string };
  api: ClinicApi;
}

/** A trial clinic (or one on `plan`) with one scanner under a fresh AE title starting `aePrefix`. */
export async function clinicWithScanner(
  t: TestApp,
  options: Pick<ScannerClinicOptions, 'aePrefix' | 'scannerName' | 'plan'>,
): Promise<Pick<ScannerClinic, 'clinic' | 'ae' | 'scanner' | 'api'>> {
  const clinic = await signUpTrialClinic(t.app);
  if (options.plan) await buyPlan(t.app, clinic.token, options.plan);
  const ae = uniqueAeTitle(options.aePrefix);
  const scanner = await addScanner(t.app, clinic.token, { name: options.scannerName, aeTitle: ae });
  return { clinic, ae, scanner, api: clinicApi(t.app, clinic.token) };
}

/**
 * What most scanner tests start from: clinicWithScanner, one patient, and a study booked for
 * her, whose accession number (the study code) the scanner's objects then carry.
 */
export async function clinicWithScannerAndStudy(t: TestApp, options: ScannerClinicOptions): Promise<ScannerClinic> {
  const { clinic, ae, scanner, api } = await clinicWithScanner(t, options);
  const patient = await registerPatient(t.app, clinic.token, options.patient);
  const booked = await api('POST', '/api/studies', {
    patientId: patient.id,
    studyType: options.studyType ?? 'obstetric',
    scheduledDate: options.scheduledDate ?? t.clock.now().toISOString(),
  });
  expect(booked.statusCode, booked.body).toBe(201);
  return { clinic, ae, scanner, patient, study: booked.json() as ScannerClinic['study'], api };
}
