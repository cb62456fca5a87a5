import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HTTP_MESSAGES } from '../../core/messages.ts';

/** Where scripts/prerender.ts writes the prerendered public pages, inside the web build. */
export const PRERENDERED_DIR = 'prerendered';
/** The landing page's signed-in check (see scripts/prerender.ts), next to the pages. */
export const SIGNED_IN_CHECK_FILE = 'signed-in-check.js';
const LANDING_NAME = 'landing';

/** `/` → landing.html, `/login` → login.html: one file per prerendered path. */
export function prerenderedFileName(path: string): string {
  return `${path === '/' ? LANDING_NAME : path.slice(1)}.html`;
}

interface PrerenderedPage {
  html: Buffer;
  gzip: Buffer | null;
  brotli: Buffer | null;
}

/** The prerendered pages by path, read once at startup like index.html. */
function loadPrerendered(webDir: string): Map<string, PrerenderedPage> {
  const pages = new Map<string, PrerenderedPage>();
  const dir = join(webDir, PRERENDERED_DIR);
  if (!existsSync(dir)) return pages;
  const optional = (file: string) => (existsSync(file) ? readFileSync(file) : null);
  for (const name of readdirSync(dir)) {
    if (!name.endsWith('.html')) continue;
    const file = join(dir, name);
    const stem = name.slice(0, -'.html'.length);
    pages.set(stem === LANDING_NAME ? '/' : `/${stem}`, {
      html: readFileSync(file),
      gzip: optional(`${file}.gz`),
      brotli: optional(`${file}.br`),
    });
  }
  return pages;
}

/**
 * A request for a file the build does not have: anything under /assets/, or a last segment with
 * a file extension (/old.js, /logo.png). No app route ends in one (ids are UUIDs, codes and
 * tokens base32 or base64url), so only a file can be meant. After a deploy, a tab still holding
 * the old index.html asks for the old build's chunks: answered with index.html, its module
 * import would get HTML and the screen stay blank; a 404 makes the import fail, which the app
 * answers by reloading once into the new build (web/src/lib/chunk-reload.ts).
 */
export function isMissingFilePath(path: string): boolean {
  if (path.startsWith('/assets/')) return true;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return /\.[A-Za-z0-9]{1,8}$/.test(last);
}

/** The encodings the client accepts (q=0 means refused). */
function acceptedEncodings(request: FastifyRequest): Set<string> {
  const header = request.headers['accept-encoding'];
  const accepted = new Set<string>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
    if (name && !refused) accepted.add(name);
  }
  return accepted;
}

/**
 * Serves the built React app. Hashed assets are cached for a year; the prerendered public pages
 * (/, /login, the information pages) are sent for exactly their path, and every other GET that
 * is not an API call gets index.html, so deep links such as /billing?tab=plans load; a file the
 * build does not have is a plain 404 (isMissingFilePath).
 */
export async function registerWebApp(app: FastifyInstance, webDir: string | null): Promise<void> {
  const indexPath = webDir ? join(webDir, 'index.html') : null;
  const indexHtml = indexPath && existsSync(indexPath) ? readFileSync(indexPath) : null;
  const prerendered = webDir && indexHtml ? loadPrerendered(webDir) : new Map<string, PrerenderedPage>();
  if (webDir && indexHtml) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      // The build writes .br/.gz next to each asset; serve those to browsers that accept them.
      preCompressed: true,
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (path.startsWith('/api/') || path === '/api' || !wantsPage || !indexHtml) {
      return reply.status(404).send({ message: HTTP_MESSAGES.notFound, reason: 'not_found' });
    }
    if (isMissingFilePath(path)) {
      // Short, not HTML, and not cached: the file may exist after the next deploy.
      return reply.status(404).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send('Not found');
    }
    reply.status(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    // A report's verification page names a clinic and a patient's initials, a sent report's
    // link leads to her report (a sent bill's to her bill): never indexed.
    if (path.startsWith('/verify/') || path.startsWith('/shared-report/') || path.startsWith('/shared-bill/'))
      reply.header('x-robots-tag', 'noindex, nofollow');
    const page = prerendered.get(path);
    if (!page) return reply.send(indexHtml);
    // Same no-cache policy as index.html (the page names the current build's assets), sent
    // precompressed like the other assets.
    reply.header('vary', 'accept-encoding');
    const accepted = acceptedEncodings(request);
    if (page.brotli && accepted.has('br')) return reply.header('content-encoding', 'br').send(page.brotli);
    if (page.gzip && accepted.has('gzip')) return reply.header('content-encoding', 'gzip').send(page.gzip);
    return reply.send(page.html);
  });
}
