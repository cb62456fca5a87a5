import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, apiRequest, errorMessageOf, getQueryFn } from './api-client.ts';

// A minimal browser: only the storage the client reads.
function installStorage(initial: Record<string, string> = {}) {
  const store = new Map(Object.entries(initial));
  const localStorage = {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
  };
  vi.stubGlobal('window', { localStorage, addEventListener: () => {} });
  return store;
}

function respond(status: number, body: string) {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) => new Response(body || null, { status, statusText: 'Status Text' }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => installStorage());
afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('sends one Idempotency-Key for a submission and its retries, and a new one after an answer', async () => {
    const keys: (string | undefined)[] = [];
    const statuses = [503, 201, 201];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        keys.push((init?.headers as Record<string, string> | undefined)?.['Idempotency-Key']);
        return new Response('{}', { status: statuses[keys.length - 1] ?? 201 });
      }),
    );
    await expect(apiRequest('POST', '/api/payments', { amount: 5 }, { idempotent: true })).rejects.toThrow();
    await apiRequest('POST', '/api/payments', { amount: 5 }, { idempotent: true });
    await apiRequest('POST', '/api/payments', { amount: 5 }, { idempotent: true });
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    await apiRequest('POST', '/api/x', { a: 1 });
    expect(keys).toHaveLength(4);
    expect(keys[3]).toBeUndefined();
  });

  it('sends JSON and the bearer token only when they exist', async () => {
    installStorage({ authToken: 'tok' });
    const fetchMock = respond(200, '{}');
    await apiRequest('POST', '/api/x', { a: 1 });
    await apiRequest('POST', '/api/y');
    const withBody = fetchMock.mock.calls[0]?.[1];
    const withoutBody = fetchMock.mock.calls[1]?.[1];
    expect(withBody).toMatchObject({ body: '{"a":1}', credentials: 'include' });
    expect(withBody?.headers).toMatchObject({ 'Content-Type': 'application/json', Authorization: 'Bearer tok' });
    expect(withoutBody?.body).toBeUndefined();
    expect(withoutBody?.headers).not.toHaveProperty('Content-Type');
  });

  it('raises "{status}: {body}" and keeps the server message', async () => {
    respond(409, '{"message":"An account with this email already exists"}');
    const error = await apiRequest('POST', '/api/auth/signup', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as Error).message).toBe('409: {"message":"An account with this email already exists"}');
    expect(errorMessageOf(error, 'fallback')).toBe('An account with this email already exists');
  });

  it('falls back to the status text when the body is empty', async () => {
    respond(500, '');
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('500: Status Text');
  });
});

describe('getQueryFn', () => {
  it('GETs the joined key and yields null on 401, dropping the token', async () => {
    const store = installStorage({ authToken: 'tok' });
    const fetchMock = respond(401, '{"message":"Unauthorized"}');
    const client = new QueryClient();
    const data = await client.fetchQuery({
      queryKey: ['/api/clinic', 'logo'],
      queryFn: getQueryFn({ on401: 'returnNull' }),
    });
    expect(data).toBeNull();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/clinic/logo');
    expect(store.has('authToken')).toBe(false);
  });

  it('keeps the token on a 401 that says why the session ended, for the current-user check (issue 28)', async () => {
    const store = installStorage({ authToken: 'tok' });
    respond(401, '{"message":"Deactivated","reason":"account_deactivated"}');
    const client = new QueryClient();
    const data = await client.fetchQuery({ queryKey: ['/api/patients'], queryFn: getQueryFn({ on401: 'returnNull' }) });
    expect(data).toBeNull();
    expect(store.has('authToken')).toBe(true);
    // The kept token makes the client re-check the session through modules it loads on demand: let
    // them load inside this test, not after the file's environment is gone.
    await Promise.all([import('./query-client.ts'), import('./use-auth.ts')]);
  });
});
