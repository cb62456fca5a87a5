import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { HTTP_MESSAGES } from '../../core/messages.ts';

/**
 * Serves the built React app. Hashed assets are cached for a year; every other GET that is not
 * an API call gets index.html, so deep links such as /billing?tab=plans load.
 */
export async function registerWebApp(app: FastifyInstance, webDir: string | null): Promise<void> {
  const indexPath = webDir ? join(webDir, 'index.html') : null;
  const indexHtml = indexPath && existsSync(indexPath) ? readFileSync(indexPath) : null;
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
      return reply.status(404).send({ message: HTTP_MESSAGES.notFound });
    }
    return reply.status(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  });
}
