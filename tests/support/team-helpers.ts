import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { MailMessage } from '../../server/mail/mailer.ts';
import { bearer, STRONG_PASSWORD } from './factories.ts';

export interface Member {
  userId: string;
  email: string;
  token: string;
}

/** The accept link's token from the last mail sent to an address. */
export function invitationTokenFor(sent: MailMessage[], email: string): string {
  const mail = [...sent].reverse().find((m) => m.to === email);
  const token = mail?.text.match(/accept-invitation\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error(`no invitation mail for ${email}`);
  return token;
}

export function buildInvitation(role: string, overrides: Record<string, unknown> = {}) {
  const unique = randomUUID().slice(0, 8);
  return {
    email: `${role}.${unique}@example.in`,
    firstName: 'Kavya',
    lastName: 'Iyer',
    role,
    ...(role === 'doctor'
      ? { doctor: { registrationNumber: `KMC-${unique.toUpperCase()}`, qualification: 'MD' } }
      : {}),
    ...overrides,
  };
}

export async function invite(app: FastifyInstance, adminToken: string, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/team/invitations', headers: bearer(adminToken), payload: body });
}

export async function accept(app: FastifyInstance, token: string, password = STRONG_PASSWORD) {
  return app.inject({
    method: 'POST',
    url: '/api/team/invitations/accept',
    payload: { token, password, confirmPassword: password },
  });
}

/** Invites someone with a role and accepts the mailed link: a signed-in member of the admin's clinic. */
export async function addMember(
  app: FastifyInstance,
  sent: MailMessage[],
  adminToken: string,
  role: string,
  overrides: Record<string, unknown> = {},
): Promise<Member> {
  const body = buildInvitation(role, overrides);
  const invited = await invite(app, adminToken, body);
  if (invited.statusCode !== 201) throw new Error(`invite failed: ${invited.statusCode} ${invited.body}`);
  const accepted = await accept(app, invitationTokenFor(sent, body.email as string));
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.statusCode} ${accepted.body}`);
  const json = accepted.json();
  return { userId: json.user.id, email: body.email as string, token: json.token };
}
