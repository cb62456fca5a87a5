import type { FastifyInstance } from 'fastify';
import type { MailMessage } from '../../server/mail/mailer.ts';

/**
 * Opens the newest verification link mailed to an address, as its owner would (after the
 * caller has settled the background mail work).
 */
export async function verifyEmailFromMail(app: FastifyInstance, sent: MailMessage[], email: string): Promise<void> {
  const mail = sent.filter((m) => m.to === email && /verify-email\?token=/.test(m.text)).at(-1);
  const token = /verify-email\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no verification mail for ${email}`);
  const res = await app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
  if (res.statusCode !== 200) throw new Error(`verification failed: ${res.statusCode} ${res.body}`);
}
