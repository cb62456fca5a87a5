import type { FastifyInstance } from 'fastify';

/**
 * Shutdown must not wait for keep-alive clients: an idle kept-alive socket holds the HTTP server
 * open until its timeout (72 s), past the shutdown's force timer. Once draining starts, idle
 * sockets are closed at once and every response still going out says `Connection: close`, so
 * its socket closes after it instead of waiting for another request.
 */
export function closeConnectionsWhileDraining(app: FastifyInstance): { start: () => void } {
  let draining = false;
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
  return {
    start: () => {
      draining = true;
      app.server.closeIdleConnections();
    },
  };
}
