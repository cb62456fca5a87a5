import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRERENDERED_DIR, prerenderedFileName, registerWebApp } from '../../server/plugins/web-app.ts';

// A stand-in web build: index.html plus prerendered pages as scripts/prerender.ts writes them.
const INDEX = '<!doctype html><div id="root"></div>';
const LANDING = '<!doctype html><div id="root" data-prerendered="/"><h1>Landing</h1></div>';
const LOGIN = '<!doctype html><div id="root" data-prerendered="/login"><h1>Welcome back</h1></div>';

let webDir: string;
let app: FastifyInstance;
beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'web-app-'));
  writeFileSync(join(webDir, 'index.html'), INDEX);
  mkdirSync(join(webDir, PRERENDERED_DIR));
  for (const [path, html] of [
    ['/', LANDING],
    ['/login', LOGIN],
  ] as const) {
    const file = join(webDir, PRERENDERED_DIR, prerenderedFileName(path));
    writeFileSync(file, html);
    writeFileSync(`${file}.gz`, gzipSync(html));
    writeFileSync(`${file}.br`, brotliCompressSync(html));
  }
  app = Fastify();
  await registerWebApp(app, webDir);
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('sends each prerendered page for exactly its path, with index.html’s headers', async () => {
    const landing = await app.inject({ url: '/' });
    expect(landing.statusCode).toBe(200);
    expect(landing.body).toBe(LANDING);
    expect(landing.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(landing.headers['cache-control']).toBe('no-cache');

    const login = await app.inject({ url: '/login?next=%2Fpatients' });
    expect(login.body).toBe(LOGIN);
    expect(login.headers['cache-control']).toBe('no-cache');

    // Other SPA paths, and near misses of a prerendered one, still get index.html.
    for (const url of ['/dashboard', '/login/', '/signup', '/billing?tab=plans']) {
      const other = await app.inject({ url });
      expect(other.statusCode, url).toBe(200);
      expect(other.body, url).toBe(INDEX);
      expect(other.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('sends the precompressed page the client accepts, and answers HEAD', async () => {
    const brotli = await app.inject({ url: '/login', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(LOGIN);

    const gzip = await app.inject({ url: '/login', headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(LOGIN);

    const plain = await app.inject({ url: '/login', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(LOGIN);

    const head = await app.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(head.body).toBe('');
  });

  it('keeps API paths and other methods out of the page fallback', async () => {
    const api = await app.inject({ url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toHaveProperty('message');
    const post = await app.inject({ method: 'POST', url: '/login' });
    expect(post.statusCode).toBe(404);
  });
});
