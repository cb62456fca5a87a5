import { expect } from 'vitest';
import { clinicWithScannerAndStudy, freshPatientPhone } from './dicom-scanner-clinic.ts';
import type { TestApp } from './test-app.ts';

/** A centre with a scanner, its bridge token and a patient (first name `name`) booked for today. */
export async function bridgeCentre(t: TestApp, name: string) {
  const { clinic, ae, scanner, api, study } = await clinicWithScannerAndStudy(t, {
    aePrefix: 'BRG',
    scannerName: 'Voluson E8',
    patient: { firstName: name, phone: freshPatientPhone('97', '3') },
    // By the wall clock: the bridge, another process, does not share the test app's clock.
    scheduledDate: new Date(Date.now() + 10 * 60_000).toISOString(),
  });
  const made = await api('POST', `/api/scanners/${scanner.id}/bridge-token`);
  expect(made.statusCode).toBe(201);
  return { clinic, ae, scanner, bridgeToken: (made.json() as { token: string }).token, study };
}
