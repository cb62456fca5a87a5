import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** A plain address (already validated, no display name); nodemailer encodes it for SMTP. */
  replyTo?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** SMTP when SMTP_URL is set (DESIGN §1). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

/**
 * Without SMTP, each message becomes a file in DATA_DIR/outbox so a local user can still reset
 * a password. The log line names the file, never the recipient or the link.
 */
export function createOutboxMailer(outboxDir: string, log: (line: string) => void): Mailer {
  return {
    async send(message) {
      await mkdir(outboxDir, { recursive: true });
      const file = join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.hrtime.bigint()}.eml`);
      const replyTo = message.replyTo ? `Reply-To: ${message.replyTo}\n` : '';
      await writeFile(file, `To: ${message.to}\n${replyTo}Subject: ${message.subject}\n\n${message.text}\n`, {
        mode: 0o600,
      });
      log(`e-mail written to ${file}`);
    },
  };
}

/** Keeps messages in memory; tests read the reset link from here. */
export function createMemoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
  };
}
