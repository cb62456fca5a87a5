import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { MailMessage } from '../../server/mail/mailer.ts';
import { buyPlan } from './billing-helpers.ts';
import { bearer, type SignedUpClinic, signUpTrialClinic } from './factories.ts';
import { addMember, type Member } from './team-helpers.ts';

export function buildCentre(overrides: Record<string, unknown> = {}) {
  const unique = randomUUID().slice(0, 6).toUpperCase();
  return {
    name: `Lotus Scan Centre ${unique}`,
    address: '12 MG Road, Indiranagar, Bengaluru 560038',
    phone: '9876501234',
    email: `centre-${unique.toLowerCase()}@example.in`,
    registrationNumber: `PNDT/KA/${unique}`,
    licenseNumber: `LIC-${unique}`,
    ...overrides,
  };
}

export async function createCentre(app: FastifyInstance, token: string, overrides: Record<string, unknown> = {}) {
  return app.inject({ method: 'POST', url: '/api/centres', headers: bearer(token), payload: buildCentre(overrides) });
}

export async function switchCentre(app: FastifyInstance, token: string, centreId: string) {
  return app.inject({ method: 'POST', url: '/api/auth/switch-centre', headers: bearer(token), payload: { centreId } });
}

export async function currentUser(app: FastifyInstance, token: string) {
  return (await app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) })).json();
}

function ok<T>(res: { statusCode: number; body: string; json: () => T }, what: string): T {
  if (res.statusCode >= 300) throw new Error(`${what} failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

export interface Organisation {
  owner: SignedUpClinic;
  primaryId: string;
  secondId: string;
  /** An administrator of the second centre only (one membership). */
  secondAdmin: Member;
}

/**
 * An Enterprise organisation of two centres: the owner (organisation admin) signed up the first
 * and added the second; the second centre's administrator (a signing doctor) was invited there
 * and works nowhere else. The owner's session is back in the first centre.
 */
export async function buildOrganisation(app: FastifyInstance, sent: MailMessage[]): Promise<Organisation> {
  const owner = await signUpTrialClinic(app);
  await buyPlan(app, owner.token, 'enterprise');
  const primaryId = (await currentUser(app, owner.token)).clinicId as string;
  const second = ok(await createCentre(app, owner.token), 'create centre') as { id: string };
  ok(await switchCentre(app, owner.token, second.id), 'switch');
  // A signing administrator (linked to a doctor record of that centre), so they can finalize reports.
  const secondAdmin = await addMember(app, sent, owner.token, 'admin', {
    doctor: { registrationNumber: `KMC-${randomUUID().slice(0, 6).toUpperCase()}`, qualification: 'MD' },
  });
  ok(await switchCentre(app, owner.token, primaryId), 'switch back');
  return { owner, primaryId, secondId: second.id, secondAdmin };
}
