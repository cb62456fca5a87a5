import { createServer, type Server, type Socket } from 'node:net';

/**
 * A minimal SMTP listener (RFC 5321 happy path, no TLS, no AUTH) that records each session's
 * commands and message data, so the real nodemailer transport behind SMTP_URL is exercised.
 * While outage.on, every session is refused (an SMTP outage), for tests of retries. A
 * hooks.beforeAccept runs once, after a message's data arrived and before it is accepted (250),
 * for tests of what fails while the provider holds a message.
 */
export interface Received {
  commands: string[];
  data: string;
}
export interface SmtpHooks {
  beforeAccept: (() => Promise<void>) | null;
}
export function startSmtpListener(): {
  server: Server;
  received: Received[];
  outage: { on: boolean };
  hooks: SmtpHooks;
} {
  const received: Received[] = [];
  const outage = { on: false };
  const hooks: SmtpHooks = { beforeAccept: null };
  const server = createServer((socket: Socket) => {
    const session: Received = { commands: [], data: '' };
    received.push(session);
    let buffer = '';
    let inData = false;
    socket.setEncoding('utf8');
    // A server in trouble answers the greeting with 421 and closes (nodemailer then rejects).
    if (outage.on) {
      socket.end('421 4.3.2 test.local service not available\r\n');
      return;
    }
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
          const hook = hooks.beforeAccept;
          hooks.beforeAccept = null;
          // The client sends nothing more until it has the answer, so the buffer waits too.
          if (hook) void hook().then(() => socket.write('250 2.0.0 queued\r\n'));
          else socket.write('250 2.0.0 queued\r\n');
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
  return { server, received, outage, hooks };
}
