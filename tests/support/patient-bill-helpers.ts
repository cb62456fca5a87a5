import type { FastifyInstance } from 'fastify';
import { buyPlan } from './billing-helpers.ts';
import { bearer, signUpTrialClinic } from './factories.ts';
import { addMember } from './team-helpers.ts';
import type { TestApp } from './test-app.ts';

/** A clinic past its trial, on the professional plan, as the patient-billing tests use. */
export async function signUpProfessionalClinic(app: FastifyInstance) {
  const clinic = await signUpTrialClinic(app);
  await buyPlan(app, clinic.token, 'professional');
  return clinic;
}

/** Where a billing test starts: a professional clinic, its receptionist (who bills), its fee list. */
export async function billingFrontDesk(t: Pick<TestApp, 'app' | 'mailer'>) {
  const clinic = await signUpProfessionalClinic(t.app);
  const receptionist = await addMember(t.app, t.mailer.sent, clinic.token, 'receptionist');
  const fees = await setUpFeeList(t.app, clinic.token);
  return { clinic, receptionist, fees };
}

/** A fee list of three items (₹1,500 scan, ₹800 Doppler, ₹200 CD): their ids by name. */
export async function setUpFeeList(
  app: FastifyInstance,
  adminToken: string,
  concessionLimitPercent = 10,
  gstin: string | null = null,
) {
  const res = await app.inject({
    method: 'PUT',
    url: '/api/fee-list',
    headers: bearer(adminToken),
    payload: {
      concessionLimitPercent,
      gstin,
      items: [
        { name: 'Anomaly scan', kind: 'study', studyType: 'obstetric_second_third_trimester', price: 1500 },
        { name: 'Doppler', kind: 'add-on', price: '800.00' },
        { name: 'CD copy', kind: 'add-on', price: 200 },
      ],
    },
  });
  if (res.statusCode !== 200) throw new Error(`fee list: ${res.statusCode} ${res.body}`);
  const items = res.json().items as { id: string; name: string }[];
  return Object.fromEntries(items.map((i) => [i.name, i.id])) as Record<string, string>;
}

export async function makeBill(app: FastifyInstance, token: string, payload: object) {
  return app.inject({ method: 'POST', url: '/api/bills', headers: bearer(token), payload });
}
