import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineRoute } from '../../../core/api/define-route.ts';
import { ApiRequestError } from './api-client.ts';
import { callApi, callApiOrNull, urlOf } from './call-api.ts';

const list = defineRoute({
  method: 'GET',
  path: '/api/things',
  query: z.object({ page: z.number().optional(), search: z.string().optional() }),
  responses: { 200: z.array(z.object({ id: z.string() })) },
});
const update = defineRoute({
  method: 'PUT',
  path: '/api/things/:id',
  params: z.object({ id: z.string() }),
  body: z.object({ name: z.string() }),
  responses: { 200: z.object({ id: z.string(), name: z.string() }) },
});
const remove = defineRoute({ method: 'DELETE', path: '/api/things/:id', params: z.object({ id: z.string() }) });

function installStorage() {
  const store = new Map<string, string>([['authToken', 'tok']]);
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    },
    addEventListener: () => {},
  });
}

function respond(status: number, body: string) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(body || null, { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(installStorage);
afterEach(() => vi.unstubAllGlobals());

describe('urlOf', () => {
  it('fills the params and appends the query', () => {
    expect(urlOf(update, { params: { id: 'x/1' } })).toBe('/api/things/x%2F1');
    expect(urlOf(list, { query: { page: 2, search: '' } })).toBe('/api/things?page=2');
    expect(urlOf(list)).toBe('/api/things');
  });
});

describe('callApi', () => {
  it('sends the declared method, address and body with the bearer token, and answers the parsed JSON', async () => {
    const fetchMock = respond(200, '{"id":"1","name":"New"}');
    const answer = await callApi(update, { params: { id: '1' }, body: { name: 'New' } });
    expect(answer).toEqual({ id: '1', name: 'New' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/things/1');
    expect(init).toMatchObject({ method: 'PUT', body: '{"name":"New"}' });
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer tok', 'Content-Type': 'application/json' });
  });

  it('answers undefined for an empty body (204)', async () => {
    respond(204, '');
    await expect(callApi(remove, { params: { id: '1' } })).resolves.toBeUndefined();
  });

  it("rejects with the server's message and reason", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    respond(403, '{"message":"Receptionists cannot manage the team","reason":"role"}');
    const error = await callApi(list).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 403, serverMessage: 'Receptionists cannot manage the team', reason: 'role' });
  });

  it('ignores a reason the client does not know', async () => {
    respond(409, '{"message":"Taken","reason":"something-new"}');
    await expect(callApi(list)).rejects.toMatchObject({ status: 409, reason: null });
  });
});

describe('callApiOrNull', () => {
  it('answers null for a 404 and the JSON otherwise', async () => {
    respond(404, '{"message":"Not found","reason":"not_found"}');
    await expect(callApiOrNull(list)).resolves.toBeNull();
    respond(200, '[{"id":"1"}]');
    await expect(callApiOrNull(list, { query: { page: 1 } })).resolves.toEqual([{ id: '1' }]);
  });
});
