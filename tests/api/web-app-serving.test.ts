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
const ASSET = 'export const x = 1;';

let webDir: string;
let app: FastifyInstance;
beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'web-app-'));
  writeFileSync(join(webDir, 'index.html'), INDEX);
  mkdirSync(join(webDir, PRERENDERED_DIR));
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'assets', 'app-new.js'), ASSET);
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

  it('answers a file the build does not have with a short uncached 404, not index.html', async () => {
    const present = await app.inject({ url: '/assets/app-new.js' });
    expect(present.statusCode).toBe(200);
    expect(present.body).toBe(ASSET);
    expect(present.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    // A tab holding the previous build's index.html asks for its chunks after a deploy.
    for (const url of ['/assets/app-old.js', '/assets/index-old.css?v=1', '/assets/', '/old-logo.png', '/a/b/c.js']) {
      const missing = await app.inject({ url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.headers['content-type'], url).toBe('text/plain; charset=utf-8');
      expect(missing.headers['cache-control'], url).toBe('no-store');
      expect(missing.body, url).toBe('Not found');
    }
    // App routes whose last segment is an id, a code or a token still load the app.
    for (const url of ['/verify/abcdefghijklmnopqrstuvwxyz', '/shared-report/Ab_9-x', '/pcpndt/register/2026-03']) {
      expect((await app.inject({ url })).body, url).toBe(INDEX);
    }
  });
});
