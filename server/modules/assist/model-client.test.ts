import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODEL_MESSAGES } from '../../../core/reports/assist/model-messages.ts';
import { modelMessages } from '../../../core/reports/assist/model-request.ts';
import { draftReport } from '../../../core/reports/drafts/draft-report.ts';
import { askModel, type ModelEndpoint } from './model-client.ts';

/**
 * The model path against a local OpenAI-compatible stub (only the remote edge is a stub): what
 * the request carries, and what happens to each kind of answer.
 */
const received: { body: string; authorization: string | undefined }[] = [];
let reply: (res: ServerResponse) => void = () => undefined;
let server: Server;
let url = '';
beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ body, authorization: req.headers.authorization });
      if (req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      reply(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

const answer = (content: string) => (res: ServerResponse) =>
  res
    .writeHead(200, { 'content-type': 'application/json' })
    .end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
const endpoint = (): ModelEndpoint => ({ url, model: 'llama3.1:8b', apiKey: 'sk-clinic', timeoutMs: 1_000 });

// A patient as the portal stores her; none of this may reach the model.
const PATIENT = {
  name: 'Sunita Sharma',
  phone: '9811122233',
  patientId: 'P-000123',
  dateOfBirth: '1994-03-12',
  address: '221 Civil Lines, Jaipur',
};
const messages = modelMessages({
  ageYears: 32,
  templateName: 'Obstetric Ultrasound - Second/Third Trimester',
  values: { 'BPD (mm)': 72, 'HC (mm)': 265, 'AC (mm)': 240, 'FL (mm)': 54 },
  draft: draftReport({
    reportType: 'obstetric_second_third_trimester',
    calculator: null,
    templateScores: null,
    lastMenstrualPeriod: '2026-05-10',
    expectedDeliveryDate: null,
    scanDate: '2026-11-25',
    templateData: null,
    biparietalDiameter: 72,
    abdominalCircumference: 240,
    femurLength: 54,
    measurements: { 'HC (mm)': 265 },
    estimatedFetalWeight: null,
    gestationalAge: null,
  }),
});

describe('asking a clinic-run model (issue 35 item 4)', () => {
  it('sends de-identified values and returns a screened answer', async () => {
    reply = answer('Single live fetus with growth appropriate for dates.');
    const result = await askModel(endpoint(), messages);
    expect(result).toEqual({ ok: true, text: 'Single live fetus with growth appropriate for dates.' });
    const sent = received.at(-1);
    expect(sent?.authorization).toBe('Bearer sk-clinic');
    const body = JSON.parse(sent?.body ?? '{}');
    expect(body.model).toBe('llama3.1:8b');
    expect(body.messages[1].content).toContain('Patient age: 32 years');
    for (const value of Object.values(PATIENT)) expect(sent?.body).not.toContain(value);
    expect(sent?.body).not.toMatch(/\b\d{10}\b/);
  });

  it('a reply naming a fetal sex is refused and its text discarded', async () => {
    reply = answer('Growth is normal. It is a girl.');
    const result = await askModel(endpoint(), messages);
    expect(result).toEqual({ ok: false, kind: 'refused', message: MODEL_MESSAGES.refused });
    expect(JSON.stringify(result)).not.toMatch(/girl/i);
  });

  it.each([
    ['an error status', (res: ServerResponse) => res.writeHead(500).end('boom'), MODEL_MESSAGES.status(500)],
    [
      'a reply that is not OpenAI-shaped',
      (res: ServerResponse) => res.writeHead(200).end('{"x":1}'),
      MODEL_MESSAGES.unreadable,
    ],
    ['an empty answer', answer('  '), MODEL_MESSAGES.empty],
  ])('shows %s plainly', async (_, stub, message) => {
    reply = stub;
    expect(await askModel(endpoint(), messages)).toEqual({ ok: false, kind: 'failed', message });
  });

  it('a model that does not answer in time', async () => {
    reply = () => undefined;
    const result = await askModel({ ...endpoint(), timeoutMs: 300 }, messages);
    expect(result).toEqual({ ok: false, kind: 'failed', message: MODEL_MESSAGES.timeout(300) });
  });

  it('an address nothing listens on', async () => {
    const result = await askModel({ ...endpoint(), url: 'http://127.0.0.1:9/v1' }, messages);
    expect(result).toEqual({ ok: false, kind: 'failed', message: MODEL_MESSAGES.unreachable });
  });
});
