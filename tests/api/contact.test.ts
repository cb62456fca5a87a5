import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_EMAIL } from '../../core/brand.ts';
import { CONTACT_MESSAGES as M } from '../../core/contact/contact-messages.ts';
import { ContactMessageSchema } from '../../core/contact/contact-schema.ts';
import { contactMessages } from '../../db/schema/public-site.ts';
import { createOutboxMailer } from '../../server/mail/mailer.ts';
import { contactMail } from '../../server/modules/contact/contact-mail.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const logLines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logLines });
});
afterAll(() => t.close());

// Each request comes from its own address unless a test says otherwise, so the hourly limit
// is only met where it is being tested.
let nextHost = 1;
const freshIp = () => `10.1.${Math.floor(nextHost / 250)}.${(nextHost++ % 250) + 1}`;

const validMessage = (overrides: Record<string, unknown> = {}) => ({
  firstName: '  Meera ',
  lastName: 'Iyer',
  email: 'Meera.Iyer@Example.in',
  clinicName: 'Iyer Scans, Chennai',
  subject: 'Pricing for three centres',
  message: 'We run three ultrasound centres in Chennai and would like a demo of Form F records.',
  ...overrides,
});
const send = (payload: unknown, ip = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, remoteAddress: ip });

describe('POST /api/contact', () => {
  it('stores the message, forwards it to support with Reply-To the sender, and answers 201', async () => {
    const before = t.mailer.sent.length;
    const res = await send(validMessage());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ received: true });

    const [row] = await t.handle.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'meera.iyer@example.in'));
    expect(row).toMatchObject({
      firstName: 'Meera',
      lastName: 'Iyer',
      clinicName: 'Iyer Scans, Chennai',
      subject: 'Pricing for three centres',
    });
    expect(row?.forwardedAt).toBeInstanceOf(Date);

    expect(t.mailer.sent.length).toBe(before + 1);
    const mail = t.mailer.sent.at(-1);
    expect(mail).toMatchObject({
      to: SUPPORT_EMAIL,
      replyTo: 'meera.iyer@example.in',
      subject: 'Contact form: Pricing for three centres',
    });
    expect(mail?.text).toContain('demo of Form F records');
    expect(mail?.text).toContain(`Reference: ${row?.id}`);
  });

  it('accepts a message without a clinic name', async () => {
    const res = await send(validMessage({ clinicName: undefined, email: 'no.clinic@example.in' }));
    expect(res.statusCode).toBe(201);
    const [row] = await t.handle.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'no.clinic@example.in'));
    expect(row?.clinicName).toBeNull();
  });

  it('names every invalid field with a clear message, and stores nothing', async () => {
    const before = t.mailer.sent.length;
    const res = await send({ firstName: ' ', lastName: '', email: 'not-an-email', subject: 'x', message: 'short' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe(M.firstNameRequired);
    expect(body.errors).toEqual([
      { field: 'firstName', path: 'firstName', message: M.firstNameRequired },
      { field: 'lastName', path: 'lastName', message: M.lastNameRequired },
      { field: 'email', path: 'email', message: M.emailInvalid },
      { field: 'subject', path: 'subject', message: M.subjectTooShort },
      { field: 'message', path: 'message', message: M.messageTooShort },
    ]);
    expect(t.mailer.sent.length).toBe(before);
  });

  it.each([
    ['firstName', 'A'.repeat(51), M.firstNameTooLong],
    ['lastName', 'B'.repeat(51), M.lastNameTooLong],
    ['email', `${'a'.repeat(250)}@x.in`, M.emailInvalid],
    ['clinicName', 'C'.repeat(101), M.clinicNameTooLong],
    ['subject', 'S'.repeat(151), M.subjectTooLong],
    ['message', 'M'.repeat(5001), M.messageTooLong],
  ])('refuses a %s over its limit', async (field, value, message) => {
    const res = await send(validMessage({ [field]: value }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field, path: field, message }]);
  });

  it('refuses line breaks in one-line fields, so nothing can be injected into mail headers', async () => {
    for (const field of ['subject', 'firstName', 'clinicName']) {
      const res = await send(validMessage({ [field]: 'Hello\r\nBcc: everyone@example.com' }));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ field, path: field, message: M.singleLine }]);
    }
    // The message body may have line breaks.
    expect((await send(validMessage({ message: 'Line one of the message.\nLine two.' }))).statusCode).toBe(201);
  });

  it('keeps the message and still answers 201 when e-mail fails, logging nothing of its content', async () => {
    const originalSend = t.mailer.send;
    t.mailer.send = async () => {
      throw new Error('SMTP down for meera.down@example.in');
    };
    try {
      const res = await send(
        validMessage({ email: 'meera.down@example.in', message: 'Private details about our centre in Adyar.' }),
      );
      expect(res.statusCode).toBe(201);
    } finally {
      t.mailer.send = originalSend;
    }
    const [row] = await t.handle.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'meera.down@example.in'));
    expect(row?.message).toBe('Private details about our centre in Adyar.');
    expect(row?.forwardedAt).toBeNull();
    const failure = logLines.find((line) => line.includes('contact message not forwarded'));
    expect(failure).toContain(row?.id);
    const logs = logLines.join('\n');
    expect(logs).not.toContain('Adyar');
    expect(logs).not.toContain('meera.down@example.in');
  });

  it('allows 5 messages per address per hour, then answers 429', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 5; i++) {
      expect((await send(validMessage({ email: `rate.${i}@example.in` }), ip)).statusCode).toBe(201);
    }
    const limited = await send(validMessage({ email: 'rate.6@example.in' }), ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: M.tooManyMessages, reason: 'rate_limited' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3500);
    const stored = await t.handle.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'rate.6@example.in'));
    expect(stored).toEqual([]);
    // Another address is unaffected.
    expect((await send(validMessage(), '10.9.9.10')).statusCode).toBe(201);
  });

  it('needs no session and is not subscription-gated', async () => {
    const res = await send(validMessage({ email: 'anon@example.in' }));
    expect(res.statusCode).toBe(201);
  });
});

describe('the forwarded e-mail in the outbox (no SMTP configured)', () => {
  it('writes To, Reply-To and a one-line Subject even if control characters slip past validation', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'outbox-'));
    const mailer = createOutboxMailer(dir, () => {});
    const message = ContactMessageSchema.parse(validMessage());
    await mailer.send(contactMail(SUPPORT_EMAIL, 'ref-1', { ...message, subject: 'Hi\r\nBcc: all@example.com' }));
    const [file] = await readdir(dir);
    const eml = await readFile(join(dir, file ?? ''), 'utf8');
    const [headers] = eml.split('\n\n');
    expect(headers?.split('\n')).toEqual([
      `To: ${SUPPORT_EMAIL}`,
      'Reply-To: meera.iyer@example.in',
      'Subject: Contact form: Hi Bcc: all@example.com',
    ]);
    expect(eml).toContain('We run three ultrasound centres');
  });
});
