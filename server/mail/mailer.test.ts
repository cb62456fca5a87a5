import { once } from 'node:events';
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from './mailer.ts';

/**
 * A minimal SMTP listener (RFC 5321 happy path, no TLS, no AUTH) that records each session's
 * commands and message data, so the real nodemailer transport behind SMTP_URL is exercised.
 */
interface Received {
  commands: string[];
  data: string;
}
function startSmtpListener(): { server: Server; received: Received[] } {
  const received: Received[] = [];
  const server = createServer((socket: Socket) => {
    const session: Received = { commands: [], data: '' };
    received.push(session);
    let buffer = '';
    let inData = false;
    socket.setEncoding('utf8');
    socket.write('220 test.local ESMTP ready\r\n');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      while (true) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          session.data += buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 2.0.0 queued\r\n');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline === -1) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        session.commands.push(line);
        const verb = line.split(' ')[0]?.toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 test.local\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 end with <CRLF>.<CRLF>\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
    socket.on('error', () => {});
  });
  return { server, received };
}

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
