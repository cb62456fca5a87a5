// WhatsApp Cloud API and the SMS gateway, configured: what the portal posts to them (a local
// HTTP listener stands in for the provider), and a provider's failure kept for the retry with
// no phone number in the recorded error.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outgoingMessages } from '../../db/schema/outgoing-messages.ts';
import { reportDeliveries } from '../../db/schema/report-deliveries.ts';
import { sendReportToPatient } from '../support/delivery-client.ts';
import { createTestApp, createTestJobQueue, type TestApp, uniqueJobSchema } from '../support/test-app.ts';

interface Received {
  url: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

const received: Received[] = [];
let answer = 200;
let provider: Server;
let t: TestApp;

async function readBody(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text;
}

beforeAll(async () => {
  provider = createServer(async (request, response) => {
    received.push({
      url: request.url ?? '',
      authorization: request.headers.authorization,
      body: JSON.parse(await readBody(request)),
    });
    response.writeHead(answer, { 'content-type': 'application/json' }).end('{"error":"to 919811122233"}');
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  t = await createTestApp({
    // A queue of its own: with TEST_DATABASE_URL every file shares one database, and runDue would
    // otherwise take other files' waiting messages first.
    jobs: await createTestJobQueue({ schema: uniqueJobSchema() }),
    config: {
      whatsapp: {
        token: 'wa-token',
        phoneNumberId: '1234567890',
        reportTemplate: 'report_link',
        reminderTemplate: 'appointment_reminder',
        codeTemplate: 'link_code',
        billTemplate: 'bill_link',
        language: 'en',
        // Hindi templates approved; Marathi not, so a Marathi patient's message goes in English.
        localLanguages: { 'hi-IN': 'hi' },
        apiUrl: `${base}/v21.0`,
      },
      sms: {
        url: `${base}/sms`,
        apiKey: 'sms-key',
        senderId: 'USGCLN',
        entityId: '1101234567890',
        reportTemplateId: '1107000000000000001',
        reminderTemplateId: '1107000000000000002',
        codeTemplateId: '1107000000000000003',
        billTemplateId: '1107000000000000004',
        billCodeTemplateId: '1107000000000000005',
        localTemplateIds: { 'hi-IN': { reportTemplateId: '1107000000000000011' } },
      },
    },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => provider.close(resolve));
});

const sendReport = (channel: 'whatsapp' | 'sms', language?: string) =>
  sendReportToPatient(t.app, channel, language ? { language } : {});

describe('configured providers', () => {
  it('sends WhatsApp as an approved template message carrying the clinic and the link', async () => {
    answer = 200;
    const delivery = await sendReport('whatsapp');
    expect(delivery.status).toBe('sent');
    const request = received.at(-1);
    expect(request?.url).toBe('/v21.0/1234567890/messages');
    expect(request?.authorization).toBe('Bearer wa-token');
    expect(request?.body).toEqual({
      messaging_product: 'whatsapp',
      to: '919811122233',
      type: 'template',
      template: {
        name: 'report_link',
        language: { code: 'en' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: expect.stringMatching(/^Sunrise Imaging/) },
              { type: 'text', text: expect.stringMatching(/^http:\/\/portal\.test\/shared-report\/[\w-]{43}$/) },
            ],
          },
        ],
      },
    });
  });

  it('sends SMS with the sender id and the DLT template and entity ids', async () => {
    answer = 200;
    await sendReport('sms');
    const request = received.at(-1);
    expect(request?.url).toBe('/sms');
    expect(request?.authorization).toBe('Bearer sms-key');
    expect(request?.body).toEqual({
      sender: 'USGCLN',
      to: '919811122233',
      message: expect.stringMatching(
        /ultrasound report R-\d+ is ready\. View it within 7 days: http:\/\/portal\.test\//,
      ),
      dltTemplateId: '1107000000000000001',
      dltEntityId: '1101234567890',
    });
  });

  it("sends a Hindi patient's SMS in Hindi under the Hindi DLT template, and WhatsApp's Hindi template", async () => {
    answer = 200;
    await sendReport('sms', 'hi-IN');
    expect(received.at(-1)?.body).toMatchObject({
      message: expect.stringMatching(/: अल्ट्रासाउंड रिपोर्ट R-\d+ तैयार है। इसे 7 दिनों के भीतर देखें: http:\/\/portal\.test\//),
      dltTemplateId: '1107000000000000011',
    });
    await sendReport('whatsapp', 'hi-IN');
    expect(received.at(-1)?.body).toMatchObject({ template: { name: 'report_link', language: { code: 'hi' } } });
  });

  it('sends English, under the English ids, in a language with no DLT template or approved WhatsApp template', async () => {
    answer = 200;
    await sendReport('sms', 'mr-IN');
    expect(received.at(-1)?.body).toMatchObject({
      message: expect.stringMatching(/ultrasound report R-\d+ is ready\./),
      dltTemplateId: '1107000000000000001',
    });
    await sendReport('whatsapp', 'mr-IN');
    expect(received.at(-1)?.body).toMatchObject({ template: { language: { code: 'en' } } });
  });

  it('keeps a failed message pending for its retry, the error without the number', async () => {
    answer = 500;
    const delivery = await sendReport('whatsapp');
    expect(delivery.status).toBe('pending');
    const [row] = await t.handle.db
      .select({ status: outgoingMessages.status, lastError: outgoingMessages.lastError })
      .from(reportDeliveries)
      .innerJoin(outgoingMessages, eq(outgoingMessages.id, reportDeliveries.messageId))
      .where(eq(reportDeliveries.id, delivery.id));
    expect(row).toEqual({ status: 'pending', lastError: 'WhatsApp answered 500' });
    // The retry, once the provider is back.
    answer = 200;
    t.clock.advance(2 * 60_000);
    await t.jobs.runDue({ ignoreStartAfter: true });
    const [after] = await t.handle.db
      .select({ status: outgoingMessages.status })
      .from(reportDeliveries)
      .innerJoin(outgoingMessages, eq(outgoingMessages.id, reportDeliveries.messageId))
      .where(eq(reportDeliveries.id, delivery.id));
    expect(after?.status).toBe('sent');
  });
});
