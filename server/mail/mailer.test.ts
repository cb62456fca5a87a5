import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpListener } from '../../tests/support/smtp-test-listener.ts';
import { createSmtpMailer } from './mailer.ts';

let listener: ReturnType<typeof startSmtpListener>;
let port: number;
beforeAll(async () => {
  listener = startSmtpListener();
  listener.server.listen(0, '127.0.0.1');
  await once(listener.server, 'listening');
  port = (listener.server.address() as { port: number }).port;
});
afterAll(async () => {
  listener.server.close();
});

describe('the SMTP mailer (SMTP_URL)', () => {
  it('delivers a message with sender, recipient, Reply-To, subject and body over SMTP', async () => {
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, 'USG Clinic Portal <no-reply@portal.test>');
    await mailer.send({
      to: 'meera.iyer@example.in',
      subject: 'USG Clinic Portal: reset your password',
      text: 'Open this link within one hour:\n\nhttp://portal.test/reset-password?token=abc\n',
      replyTo: 'front.desk@example.in',
    });
    expect(listener.received).toHaveLength(1);
    const [session] = listener.received;
    expect(session?.commands).toContain('MAIL FROM:<no-reply@portal.test>');
    expect(session?.commands).toContain('RCPT TO:<meera.iyer@example.in>');
    const data = session?.data ?? '';
    expect(data).toMatch(/^From: USG Clinic Portal <no-reply@portal\.test>$/m);
    expect(data).toMatch(/^To: meera\.iyer@example\.in$/m);
    expect(data).toMatch(/^Reply-To: front\.desk@example\.in$/m);
    expect(data).toMatch(/^Subject: USG Clinic Portal: reset your password$/m);
    expect(data).toContain('http://portal.test/reset-password?token=abc');
  });

  it('rejects when the server refuses, so callers can keep the message and log the failure', async () => {
    const mailer = createSmtpMailer('smtp://127.0.0.1:1', 'no-reply@portal.test');
    await expect(mailer.send({ to: 'a@example.in', subject: 's', text: 't' })).rejects.toThrow();
  });
});
